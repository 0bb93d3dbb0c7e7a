import { useId } from 'react';
import { GST_RATE_BASIS_POINTS } from '@shared/constants';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { GENERAL_MESSAGES, PRICE_MESSAGES } from '@shared/messages';
import { basisPointsToPercent, mgToGrams, paiseToRupees } from '@shared/pricing';
import type { CategoryDto } from '@shared/schemas/catalog';
import { formatRupees } from '@client/lib/format';
import { useRates } from '../api';
import { storedMaking } from '../lib/pricing-inputs';
import { previewPrice, type SpecParse } from './spec-form';

const COPY = DASHBOARD_COPY.specs;
const rupees = (paise: number) => formatRupees(paiseToRupees(paise), true);

function Line({ label, note, paise }: { label: string; note?: string | null; paise: number }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="min-w-0">
        <span className="text-ivory/85">{label}</span>
        {note ? <span className="block text-xs text-ivory/55">{note}</span> : null}
      </dt>
      <dd className="whitespace-nowrap tabular-nums text-ivory">{rupees(paise)}</dd>
    </div>
  );
}

/** The price the specifications give at today's rates, line by line, as the admin types. */
export function PricePreviewPanel({ parse, category }: { parse: SpecParse; category: CategoryDto | undefined }) {
  const titleId = useId();
  const rates = useRates();
  const preview = parse.ok && rates.data ? previewPrice(parse.spec, rates.data.rates, storedMaking(category)) : null;

  let body;
  if (rates.isPending) body = <p className="text-ivory/70">{GENERAL_MESSAGES.loading}</p>;
  else if (rates.isError) body = <p className="text-ivory/85">{COPY.ratesFailed}</p>;
  else if (!parse.ok) body = <p className="text-ivory/85">{COPY.fixFields}</p>;
  else if (!preview)
    body = (
      <p className="font-display text-3xl text-ivory" data-testid="price-preview-total">
        {PRICE_MESSAGES.priceOnRequest}
      </p>
    );
  else {
    const { priced, netWeightMg, categoryMaking } = preview;
    const { price } = priced;
    const rateNote =
      COPY.metalLine(mgToGrams(netWeightMg).toFixed(3), rupees(priced.ratePerGramPaise)) +
      (priced.derivedRate ? ` (${COPY.derivedRate})` : '');
    body = (
      <>
        {priced.sizeLabel ? (
          <p className="mb-2 text-xs uppercase tracking-[0.14em] text-gold-300">{COPY.fromSize(priced.sizeLabel)}</p>
        ) : null}
        <dl className="divide-y divide-ivory/10 text-sm">
          <Line label={PRICE_MESSAGES.metalValue} note={rateNote} paise={price.metalValue} />
          <Line
            label={PRICE_MESSAGES.makingCharges}
            note={categoryMaking ? COPY.categoryDefault : null}
            paise={price.making}
          />
          <Line label={PRICE_MESSAGES.stonesValue} paise={price.stones} />
          <Line label={PRICE_MESSAGES.gst(basisPointsToPercent(GST_RATE_BASIS_POINTS))} paise={price.gst} />
          <div className="flex items-baseline justify-between gap-3 pt-3">
            <dt className="text-xs uppercase tracking-[0.18em] text-gold-300">
              {priced.sizeLabel ? `${PRICE_MESSAGES.priceFrom} ` : ''}
              {PRICE_MESSAGES.total}
            </dt>
            <dd
              className="whitespace-nowrap font-display text-3xl text-ivory tabular-nums"
              data-testid="price-preview-total"
            >
              {rupees(price.total)}
            </dd>
          </div>
        </dl>
      </>
    );
  }

  return (
    <aside
      aria-labelledby={titleId}
      className="on-dark self-start rounded-sm bg-charcoal p-5 text-ivory xl:sticky xl:top-6"
    >
      <h3 id={titleId} className="text-[0.7rem] font-sans uppercase tracking-[0.2em] text-gold-300">
        {COPY.preview}
      </h3>
      <p className="mt-1 text-xs text-ivory/60">{COPY.previewNote}</p>
      <div className="mt-4" aria-live="polite">
        {body}
      </div>
    </aside>
  );
}
