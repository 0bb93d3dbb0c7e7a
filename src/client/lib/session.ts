import { TRPCClientError } from '@trpc/client';
import { useCallback } from 'react';
import { trpc } from './trpc';

// Cookies are HttpOnly: who is signed in is known only through auth.me.

export function useSession() {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 60_000, retry: false });
  return {
    user: me.data?.user ?? null,
    /** True until the first answer arrives: render neither signed-in nor signed-out controls as final. */
    isPending: me.isPending,
    isSignedIn: Boolean(me.data?.user),
  };
}

/** Call after login, verify, reset or logout: the navigation, the cart and anything personal refresh at once. */
export function useAnnounceAuthChange() {
  const utils = trpc.useUtils();
  return useCallback(async () => {
    await Promise.all([utils.auth.me.invalidate(), utils.cart.invalidate()]);
  }, [utils]);
}

/** What the server said about a failed call, when it was the caller's problem (4xx) and worded for people. */
export function serverReason(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus ?? 0;
    if (status >= 400 && status < 500 && typeof error.message === 'string' && error.message.trim()) return error.message;
  }
  return undefined;
}

/** The message a failed call should show: the server's when it sent one for people, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverReason(error) ?? fallback;
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'UNAUTHORIZED';
}
