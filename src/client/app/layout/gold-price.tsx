import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import type { Purity } from '@shared/constants';
import { GOLD_MESSAGES, STOREFRONT_MESSAGES } from '@shared/messages';
import { formatDateTime, formatGoldPrice } from '@client/lib/format';
import { useRates } from './api';

// Every metal's rate, in a panel loaded the first time the chip is pressed.
const RatesPanel = lazy(() => import('./rates-panel').then((m) => ({ default: m.RatesPanel })));

/** The gold purities the bar shows: fine gold, and the 22K most jewellery is made in. */
const SHOWN: readonly Purity[] = ['24K', '22K'];

/**
 * Today's 24K and 22K gold rates per gram, refreshed every minute while the page is open; a
 * button that opens every metal's rate with the time it was set.
 */
export function GoldPrice() {
  const rates = useRates();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  const gold = SHOWN.map((purity) => rates.data?.rates.find((r) => r.metal === 'gold' && r.purity === purity));
  const shown = gold.flatMap((row) => {
    const price = formatGoldPrice(row?.pricePerGram);
    return row && price ? [{ purity: row.purity, price }] : [];
  });
  const updatedAt = gold[0]?.updatedAt;
  let fallback: string | null = null;
  if (rates.isError && shown.length === 0) fallback = GOLD_MESSAGES.unavailable;
  else if (rates.isPending) fallback = '…';
  else if (shown.length === 0) fallback = STOREFRONT_MESSAGES.goldRateOnRequest;

  return (
    <div ref={root} className="relative min-w-0">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={wanted ? panelId : undefined}
        onClick={() => {
          setWanted(true);
          setOpen((o) => !o);
        }}
        className={
          '-mx-1 inline-flex min-h-9 min-w-0 items-center gap-2 whitespace-nowrap rounded-sm px-1 ' +
          'hover:text-gold-300'
        }
        data-testid="gold-price"
        title={updatedAt ? `${STOREFRONT_MESSAGES.goldUpdatedAt} ${formatDateTime(updatedAt)}` : undefined}
      >
        <span
          className={
            'inline-flex items-center gap-1.5 rounded-full border border-gold-400/50 px-1.5 py-1.5 ' +
            'text-[0.68rem] uppercase tracking-[0.18em] text-gold-300 sm:px-2.5 sm:py-0.5'
          }
        >
          <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-gold-400" />
          <span className="sr-only sm:not-sr-only">{STOREFRONT_MESSAGES.goldRateLabel}</span>
        </span>
        {fallback !== null ? (
          <span className="font-medium tabular-nums text-ivory">{fallback}</span>
        ) : (
          shown.map(({ purity, price }) => (
            <span key={purity} className="tabular-nums">
              <span className="text-gold-300">{purity}</span> <span className="font-medium text-ivory">{price}</span>
            </span>
          ))
        )}
        <svg
          aria-hidden="true"
          viewBox="0 0 12 8"
          className={`h-1.5 w-2.5 shrink-0 text-gold-300 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M1 1.5l5 5 5-5" />
        </svg>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <RatesPanel id={panelId} open={open} rows={rates.data?.rates ?? []} anchor={root} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
