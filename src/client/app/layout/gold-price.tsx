import type { Purity } from '@shared/constants';
import { GOLD_MESSAGES, STOREFRONT_MESSAGES } from '@shared/messages';
import { formatDateTime, formatGoldPrice } from '@client/lib/format';
import { useRates } from './api';

/** The gold purities the bar shows: fine gold, and the 22K most jewellery is made in. */
const SHOWN: readonly Purity[] = ['24K', '22K'];

/** Today's 24K and 22K gold rates per gram, refreshed every minute while the page is open. */
export function GoldPrice() {
  const rates = useRates();
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
    <p
      className="inline-flex min-w-0 items-center gap-2 whitespace-nowrap"
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
    </p>
  );
}
