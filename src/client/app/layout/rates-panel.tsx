import { useEffect, type RefObject } from 'react';
import { METALS, METAL_LABELS, PURITY_LABELS } from '@shared/constants';
import { formatIndiaDateTime, formatIndianRupees } from '@shared/indian-format';
import { RATES_PANEL_MESSAGES } from '@shared/messages/rates-panel';
import type { RateRow } from '@shared/schemas/rates';

// The panel the header's rate chip opens: every metal and purity, per gram, with the time each
// rate was set. Loaded the first time the chip is pressed; closes on Escape (focus back on the
// chip) and on a press outside it.

export interface RatesPanelProps {
  id: string;
  open: boolean;
  rows: readonly RateRow[];
  /** The chip and the panel: a press inside it is not "outside". */
  anchor: RefObject<HTMLElement | null>;
  onClose: (refocus: boolean) => void;
}

export function RatesPanel({ id, open, rows, anchor, onClose }: RatesPanelProps) {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(true);
    };
    const onPointer = (e: PointerEvent) => {
      if (!anchor.current?.contains(e.target as Node)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, anchor, onClose]);

  return (
    <div
      id={id}
      hidden={!open}
      role="region"
      aria-labelledby={`${id}-title`}
      className={
        'absolute left-0 top-full z-40 mt-2 w-[min(24rem,calc(100vw-2rem))] rounded-sm border border-sand ' +
        'bg-ivory p-4 text-ink shadow-2xl sm:p-5'
      }
    >
      <h2 id={`${id}-title`} className="font-display text-2xl leading-tight text-charcoal">
        {RATES_PANEL_MESSAGES.title}
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="text-[0.65rem] uppercase tracking-[0.14em] text-stone">
          <tr>
            <th scope="col" className="pb-1 pr-3 font-normal">
              {RATES_PANEL_MESSAGES.purity}
            </th>
            <th scope="col" className="pb-1 pr-3 text-right font-normal">
              {RATES_PANEL_MESSAGES.perGram}
            </th>
            <th scope="col" className="pb-1 text-right font-normal">
              {RATES_PANEL_MESSAGES.setAt}
            </th>
          </tr>
        </thead>
        {METALS.map((metal) => {
          const metalRows = rows.filter((r) => r.metal === metal);
          if (metalRows.length === 0) return null;
          return (
            <tbody key={metal} className="border-t border-sand">
              <tr>
                <th
                  scope="colgroup"
                  colSpan={3}
                  className="pb-1 pt-3 text-[0.68rem] font-medium uppercase tracking-[0.2em] text-gold-700"
                >
                  {METAL_LABELS[metal]}
                </th>
              </tr>
              {metalRows.map((r) => (
                <tr key={r.purity} className="align-baseline">
                  <th scope="row" className="py-1 pr-3 font-normal text-charcoal">
                    {PURITY_LABELS[r.purity]}
                  </th>
                  <td className="whitespace-nowrap py-1 pr-3 text-right font-medium tabular-nums text-ink">
                    {r.pricePerGram === null
                      ? RATES_PANEL_MESSAGES.notSet
                      : `${formatIndianRupees(r.pricePerGram, true)}/g`}
                  </td>
                  <td className="whitespace-nowrap py-1 text-right text-[0.7rem] tabular-nums text-stone sm:text-xs">
                    {r.updatedAt === null ? '' : formatIndiaDateTime(r.updatedAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
      <p className="mt-4 border-t border-sand pt-3 text-xs leading-relaxed text-stone">
        {RATES_PANEL_MESSAGES.derivedNote}
      </p>
    </div>
  );
}
