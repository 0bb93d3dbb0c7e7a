import { useId, useRef, type ReactNode } from 'react';
import {
  BANGLE_SIZES,
  HALLMARK_GRADES,
  METAL_LABELS,
  PURITY_LABELS,
  STONE_KIND_LABELS,
  type SizeLabel,
} from '@shared/constants';
import { PRICE_COPY, PRICE_MESSAGES } from '@shared/messages';
import type { ProductDto } from '@shared/schemas/catalog';
import { formatDateTime, formatGoldPrice, formatPiecePrice, formatRupees } from '@client/lib/format';
import { useEarlyInput } from '@client/rendering/early-input';
import { formatGrams } from './format-weight';
import { sizeBreakup, type PriceLines } from './size-price';

// The price of a piece in full: the price of the chosen size, the size picker, the breakup and the
// specifications. Part of the product feature's chunk, which loads with the pages that open a piece
// (home, collections, the product page), never in the first load. A lazy chunk of its own was
// measured: it made the bundler split its runtime out of the entry and cost the first load
// 0.3 to 0.5 KB gzip, more than the 2 KB it would have kept from the product chunk is worth.

type Size = ProductDto['specifications']['sizes'][number];

/** The size chosen, its weights and its price lines; lines are null when only the total is known. */
interface ChosenPrice {
  size: Size | undefined;
  total: number | null;
  lines: PriceLines | null;
}

function choose(product: ProductDto, label: SizeLabel | null): ChosenPrice {
  const { price, specifications, sizePrices } = product;
  const size = specifications.sizes.find((s) => s.label === label);
  if (!size) return { size: undefined, total: price?.total ?? null, lines: price };
  const total = sizePrices.find((s) => s.label === size.label)?.total ?? null;
  if (!price || total === null) return { size, total, lines: null };
  // The server priced the cheapest size itself: its lines as they are.
  if (price.sizeLabel === size.label) return { size, total, lines: price };
  return { size, total, lines: sizeBreakup(price, size.netWeight, total) };
}

export interface PriceDetailsProps {
  product: ProductDto;
  size: SizeLabel | null;
  onSize: (size: SizeLabel) => void;
}

/** The price of the chosen size (or of the piece), with the rate it follows, and the size picker. */
export function PriceHeadline({ product, size, onSize }: PriceDetailsProps) {
  const { price, specifications } = product;
  const chosen = choose(product, size);
  return (
    <div className="mt-5">
      <p
        className={
          `font-display tabular-nums text-charcoal ` +
          `${chosen.total === null ? 'text-3xl italic' : 'text-4xl font-semibold'}`
        }
        data-testid="product-price"
        aria-live="polite"
      >
        {formatPiecePrice(chosen.total)}
      </p>
      {price ? (
        <p className="mt-1 text-xs text-stone">
          {PRICE_COPY.gstIncluded(price.gstRate)}
          {price.rateUpdatedAt !== null ? (
            <span className="block">{PRICE_COPY.atTodaysRate(formatDateTime(price.rateUpdatedAt))}</span>
          ) : null}
        </p>
      ) : null}
      {specifications.sizes.length > 0 ? (
        <SizePicker sizes={specifications.sizes} value={chosen.size?.label ?? null} onChange={onSize} />
      ) : null}
    </div>
  );
}

