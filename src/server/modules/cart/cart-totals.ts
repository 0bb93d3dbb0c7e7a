import { AppError } from '@shared/errors';
import { CART_MESSAGES } from '@shared/messages';

// Cart amounts are integer paise held in JavaScript numbers, exact up to Number.MAX_SAFE_INTEGER
// (about 9 x 10^13 rupees). Past it a sum is silently off by a paisa or more (issue 24, finding
// 19), so an amount that cannot be held exactly is refused rather than answered wrong. Adding or
// multiplying safe integers gives the exact result whenever that result is itself safe, so one
// check of each result is enough.

/** `value` when it is an exact amount of paise; else the cart is refused. */
export function exactPaise(value: number): number {
  if (!Number.isSafeInteger(value)) throw new AppError('CONFLICT', CART_MESSAGES.totalTooLarge);
  return value;
}

/** A line's amount: its unit price times its quantity, exact. */
export function linePaise(unitPaise: number, quantity: number): number {
  return exactPaise(exactPaise(unitPaise) * quantity);
}

/** The sum of the lines' amounts, exact. */
export function totalPaise(lines: readonly number[]): number {
  return lines.reduce((sum, amount) => exactPaise(sum + exactPaise(amount)), 0);
}
