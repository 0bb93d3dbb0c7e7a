import type { SelectionChoice } from '@shared/schemas/selection';
import { ProductThumb } from '../components/product-thumb';

export interface ProductChoiceListProps {
  legend: string;
  choices: SelectionChoice[];
  chosen: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  /** Products shown but not choosable, with why. */
  disabledNote?: (choice: SelectionChoice) => string | null;
}

/** A multi-select of products as a list of checkboxes, each with its photo. */
export function ProductChoiceList({ legend, choices, chosen, onChange, disabledNote }: ProductChoiceListProps) {
  const choosable = choices.filter((c) => !disabledNote?.(c));
  const allChosen = choosable.length > 0 && choosable.every((c) => chosen.has(c.id));

  function toggle(id: number, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  }

  return (
    <fieldset>
      <legend className="mb-2 text-[0.7rem] font-medium uppercase tracking-[0.16em] text-stone">{legend}</legend>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-4 text-sm">
          <span className="text-stone" aria-live="polite">
            {chosen.size} chosen
          </span>
          <button
            type="button"
            disabled={choosable.length === 0}
            onClick={() => onChange(allChosen ? new Set() : new Set(choosable.map((c) => c.id)))}
            className={
              'rounded-sm px-1 text-gold-700 underline underline-offset-4 hover:text-charcoal ' + 'disabled:opacity-50'
            }
          >
            {allChosen ? 'Clear all' : 'Choose all'}
          </button>
        </div>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {choices.map((choice) => {
          const note = disabledNote?.(choice) ?? null;
          const checked = chosen.has(choice.id);
          return (
            <li key={choice.id}>
              <label
                className={`flex min-h-16 items-center gap-3 rounded-sm border px-3 py-2 transition-colors ${
                  note
                    ? 'cursor-not-allowed border-sand/70 bg-cream/40 text-stone'
                    : checked
                      ? 'cursor-pointer border-gold-500 bg-cream'
                      : 'cursor-pointer border-sand bg-white/80 hover:border-gold-400'
                }`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={note !== null}
                  onChange={(e) => toggle(choice.id, e.target.checked)}
                  className="h-4 w-4 shrink-0 accent-[#7a5a1c]"
                />
                <ProductThumb src={choice.photo} className="h-12 w-12" />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-ink">{choice.name}</span>
                  {note ? <span className="block text-xs text-stone">{note}</span> : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
