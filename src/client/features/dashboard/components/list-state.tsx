import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { GENERAL_MESSAGES } from '../../../../shared/messages';

/** Placeholder rows while a list loads; announced once as "Loading…". */
export function ListLoading({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" className="space-y-3 py-2">
      <span className="sr-only">{GENERAL_MESSAGES.loading}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** A failed load: what failed, and a way to ask again without reloading the page. */
export function ListError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-sm border border-danger/25 bg-[#fbefec] px-4 py-4 text-danger sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} loading={retrying} className="border-danger/60 text-danger hover:bg-danger hover:text-white">
        {GENERAL_MESSAGES.retry}
      </Button>
    </div>
  );
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-sm border border-dashed border-sand px-4 py-10 text-center">
      <span aria-hidden="true" className="ornament mx-auto mb-4" />
      <p className="font-display text-xl text-ink">{children}</p>
    </div>
  );
}
