import type { UserSummaryDto } from '@shared/schemas/users';
import type { Db } from '@server/platform/db/database';
import type { AppDeps } from '@server/platform/deps';
import { countVerifiedUsers, findUserById, lockUserRow, pageUsers } from './accounts.repo';

// Shopper accounts: what other modules may ask of them. The use cases live beside this file:
// signup.service.ts (sign-up and verification), login.service.ts, reset.service.ts.

export type AccountDeps = Pick<AppDeps, 'db' | 'passwords' | 'outbox' | 'now' | 'logger'>;

/** Registered shoppers for the admin: newest first, searched by name, email or phone. Never a hash. */
export function pageShoppers(
  db: Db,
  opts: { page: number; limit: number; q?: string | undefined },
): Promise<{ items: UserSummaryDto[]; total: number }> {
  return pageUsers(db, opts);
}

/**
 * Holds the shopper's row lock for the rest of the transaction `db` is: other modules' writes
 * that must see the shopper's rows as they are (a limit checked, then rows added) run one at a time.
 */
export async function lockShopper(db: Db, userId: number): Promise<void> {
  await lockUserRow(db, userId);
}

/** A shopper's own contact details, to fill in forms (the showroom booking). */
export async function shopperContact(
  db: Db,
  userId: number,
): Promise<{ id: number; fullname: string; email: string; phone: string } | undefined> {
  const user = await findUserById(db, userId);
  return user ? { id: user.id, fullname: user.fullname, email: user.email, phone: user.phone } : undefined;
}

/** Shoppers who finished sign-up, for the dashboard's summary. */
export function countShoppers(db: Db): Promise<number> {
  return countVerifiedUsers(db);
}
