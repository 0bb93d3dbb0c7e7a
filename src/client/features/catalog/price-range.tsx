import { useId, useRef, useState, useSyncExternalStore, type FormEvent, type RefObject } from 'react';
import { PRICE_COPY } from '@shared/messages';
import { useEarlyInput } from '@client/rendering/early-input';
import { readPriceRange, type PriceRangeInput } from './listing-params';

const noSubscription = () => () => undefined;

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

const INPUT =
  'block w-full min-w-0 rounded-sm border border-stone/40 bg-white py-2.5 pl-7 pr-3 text-[0.95rem] tabular-nums ' +
  'text-ink placeholder:text-stone/60 hover:border-stone focus:border-gold-700 focus:outline-none ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 aria-[invalid=true]:border-danger';
const LABEL = 'mb-1.5 block text-xs font-medium uppercase tracking-[0.14em] text-stone';

/**
 * The price range of a collection: a lowest and a highest price in rupees (either may be empty),
 * applied with Enter or Apply, cleared with one button. Checked here with the server's messages,
 * so a range the server would refuse never reaches the URL.
 */
export function PriceRangeControl({
  value,
  onApply,
}: {
  value: PriceRangeInput;
  onApply: (range: PriceRangeInput) => void;
}) {
  const id = useId();
  const [min, setMin] = useState(text(value.minPrice));
  const [max, setMax] = useState(text(value.maxPrice));
  const [error, setError] = useState<{ message: string; field: 'min' | 'max' } | null>(null);
  const [synced, setSynced] = useState(value);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);

  // The URL changed from outside (Back, a link, Clear): show its range.
  if (value.minPrice !== synced.minPrice || value.maxPrice !== synced.maxPrice) {
    setSynced(value);
    setMin(text(value.minPrice));
    setMax(text(value.maxPrice));
    setError(null);
  }

  // Typed before the app took over: taken up once hydrated.
  useEarlyInput(minRef, ([box]) => setMin(box?.value ?? ''));
  useEarlyInput(maxRef, ([box]) => setMax(box?.value ?? ''));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readPriceRange(min, max);
    if ('error' in read) {
      setError({ message: read.error, field: read.field });
      (read.field === 'min' ? minRef : maxRef).current?.focus();
      return;
    }
    setError(null);
    onApply(read.range);
  };

  const active = value.minPrice !== undefined || value.maxPrice !== undefined;
  // The prerendered page was drawn with no range: a range in the address shows its Clear button
  // once the page has hydrated, so the markup adopted matches the markup drawn.
  const clearable = useSyncExternalStore(
    noSubscription,
    () => active,
    () => false,
  );
  const errorId = `${id}-error`;
  const box = (
    field: 'min' | 'max',
    label: string,
    current: string,
    set: (v: string) => void,
    ref: RefObject<HTMLInputElement | null>,
  ) => (
    <div className="w-full sm:w-36">
      <label htmlFor={`${id}-${field}`} className={LABEL}>
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center text-stone"
        >
          ₹
        </span>
        <input
          ref={ref}
          id={`${id}-${field}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={current}
          onChange={(e) => set(e.target.value)}
          aria-invalid={error?.field === field ? true : undefined}
          aria-describedby={error?.field === field ? errorId : undefined}
          className={INPUT}
        />
      </div>
    </div>
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-legend`} className="min-w-0">
      <p id={`${id}-legend`} className="mb-2 font-display text-lg text-charcoal">
        {PRICE_COPY.priceRange}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid flex-1 grid-cols-[1fr_auto_1fr] items-end gap-2 sm:flex-none">
          {box('min', PRICE_COPY.minPrice, min, setMin, minRef)}
          <span aria-hidden="true" className="pb-3 text-stone">
            –
          </span>
          {box('max', PRICE_COPY.maxPrice, max, setMax, maxRef)}
        </div>
        <div className="flex items-center gap-3">
          <button
            type="submit"
            className={
              'min-h-11 rounded-sm bg-charcoal px-5 text-xs font-medium uppercase tracking-[0.14em] ' +
              'text-ivory hover:bg-ink'
            }
          >
            {PRICE_COPY.applyRange}
          </button>
          {clearable ? (
            <button
              type="button"
              onClick={() => onApply({ minPrice: undefined, maxPrice: undefined })}
              className={
                'min-h-11 px-1 text-xs uppercase tracking-[0.14em] text-gold-700 underline ' +
                'underline-offset-4 hover:text-charcoal'
              }
            >
              {PRICE_COPY.clearRange}
            </button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {error.message}
        </p>
      ) : null}
    </form>
  );
}
