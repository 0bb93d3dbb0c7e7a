import { COOKIE_LIFETIMES_MS } from '@shared/constants';
import {
  findActiveAdminSession,
  findActiveUserSession,
  insertUserSession,
  revokeAdminSession,
  revokeUserSession,
} from './sessions.repo';
import type { Db } from '../db/database';
import { hashToken, newSessionToken } from '../crypto/tokens';

// Shopper sessions: a random 256-bit token given to the client, its SHA-256 stored, 5 days.

export async function openUserSession(
  db: Db,
  userId: number,
  now: number,
): Promise<{ token: string; expiresAt: number }> {
  const token = newSessionToken();
  const expiresAt = now + COOKIE_LIFETIMES_MS.user;
  await insertUserSession(db, userId, hashToken(token), now, expiresAt);
  return { token, expiresAt };
}

export async function shopperForToken(
  db: Db,
  token: string | undefined,
  now: number,
): Promise<{ id: number; fullname: string } | undefined> {
  if (!token) return undefined;
  const session = await findActiveUserSession(db, hashToken(token), now);
  return session ? { id: session.userId, fullname: session.fullname } : undefined;
}

export async function adminForToken(
  db: Db,
  token: string | undefined,
  now: number,
  idleMs: number,
): Promise<{ id: number; username: string } | undefined> {
  if (!token) return undefined;
  const session = await findActiveAdminSession(db, hashToken(token), now, idleMs);
  return session ? { id: session.adminId, username: session.username } : undefined;
}

export async function closeUserSession(db: Db, token: string | undefined, now: number): Promise<void> {
  if (token) await revokeUserSession(db, hashToken(token), now);
}

/**
 * Ends the shopper sessions a request carried (bearer and cookie) when it signs in again: a
 * session fixed or stolen before the sign-in does not outlive it. Tokens of another kind match nothing.
 */
export async function closeUserSessions(db: Db, tokens: readonly (string | undefined)[], now: number): Promise<void> {
  for (const token of new Set(tokens)) await closeUserSession(db, token, now);
}

/** The same for the admin sessions a request carried. */
export async function closeAdminSessions(db: Db, tokens: readonly (string | undefined)[], now: number): Promise<void> {
  for (const token of new Set(tokens)) if (token) await revokeAdminSession(db, hashToken(token), now);
}
