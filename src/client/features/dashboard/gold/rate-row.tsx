import { useId } from 'react';
import { Button } from '@client/components/ui/button';
import { DENSE_INPUT_CLASSES } from '@client/components/ui/field';
import { METAL_LABELS } from '@shared/constants';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { paiseToRupees } from '@shared/pricing';
import { formatRupees } from '@client/lib/format';
import type { RateTableRow } from './rate-table';

const COPY = DASHBOARD_COPY.rates;
const TD = 'px-3 py-3 align-top max-md:block max-md:px-0 max-md:py-1';

function SourceBadge({ derived, set }: { derived: boolean; set: boolean }) {
  const [label, tone] = derived
    ? [COPY.derived, 'border-sand bg-cream text-stone']
    : set
      ? [COPY.setByShop, 'border-gold-400/60 bg-gold-300/20 text-gold-700']
      : [COPY.notSet, 'border-danger/30 text-danger'];
  return (
    <span className={`inline-block whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs ${tone}`}>{label}</span>
  );
}

/** One purity: its rate now and how it is set, the field for a new one, and going back to derived. */
export function RateRowView({
  row,
  error,
  onDraft,
}: {
  row: RateTableRow;
  error: string | undefined;
  onDraft: (value: string | null | undefined) => void;
}) {
  const inputId = useId();
  const noteId = useId();
  const errorId = useId();
  const metal = METAL_LABELS[row.row.metal];
  const { purity, pricePerGram, derived, fineness } = row.row;
  const clearing = row.draft === null;
  const note =
    row.changed && row.after
      ? COPY.afterSave(`${formatRupees(paiseToRupees(row.after.ratePerGramPaise), true)}/g`, row.after.derived)
      : null;

  return (
    <tr
      data-rate={row.key}
      className={
        `max-md:block max-md:rounded-sm max-md:border max-md:border-sand max-md:bg-white/70 max-md:p-3 ` +
        `${row.changed ? 'bg-gold-300/15' : ''}`
      }
    >
      <th scope="row" className={`${TD} text-left font-normal`}>
        <span className="block font-medium text-ink">
          <span className="sr-only">{metal} </span>
          {purity}
        </span>
        <span className="block text-xs text-stone">{COPY.fineness(fineness)}</span>
      </th>
      <td className={`${TD} whitespace-nowrap text-right tabular-nums text-ink max-md:text-left max-md:text-lg`}>
        {pricePerGram === null ? (
          <span className="text-stone">{COPY.notSet}</span>
        ) : (
          `${formatRupees(pricePerGram, true)}/g`
        )}
      </td>
      <td className={TD}>
        <SourceBadge derived={derived} set={pricePerGram !== null} />
      </td>
      <td className={`${TD} max-md:pt-2`}>
        <label htmlFor={inputId} className="sr-only">
          {COPY.newRateFor(metal, purity)}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          value={clearing ? '' : (row.draft ?? '')}
          disabled={clearing}
          placeholder={pricePerGram === null ? '' : pricePerGram.toFixed(2)}
          onChange={(e) => onDraft(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
          className={`${DENSE_INPUT_CLASSES} tabular-nums`}
        />
        {error ? (
          <p id={errorId} className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        ) : null}
        {note ? (
          <p id={noteId} className="mt-1.5 text-xs text-gold-700">
            {note}
          </p>
        ) : null}
      </td>
      <td className={`${TD} text-right max-md:text-left`}>
        {clearing ? (
          <Button variant="ghost" size="sm" onClick={() => onDraft(undefined)} aria-label={COPY.undoFor(metal, purity)}>
            {COPY.undo}
          </Button>
        ) : row.overridden ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onDraft(null)}
            aria-label={COPY.deriveAgainFor(metal, purity)}
          >
            {COPY.deriveAgain}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
