import { Button } from '../../../components/ui/button';

/** Prev / Next with "Page x of y", as on the storefront. */
export function Pager({ page, totalPages, onPage, busy, label }: { page: number; totalPages: number; onPage: (page: number) => void; busy?: boolean; label: string }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4 sm:justify-end">
      <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Prev
      </Button>
      <p className="text-sm text-stone" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <Button variant="outline" size="sm" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
