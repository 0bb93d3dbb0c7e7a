import { GOLD_MESSAGES, STOREFRONT_MESSAGES } from '../../../shared/messages';
import { formatDateTime, formatGoldPrice } from '../../lib/format';
import { useGoldPrice } from './api';

/** Today's gold rate per gram, refreshed every minute while the page is open. */
export function GoldPrice() {
  const gold = useGoldPrice();
  const formatted = formatGoldPrice(gold.data?.price);
  let text: string;
  if (gold.isError && !formatted) text = GOLD_MESSAGES.unavailable;
  else if (gold.isPending) text = '…';
  else text = formatted ?? STOREFRONT_MESSAGES.goldRateOnRequest;

  return (
    <p className="inline-flex items-center gap-2 whitespace-nowrap" data-testid="gold-price">
      <span className="inline-flex items-center gap-1.5 rounded-full border border-gold-400/50 px-2.5 py-0.5 text-[0.68rem] uppercase tracking-[0.18em] text-gold-300">
        <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-gold-400" />
        {STOREFRONT_MESSAGES.goldRateLabel}
      </span>
      <span
        className="font-medium tabular-nums text-ivory"
        title={gold.data?.updatedAt ? `${STOREFRONT_MESSAGES.goldUpdatedAt} ${formatDateTime(gold.data.updatedAt)}` : undefined}
      >
        {text}
      </span>
    </p>
  );
}
