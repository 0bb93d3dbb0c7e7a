import type { Db } from '../../platform/db/database';
import { latestGoldPrice } from './rates.repo';

// What other modules may ask of the metal rates.

/** The current fine-gold rate per gram in paise, or null while none is set. */
export async function currentGoldRatePaise(db: Db): Promise<number | null> {
  const row = await latestGoldPrice(db);
  return row ? row.pricePaise : null;
}
