import { z } from 'zod';
import { GOLD_MESSAGES } from '../messages';
import { hasAtMostDecimals } from '../pricing';
import { numeric } from './common';

/**
 * A price per gram in rupees: at most two decimals (step 0.01), and at least 0.01 once rounded to
 * the paisa it is stored as (0.000000005 is within the decimals' tolerance but rounds to 0).
 */
export const goldPriceSchema = numeric(GOLD_MESSAGES.invalidPrice, (n) =>
  n
    .finite({ error: GOLD_MESSAGES.invalidPrice })
    .max(10_000_000, { error: GOLD_MESSAGES.invalidPrice })
    .refine((p) => hasAtMostDecimals(p, 2) && Math.round(p * 100) >= 1, { error: GOLD_MESSAGES.invalidPrice }),
);

export const updateGoldInput = z.object({
  price: goldPriceSchema,
  /** Sent to save a change the rate guard refused (409) once its impact has been read. */
  confirm: z.boolean({ error: GOLD_MESSAGES.confirmInvalid }).optional(),
});

export interface GoldPriceDto {
  /** Rupees per gram, two decimals; null when never set. */
  price: number | null;
  updatedAt: number | null;
}

/** The REST answer of getGold. */
export const goldAnswer = z
  .object({
    price: z.number().nullable().describe('Rupees per gram of 24K gold; null when never set'),
    updatedAt: z.string().nullable().describe('ISO 8601'),
  })
  .meta({ examples: [{ price: 7245.5, updatedAt: '2026-11-23T04:30:00.000Z' }] });
