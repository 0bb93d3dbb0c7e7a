import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpBatchLink, TRPCClientError } from '@trpc/client';
import { useState, type ReactNode } from 'react';
import { TRPC_MAX_BATCH_SIZE } from '@shared/constants';
import { ToastProvider } from '../components/ui/toast';
import { SessionProvider } from '../lib/session';
import { trpc } from '../lib/trpc';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Client errors (4xx) will not get better by asking again.
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus ?? 0;
    if (status >= 400 && status < 500) return false;
  }
  return failureCount < 2;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false } },
      }),
  );
  const [trpcClient] = useState(() =>
    trpc.createClient({
      links: [httpBatchLink({ url: '/trpc', methodOverride: undefined, maxItems: TRPC_MAX_BATCH_SIZE })],
    }),
  );
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ToastProvider>{children}</ToastProvider>
        </SessionProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
