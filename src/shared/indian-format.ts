// Numbers and times as they are read in India, written out here rather than through Intl.
//
// Why not Intl: the first Intl formatter a browser tab makes loads the ICU data, which took 55 to
// 90 ms of the main thread on the test host (four times that on Lighthouse's mid-range phone),
// before a single price could be shown. The storefront shows prices and the rate's time on every
// page, and the rules they need are small and fixed: lakh grouping (12,34,567) and India
// Standard Time, UTC+05:30 with no daylight saving since 1945. The output is what Intl gives for
// 'en-IN' (checked against it in indian-format.test.ts), so the server and the browser agree.

/** Digits grouped the Indian way: the last three, then pairs (1,23,45,678). */
function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const pairs: string[] = [];
  while (rest.length > 2) {
    pairs.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  return [rest, ...pairs, last].join(',');
}

/** |value| as plain decimal digits, from its shortest round-trip form ("9.995", not 9.99499…). */
function plainDigits(value: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponentText] = Math.abs(value).toString().split('e');
  const [intPart = '0', fracPart = ''] = mantissa.split('.');
  const exponent = Number(exponentText ?? 0);
  const digits = intPart + fracPart;
  const point = intPart.length + exponent;
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** A string of decimal digits plus one, carrying ("0999" -> "1000"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * `value` with `fractionDigits` decimals and Indian grouping: 1234567.891 -> "12,34,567.89" with 2.
 * Rounded as Intl rounds: the number's shortest decimal form, halves away from zero (9.995 -> 10.00).
 */
export function formatIndianNumber(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const { whole, fraction } = plainDigits(value);
  let kept = whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  if ((fraction[fractionDigits] ?? '0') >= '5') kept = incrementDigits(kept);
  const wholeDigits = kept.slice(0, kept.length - fractionDigits).replace(/^0+(?=\d)/, '') || '0';
  const fractionText = fractionDigits > 0 ? `.${kept.slice(kept.length - fractionDigits)}` : '';
  // Intl keeps the sign of a negative number that rounds to zero (-0.004 -> "-0").
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${groupDigits(wholeDigits)}${fractionText}`;
}

/** Rupees with the rupee sign: ₹1,20,000, or ₹7,245.50 with paise. */
export function formatIndianRupees(amount: number, withPaise = false): string {
  const text = formatIndianNumber(amount, withPaise ? 2 : 0);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

/**
 * Every price a shopper reads (a piece, a size, a cart line, 'each', the cart's total, a message
 * to the shop): whole rupees, rounded half up, ₹72,574. One rule, so that the lines of a cart and
 * its total read alike; the cart adds pieces at these whole-rupee prices, so its lines add up to
 * its total as read. Only a price breakup (metal, making, GST) and a rate per gram show paise.
 */
export function formatPrice(rupees: number): string {
  return formatIndianRupees(rupees);
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
// Intl's 'en-IN' short months (CLDR writes September as Sept).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** The wall clock in India at an instant. */
function indiaClock(epochMs: number) {
  const d = new Date(epochMs + IST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: MONTHS[d.getUTCMonth()] ?? '',
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/** "23 Nov 2026": the calendar day in India. */
export function formatIndiaDate(epochMs: number): string {
  const c = indiaClock(epochMs);
  return `${c.day} ${c.month} ${c.year}`;
}

/** "23 Nov", for the ends of a chart's axis. */
export function formatIndiaShortDate(epochMs: number): string {
  const c = indiaClock(epochMs);
  return `${c.day} ${c.month}`;
}

/** "10 Nov 2026, 4:05 pm" in India. */
export function formatIndiaDateTime(epochMs: number): string {
  const c = indiaClock(epochMs);
  const hour12 = c.hour % 12 === 0 ? 12 : c.hour % 12;
  return `${c.day} ${c.month} ${c.year}, ${hour12}:${String(c.minute).padStart(2, '0')} ${c.hour < 12 ? 'am' : 'pm'}`;
}
