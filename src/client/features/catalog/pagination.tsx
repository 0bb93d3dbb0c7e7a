import { STOREFRONT_MESSAGES } from '../../../shared/messages';
import { Button } from '../../components/ui/button';

/** Prev, 'Page x of y', Next. */
export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label={STOREFRONT_MESSAGES.pagination} className="mt-12 flex items-center justify-center gap-4 sm:gap-6">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, totalPages))}>
        <span aria-hidden="true">←</span> {STOREFRONT_MESSAGES.previousPage}
      </Button>
      <p className="min-w-28 text-center text-sm tabular-nums text-stone" aria-live="polite">
        {STOREFRONT_MESSAGES.pageOf(page, totalPages)}
      </p>
      <Button variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {STOREFRONT_MESSAGES.nextPage} <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}
