import { z } from 'zod';
import { GOLD_MESSAGES } from '../messages';
import { numeric } from './common';

/** A price per gram in rupees: positive, at most two decimals (step 0.01). */
export const goldPriceSchema = numeric(GOLD_MESSAGES.invalidPrice, (n) =>
  n
    .finite({ error: GOLD_MESSAGES.invalidPrice })
    .positive({ error: GOLD_MESSAGES.invalidPrice })
    .max(10_000_000, { error: GOLD_MESSAGES.invalidPrice })
    .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, { error: GOLD_MESSAGES.invalidPrice }),
);

export const updateGoldInput = z.object({ price: goldPriceSchema });

export interface GoldPriceDto {
  /** Rupees per gram, two decimals; null when never set. */
  price: number | null;
  updatedAt: number | null;
}

export interface GoldHistoryEntry {
  price: number;
  at: number;
}