/** Ring or bangle sizes as a radio group: arrow keys move between them, each changes the price shown. */
function SizePicker({
  sizes,
  value,
  onChange,
}: {
  sizes: Size[];
  value: SizeLabel | null;
  onChange: (size: SizeLabel) => void;
}) {
  const name = useId();
  const bangle = (BANGLE_SIZES as readonly string[]).includes(sizes[0]?.label ?? '');
  const group = useRef<HTMLFieldSetElement>(null);
  // The product page is drawn on the server, so a shopper can choose a size (click or arrow key)
  // before the script has hydrated it: the browser moves its own radio and no onChange runs.
  // On hydration the size the browser shows becomes the chosen one, so the price follows it.
  useEarlyInput(group, ([radio]) => {
    const size = sizes.find((s) => s.label === radio?.value);
    if (size) onChange(size.label);
  });
  return (
    <fieldset ref={group} className="mt-5">
      <legend className="mb-2 text-xs font-medium uppercase tracking-[0.14em] text-stone">
        {bangle ? PRICE_COPY.bangleSize : PRICE_COPY.ringSize}
      </legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((s) => (
          <label key={s.label} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={s.label}
              checked={value === s.label}
              onChange={() => onChange(s.label)}
              className="peer sr-only"
            />
            <span
              className={
                'grid h-11 min-w-11 place-items-center rounded-sm border border-stone/40 bg-white px-3 ' +
                'text-sm tabular-nums text-ink transition-colors hover:border-charcoal peer-checked:border-charcoal ' +
                'peer-checked:bg-charcoal peer-checked:text-ivory peer-focus-visible:outline-2 ' +
                'peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-700'
              }
            >
              {s.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Row({
  label,
  detail,
  value,
  strong = false,
}: {
  label: string;
  detail?: string | null | undefined;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <tr className={strong ? 'border-t border-charcoal/70' : 'border-t border-sand'}>
      <th
        scope="row"
        className={
          `py-2.5 pr-4 text-left font-normal ${strong ? 'align-middle' : 'align-top'} ` +
          `${strong ? 'font-medium text-charcoal' : 'text-ink'}`
        }
      >
        {label}
        {detail ? <span className="block text-xs tabular-nums text-stone">{detail}</span> : null}
      </th>
      <td
        className={
          `py-2.5 text-right tabular-nums ${strong ? 'align-middle' : 'align-top'} ` +
          `${strong ? 'font-display text-xl font-semibold text-charcoal' : 'text-ink'}`
        }
      >
        {value}
      </td>
    </tr>
  );
}

const TABLE = 'w-full border-collapse text-sm';
const CAPTION = 'mb-2 text-left font-display text-2xl text-charcoal';

function makingDetail(product: ProductDto, netWeight: number): string | null {
  const { makingChargeType: type, makingChargeValue: value } = product.specifications;
  if (value === null) return null;
  if (type === 'percent') return PRICE_COPY.makingPercent(value);
  if (type === 'perGram') return PRICE_COPY.weightTimesRate(formatGrams(netWeight), formatGoldPrice(value) ?? '');
  return null;
}

function Breakup({ product, chosen }: { product: ProductDto; chosen: ChosenPrice }) {
  const price = product.price;
  if (!price || chosen.total === null) return null;
  const netWeight = chosen.size?.netWeight ?? product.specifications.netWeight;
  const money = (rupees: number) => formatRupees(rupees, true);
  const { lines } = chosen;
  return (
    <div>
      <table className={TABLE}>
        <caption className={CAPTION}>{PRICE_COPY.breakup}</caption>
        <tbody>
          {lines ? (
            <>
              <Row
                label={PRICE_MESSAGES.metalValue}
                detail={
                  netWeight !== null
                    ? PRICE_COPY.weightTimesRate(formatGrams(netWeight), formatGoldPrice(price.ratePerGram) ?? '')
                    : null
                }
                value={money(lines.metalValue)}
              />
              <Row
                label={PRICE_MESSAGES.makingCharges}
                detail={netWeight !== null ? makingDetail(product, netWeight) : null}
                value={money(lines.making)}
              />
              {lines.stones > 0 ? <Row label={PRICE_MESSAGES.stonesValue} value={money(lines.stones)} /> : null}
              <Row label={PRICE_MESSAGES.subtotal} value={money(lines.total - lines.gst)} />
              <Row label={PRICE_MESSAGES.gst(price.gstRate)} value={money(lines.gst)} />
            </>
          ) : null}
          <Row label={PRICE_MESSAGES.total} value={money(chosen.total)} strong />
        </tbody>
      </table>
      {lines ? null : <p className="mt-2 text-xs text-stone">{PRICE_COPY.sizeTotalOnly}</p>}
    </div>
  );
}

function Specifications({ product, chosen }: { product: ProductDto; chosen: ChosenPrice }) {
  const spec = product.specifications;
  const gross = chosen.size ? (chosen.size.grossWeight ?? null) : spec.grossWeight;
  const net = chosen.size ? chosen.size.netWeight : spec.netWeight;
  const stones = spec.stones.map((s) =>
    PRICE_COPY.stoneLine(s.count, STONE_KIND_LABELS[s.kind], s.caratWeight === null ? null : String(s.caratWeight)),
  );
  const rows: Array<[string, string | null]> = [
    [PRICE_COPY.metal, spec.metal && METAL_LABELS[spec.metal]],
    [PRICE_COPY.purity, spec.purity && PURITY_LABELS[spec.purity]],
    [PRICE_COPY.grossWeight, gross === null ? null : formatGrams(gross)],
    [PRICE_COPY.netWeight, net === null ? null : formatGrams(net)],
    [PRICE_MESSAGES.stonesValue, stones.length > 0 ? stones.join('; ') : PRICE_COPY.none],
    [
      PRICE_COPY.hallmark,
      spec.hallmarked === null
        ? null
        : spec.hallmarked
          ? ((spec.purity && HALLMARK_GRADES[spec.purity]) ?? (spec.purity && PURITY_LABELS[spec.purity]) ?? '')
          : PRICE_COPY.notHallmarked,
    ],
    [PRICE_COPY.huid, spec.huid],
  ];
  return (
    <table className={TABLE}>
      <caption className={CAPTION}>{PRICE_COPY.specifications}</caption>
      <tbody>{rows.map(([label, value]) => (value ? <Row key={label} label={label} value={value} /> : null))}</tbody>
    </table>
  );
}

/** The price breakup (when the piece has a price) beside the specifications. */
export function PriceTables({ product, size }: Omit<PriceDetailsProps, 'onSize'>) {
  const chosen = choose(product, size);
  return (
    <div className="mt-10 grid gap-10 border-t border-sand pt-8 md:grid-cols-2" data-testid="price-tables">
      {product.price ? <Breakup product={product} chosen={chosen} /> : null}
      <Specifications product={product} chosen={chosen} />
    </div>
  );
}
