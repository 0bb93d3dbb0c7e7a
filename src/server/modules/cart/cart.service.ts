import type { Db } from '@server/platform/db/database';
import { cartLinesForAppointment } from './cart.repo';

// What other modules may ask of a cart.

/** The lines of a shopper's cart as an appointment records them (name and price kept as they were then). */
export function cartForAppointment(
  db: Db,
  userId: number,
): Promise<Array<{ productId: number; name: string; quantity: number; unitPricePaise: number | null }>> {
  return cartLinesForAppointment(db, userId);
}
