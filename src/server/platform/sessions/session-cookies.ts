import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { COOKIE_LIFETIMES_MS, COOKIE_NAMES } from '@shared/constants';

// Session cookies: HttpOnly tokens, SameSite=Lax, Secure in production. In production the token
// cookies carry the `__Host-` prefix (the browser then insists on Secure, Path=/ and no Domain,
// so no subdomain can set or shadow them); the specification's plain names are still read, for
// integrations that send them. `userId` is not a secret and the storefront reads it: plain name.

interface CookieOptions {
  secure: boolean;
}

export const HOST_PREFIX = '__Host-';

/** The name a token cookie is set under: `__Host-` prefixed when cookies are Secure (production). */
export function tokenCookieName(base: string, secure: boolean): string {
  return secure ? `${HOST_PREFIX}${base}` : base;
}

/** A token cookie as sent: the `__Host-` name first, then the specification's name. */
export function readTokenCookie(
  cookies: Record<string, string | undefined> | undefined,
  base: string,
): string | undefined {
  return cookies?.[`${HOST_PREFIX}${base}`] || cookies?.[base] || undefined;
}

function clearBoth(res: FastifyReply, base: string, opts: CookieOptions): void {
  res.clearCookie(base, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secure });
  if (opts.secure)
    res.clearCookie(`${HOST_PREFIX}${base}`, { path: '/', httpOnly: true, sameSite: 'lax', secure: true });
}

export function setAdminCookie(res: FastifyReply | undefined, token: string, opts: CookieOptions): void {
  res?.setCookie(tokenCookieName(COOKIE_NAMES.adminToken, opts.secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    path: '/',
    maxAge: COOKIE_LIFETIMES_MS.admin / 1000,
  });
}

export function clearAdminCookie(res: FastifyReply | undefined, opts: CookieOptions): void {
  if (res) clearBoth(res, COOKIE_NAMES.adminToken, opts);
}

export function setUserCookies(
  res: FastifyReply | undefined,
  token: string,
  userId: number,
  opts: CookieOptions,
): void {
  const maxAge = COOKIE_LIFETIMES_MS.user / 1000;
  res?.setCookie(tokenCookieName(COOKIE_NAMES.userToken, opts.secure), token, {
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
  clearBoth(res, COOKIE_NAMES.userToken, opts);
  res.clearCookie(COOKIE_NAMES.userId, { path: '/', sameSite: 'lax', secure: opts.secure });
}
