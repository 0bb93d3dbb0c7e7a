import { STOREFRONT_MESSAGES } from '@shared/messages';
import { Button } from './button';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name; a page with several lists names each. */
  label?: string;
  /** While the next page loads, neither button asks again. */
  busy?: boolean;
  /** The back office's small pager at the end of a table, hidden when there is one page. */
  compact?: boolean;
}

/** Prev, 'Page x of y', Next. */
export function Pager({
  page,
  totalPages,
  onPage,
  label = STOREFRONT_MESSAGES.pagination,
  busy = false,
  compact = false,
}: PagerProps) {
  if (compact && totalPages <= 1) return null;
  const size = compact ? 'sm' : 'md';
  return (
    <nav
      aria-label={label}
      className={
        compact
          ? 'mt-6 flex items-center justify-between gap-4 sm:justify-end'
          : 'mt-12 flex items-center justify-center gap-4 sm:gap-6'
      }
    >
      <Button
        variant="outline"
        size={size}
        disabled={page <= 1 || busy}
        onClick={() => onPage(Math.min(page - 1, totalPages))}
      >
        {compact ? null : (
          <>
            <span aria-hidden="true">←</span>{' '}
          </>
        )}
        {STOREFRONT_MESSAGES.previousPage}
      </Button>
      <p
        className={compact ? 'text-sm text-stone' : 'min-w-28 text-center text-sm tabular-nums text-stone'}
        aria-live="polite"
      >
        {STOREFRONT_MESSAGES.pageOf(page, totalPages)}
      </p>
      <Button variant="outline" size={size} disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
        {STOREFRONT_MESSAGES.nextPage}
        {compact ? null : (
          <>
            {' '}
            <span aria-hidden="true">→</span>
          </>
        )}
      </Button>
    </nav>
  );
}
