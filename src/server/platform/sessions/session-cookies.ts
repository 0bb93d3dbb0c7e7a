import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { COOKIE_LIFETIMES_MS, COOKIE_NAMES, LEGACY_COOKIE_NAMES } from '@shared/constants';

// Session cookies: HttpOnly tokens, SameSite=Lax, Secure in production. In production the token
// cookies carry the `__Host-` prefix (the browser then insists on Secure, Path=/ and no Domain,
// so no subdomain can set or shadow them), and only prefixed names are read from cookies: an
// unprefixed cookie could have been planted by a sibling subdomain or a plain-HTTP answer.
// `userId` is not a secret: plain name.
//
// The first version's client writes readable `token` and `adminToken` cookies itself holding
// the same tokens. They are read as credentials in development, and in production only with
// LEGACY_CLIENT_COOKIES=1 (README: running the first version's client).

interface CookieOptions {
  secure: boolean;
}

/** Which cookie names the server reads a session from. */
export interface CookieReadPolicy {
  production: boolean;
  legacyClientCookies: boolean;
}

export type SessionKind = 'user' | 'admin';

export const HOST_PREFIX = '__Host-';

const OWN_NAME: Record<SessionKind, string> = { user: COOKIE_NAMES.userSession, admin: COOKIE_NAMES.adminSession };
const LEGACY_NAME: Record<SessionKind, string> = {
  user: LEGACY_COOKIE_NAMES.userToken,
  admin: LEGACY_COOKIE_NAMES.adminToken,
};

/** The name a token cookie is set under: `__Host-` prefixed when cookies are Secure (production). */
export function tokenCookieName(base: string, secure: boolean): string {
  return secure ? `${HOST_PREFIX}${base}` : base;
}

/**
 * The names a session of `kind` is read from, in order: in production the prefixed name only,
 * elsewhere the plain one too; the first client's readable cookie outside production or by opt-in.
 * (Sessions that earlier releases set as `__Host-token` are not read: their holders sign in again.)
 */
export function sessionCookieNames(kind: SessionKind, policy: CookieReadPolicy): string[] {
  const own = OWN_NAME[kind];
  const legacy = LEGACY_NAME[kind];
  const names = [`${HOST_PREFIX}${own}`];
  if (!policy.production) names.push(own);
  if (!policy.production || policy.legacyClientCookies) names.push(legacy);
  return names;
}

/** Every name any policy may read a session from (for "does this request carry credentials"). */
export const ALL_SESSION_COOKIE_NAMES: ReadonlySet<string> = new Set([
  ...sessionCookieNames('user', { production: false, legacyClientCookies: true }),
  ...sessionCookieNames('admin', { production: false, legacyClientCookies: true }),
]);

/** A session token as sent in a cookie, under the first name the policy reads. */
export function readTokenCookie(
  cookies: Record<string, string | undefined> | undefined,
  kind: SessionKind,
  policy: CookieReadPolicy,
): string | undefined {
  if (!cookies) return undefined;
  for (const name of sessionCookieNames(kind, policy)) {
    const value = cookies[name];
    if (value) return value;
  }
  return undefined;
}

function clearBoth(res: FastifyReply, base: string, opts: CookieOptions): void {
  res.clearCookie(base, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secure });
  if (opts.secure)
    res.clearCookie(`${HOST_PREFIX}${base}`, { path: '/', httpOnly: true, sameSite: 'lax', secure: true });
}

export function setAdminCookie(res: FastifyReply | undefined, token: string, opts: CookieOptions): void {
  res?.setCookie(tokenCookieName(COOKIE_NAMES.adminSession, opts.secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    path: '/',
    maxAge: COOKIE_LIFETIMES_MS.admin / 1000,
  });
}

export function clearAdminCookie(res: FastifyReply | undefined, opts: CookieOptions): void {
  if (res) clearBoth(res, COOKIE_NAMES.adminSession, opts);
}

export function setUserCookies(
  res: FastifyReply | undefined,
  token: string,
  userId: number,
  opts: CookieOptions,
): void {
  const maxAge = COOKIE_LIFETIMES_MS.user / 1000;
  res?.setCookie(tokenCookieName(COOKIE_NAMES.userSession, opts.secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    path: '/',
    maxAge,
  });
  // userId is not a secret; the client reads who is signed in from `auth.me`, not from here.
  res?.setCookie(COOKIE_NAMES.userId, String(userId), {
    httpOnly: false,
    sameSite: 'lax',
    secure: opts.secure,
    path: '/',
    maxAge,
  });
}

export function clearUserCookies(res: FastifyReply | undefined, opts: CookieOptions): void {
  if (!res) return;
  clearBoth(res, COOKIE_NAMES.userSession, opts);
  res.clearCookie(COOKIE_NAMES.userId, { path: '/', sameSite: 'lax', secure: opts.secure });
}
