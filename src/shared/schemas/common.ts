import { z } from 'zod';
import { MAX_PAGE_LIMIT, TEXT_LIMITS } from '../constants';
import { GENERAL_MESSAGES } from '../messages';

// Every schema here gives its own messages. Whatever one forgets answers our general wording,
// never the library's ("Invalid option: expected one of ..."), on the server and in the browser.
z.config({ customError: () => GENERAL_MESSAGES.invalidInput });

/** A number written in decimal: `12`, `-3`, `7200.50`, `.5`; not `0x10`, `1e3`, `0b11` or `Infinity`. */
export const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A number, or a string holding one in decimal (query strings and form fields are text). Nothing
 * else is coerced: `true`, `[5]` or `null` are refused rather than read as 1, 5 or 0, and so is
 * text that JavaScript's Number() reads in other notations (`"0x10"` as 16, `"1e3"` as 1000).
 */
export const numeric = <Out extends z.ZodType<number, string | number>>(
  message: string,
  check: (n: z.ZodCoercedNumber<string | number>) => Out,
) => {
  const checked = check(z.coerce.number<string | number>({ error: message }));
  // The number's branch carries the check's type and range for the OpenAPI document; text (a
  // query parameter, a form field) is read as a number and held to the same check.
  return z
    .union(
      [
        z.number({ error: message }).meta(numericBounds(checked)),
        z.string({ error: message }).trim().regex(DECIMAL_TEXT, { error: message }),
      ],
      { error: message },
    )
    .pipe(checked);
};

/** JSON Schema keywords of a number's range, as the OpenAPI document declares them. */
export interface NumericBounds {
  [keyword: string]: unknown;
  type?: 'number' | 'integer';
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/**
 * The type and range a number check enforces, read from the check itself (its JSON Schema), so
 * that the OpenAPI document declares exactly the bounds the server refuses beyond: a client that
 * follows the document never sends `limit=101`.
 */
export function numericBounds(checked: z.ZodType): NumericBounds {
  const json = z.toJSONSchema(checked, { io: 'input', unrepresentable: 'any' });
  const bounds: NumericBounds = {};
  if (json.type === 'integer' || json.type === 'number') bounds.type = json.type;
  for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const) {
    const value = json[key];
    if (typeof value === 'number' && Number.isFinite(value)) bounds[key] = value;
  }
  return bounds;
}

/**
 * Ids are integers in the database and travel as strings over REST; both forms are accepted.
 * Every failure (missing, empty, not a whole positive number) says `message`.
 */
export const requiredId = (message: string) =>
  numeric(message, (n) =>
    n.int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message }),
  ).meta({ examples: [12] });

export const idSchema = requiredId(GENERAL_MESSAGES.invalidId);

export const pageSchema = numeric(GENERAL_MESSAGES.invalidPage, (n) =>
  n
    .int({ error: GENERAL_MESSAGES.invalidPage })
    .min(1, { error: GENERAL_MESSAGES.invalidPage })
    .max(1_000_000, { error: GENERAL_MESSAGES.invalidPage }),
);

export const limitSchema = (defaultLimit: number) =>
  numeric(GENERAL_MESSAGES.invalidLimit, (n) =>
    n
      .int({ error: GENERAL_MESSAGES.invalidLimit })
      .min(1, { error: GENERAL_MESSAGES.invalidLimit })
      .max(MAX_PAGE_LIMIT, { error: GENERAL_MESSAGES.invalidLimit }),
  ).default(defaultLimit);

/** Free text typed into a search box: trimmed; empty means no search. */
export const searchSchema = z
  .string({ error: GENERAL_MESSAGES.searchTooLong })
  .max(TEXT_LIMITS.search, { error: GENERAL_MESSAGES.searchTooLong })
  .transform((s) => s.trim())
  .optional();

/** A required trimmed string whose every failure (missing, wrong type, empty) says `message`. */
export const requiredText = (message: string, max: number, tooLong = message) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });

export interface Page<T> {
  items: T[];
  page: number;
  totalPages: number;
  total: number;
}

export function totalPagesFor(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
