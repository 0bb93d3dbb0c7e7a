import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { GENERAL_MESSAGES } from '@shared/messages';

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
export function ListError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className={
        'flex flex-col items-start gap-3 rounded-sm border border-danger/25 bg-[#fbefec] px-4 py-4 ' +
        'text-danger sm:flex-row sm:items-center sm:justify-between'
      }
    >
      <p className="text-sm">{message}</p>
      <Button variant="dangerOutline" size="sm" onClick={onRetry} loading={retrying}>
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

/** What ListStates needs of a React Query result. */
interface ListQuery {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The states every dashboard list goes through: loading, failed with nothing to show (retry),
 * empty, or the list itself, with the failure shown above it when a refresh failed but the
 * previous page is still on screen.
 */
export function ListStates({
  query,
  loadingRows,
  errorMessage,
  isEmpty,
  empty,
  children,
}: {
  query: ListQuery;
  loadingRows?: number;
  errorMessage: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return <ListLoading rows={loadingRows} />;
  const failure = query.isError ? (
    <ListError message={errorMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  ) : null;
  if (query.isError && !query.data) return failure;
  if (isEmpty) return <ListEmpty>{empty}</ListEmpty>;
  return (
    <>
      {failure}
      {children}
    </>
  );
}
