import {
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndianRupees,
  formatIndiaShortDate,
  formatPrice,
} from '@shared/indian-format';
import { PRICE_MESSAGES } from '@shared/messages';

// Money as Indians read it (lakh grouping, 1,20,000, and the rupee sign) and times in India, by
// shared/indian-format rather than Intl: a tab's first Intl formatter costs the first load
// tens of milliseconds of main thread (see there).

/** ₹1,20,000 (whole rupees) or ₹7,245.50 (with paise). */
export function formatRupees(amount: number, withPaise = false): string {
  return formatIndianRupees(amount, withPaise);
}

/**
 * A price as a shopper reads it, by the one rule (shared formatPrice, whole rupees): ₹1,23,456;
 * 'From ₹1,23,456' when it comes in sizes (the cheapest size's price); 'Price on request' when it
 * has no price. For pieces, cart lines and the cart's total alike.
 */
export function formatPiecePrice(total: number | null | undefined, from = false): string {
  if (total === null || total === undefined) return PRICE_MESSAGES.priceOnRequest;
  return from ? `${PRICE_MESSAGES.priceFrom} ${formatPrice(total)}` : formatPrice(total);
}

/** The gold price badge: ₹7,245.50/g, or null when there is no usable price. */
export function formatGoldPrice(price: number | null | undefined): string | null {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return null;
  return `${formatRupees(price, true)}/g`;
}

// Both showrooms are in Navi Mumbai: times read in India's time zone wherever the reader is.

/** "10 Nov 2026, 4:05 pm" in Indian English, for "updated at" notes. */
export const formatDateTime = formatIndiaDateTime;

/** "23 Nov 2026". */
export const formatDate = formatIndiaDate;

/** "23 Nov", for the ends of a chart's axis. */
export const formatShortDate = formatIndiaShortDate;

/** A preferred date stored as YYYY-MM-DD (a calendar day, not an instant), shown in words. */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  // Noon UTC of that day is the same calendar day in India.
  return formatIndiaDate(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
}

/** A `tel:` href from a displayed number: keeps the leading + and the digits. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp chat link with a prefilled message; `number` is in international form without +. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
