import type { Db } from '../../platform/db/database';
import { cartLinesForAppointment } from './cart.repo';

// What other modules may ask of a cart.

/** The lines of a shopper's cart as an appointment records them (name kept as it was then). */
export function cartForAppointment(db: Db, userId: number): Promise<Array<{ productId: number; name: string; quantity: number }>> {
  return cartLinesForAppointment(db, userId);
}
