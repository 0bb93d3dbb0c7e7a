import { useId } from 'react';
import { formatIndianNumber } from '@shared/indian-format';
import { SEARCH_MESSAGES } from '@shared/messages/search';
import { Button } from './button';
import { Dialog } from './dialog';

// Facets as a list of groups, each a set of toggle buttons with counts: domain-free (the pages
// shape their facets into these groups). One value per group is chosen; choosing it again clears it.

export interface FacetOption {
  id: string;
  label: string;
  count: number;
  selected: boolean;
  onToggle: () => void;
}
export interface FacetGroup {
  id: string;
  title: string;
  options: FacetOption[];
}

function Group({ group }: { group: FacetGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-b border-sand py-5 first:pt-0 last:border-b-0">
      <h2 id={headingId} className="mb-3 text-[0.7rem] font-medium uppercase tracking-[0.18em] text-stone">
        {group.title}
      </h2>
      <ul className="space-y-0.5">
        {group.options.map((o) => (
          <li key={o.id}>
            <button
              type="button"
              aria-pressed={o.selected}
              onClick={o.onToggle}
              className={
                'group flex w-full items-center justify-between gap-3 rounded-sm px-2 py-1.5 text-left ' +
                'text-[0.92rem] text-ink transition-colors hover:bg-cream aria-pressed:bg-cream ' +
                'aria-pressed:text-gold-700'
              }
            >
              <span className="flex items-center gap-2.5">
                <span
                  aria-hidden="true"
                  className={
                    'grid h-3.5 w-3.5 place-items-center rounded-[2px] border border-charcoal/40 ' +
                    'group-aria-pressed:border-gold-700 group-aria-pressed:bg-gold-700'
                  }
                >
                  {o.selected ? (
                    <svg
                      viewBox="0 0 12 12"
                      className="h-2.5 w-2.5 text-ivory"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    >
                      <path d="M2.5 6.2l2.3 2.3 4.7-5" />
                    </svg>
                  ) : null}
                </span>
                {o.label}
              </span>
              <span className="text-xs tabular-nums text-stone">{formatIndianNumber(o.count)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FacetPanel({ groups, label }: { groups: FacetGroup[]; label: string }) {
  return (
    <div role="group" aria-label={label}>
      {groups.map((g) => (
        <Group key={g.id} group={g} />
      ))}
    </div>
  );
}

/** The facets on phones: a sheet from the left, closed by its button showing the match count. */
export function FacetSheet({
  open,
  onClose,
  groups,
  total,
}: {
  open: boolean;
  onClose: () => void;
  groups: FacetGroup[];
  total: number;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={SEARCH_MESSAGES.filters}
      placement="left"
      closeLabel={SEARCH_MESSAGES.closeFilters}
    >
      <FacetPanel groups={groups} label={SEARCH_MESSAGES.filters} />
      <div className="sticky bottom-0 mt-6 bg-ivory pt-3">
        <Button className="w-full" onClick={onClose}>
          {SEARCH_MESSAGES.showResults(total)}
        </Button>
      </div>
    </Dialog>
  );
}
