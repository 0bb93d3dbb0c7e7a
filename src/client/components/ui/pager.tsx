import type { MouseEvent, ReactNode } from 'react';
import { STOREFRONT_MESSAGES } from '@shared/messages';
import { Button, buttonClasses, type ButtonSize } from './button';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /**
   * The address of a page: Previous and Next are then links (a crawler follows them, a shopper can
   * open one in a new tab); a plain click still goes through onPage.
   */
  hrefFor?: (page: number) => string;
  /** The navigation landmark's name; a page with several lists names each. */
  label?: string;
  /** While the next page loads, neither button asks again. */
  busy?: boolean;
  /** The back office's small pager at the end of a table, hidden when there is one page. */
  compact?: boolean;
}

/** A click the browser should handle itself: a new tab or window, a download. */
const isModified = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

function Step({
  to,
  disabled,
  size,
  rel,
  hrefFor,
  onPage,
  children,
}: {
  to: number;
  disabled: boolean;
  size: ButtonSize;
  rel: 'prev' | 'next';
  hrefFor: ((page: number) => string) | undefined;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  if (!hrefFor)
    return (
      <Button variant="outline" size={size} disabled={disabled} onClick={() => onPage(to)}>
        {children}
      </Button>
    );
  // A link that leads nowhere is no link: the first page's Previous is text.
  if (disabled)
    return (
      <span aria-disabled="true" className={buttonClasses('outline', size, 'cursor-not-allowed opacity-55')}>
        {children}
      </span>
    );
  return (
    <a
      href={hrefFor(to)}
      rel={rel}
      className={buttonClasses('outline', size)}
      onClick={(e) => {
        if (isModified(e)) return;
        e.preventDefault();
        onPage(to);
      }}
    >
      {children}
    </a>
  );
}

/** Prev, 'Page x of y', Next. */
export function Pager({
  page,
  totalPages,
  onPage,
  hrefFor,
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
      <Step
        to={Math.min(page - 1, totalPages)}
        disabled={page <= 1 || busy}
        size={size}
        rel="prev"
        hrefFor={hrefFor}
        onPage={onPage}
      >
        {compact ? null : (
          <>
            <span aria-hidden="true">←</span>{' '}
          </>
        )}
        {STOREFRONT_MESSAGES.previousPage}
      </Step>
      <p
        className={compact ? 'text-sm text-stone' : 'min-w-28 text-center text-sm tabular-nums text-stone'}
        aria-live="polite"
      >
        {STOREFRONT_MESSAGES.pageOf(page, totalPages)}
      </p>
      <Step
        to={page + 1}
        disabled={page >= totalPages || busy}
        size={size}
        rel="next"
        hrefFor={hrefFor}
        onPage={onPage}
      >
        {STOREFRONT_MESSAGES.nextPage}
        {compact ? null : (
          <>
            {' '}
            <span aria-hidden="true">→</span>
          </>
        )}
      </Step>
    </nav>
  );
}
