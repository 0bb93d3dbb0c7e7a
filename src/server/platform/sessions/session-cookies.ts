import type { FastifyReply } from 'fastify';
import { COOKIE_LIFETIMES_MS, COOKIE_NAMES } from '../../../shared/constants';

// Session cookies: HttpOnly tokens, SameSite=Lax, Secure in production.

interface CookieOptions { secure: boolean }

export function setAdminCookie(res: FastifyReply | undefined, token: string, opts: CookieOptions): void {
  res?.setCookie(COOKIE_NAMES.adminToken, token, {
    httpOnly: true, sameSite: 'lax', secure: opts.secure, path: '/', maxAge: COOKIE_LIFETIMES_MS.admin / 1000,
  });
}

export function clearAdminCookie(res: FastifyReply | undefined, opts: CookieOptions): void {
  res?.clearCookie(COOKIE_NAMES.adminToken, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secure });
}

export function setUserCookies(res: FastifyReply | undefined, token: string, userId: number, opts: CookieOptions): void {
  const maxAge = COOKIE_LIFETIMES_MS.user / 1000;
  res?.setCookie(COOKIE_NAMES.userToken, token, { httpOnly: true, sameSite: 'lax', secure: opts.secure, path: '/', maxAge });
  // userId is not a secret; the client reads who is signed in from `auth.me`, not from here.
  res?.setCookie(COOKIE_NAMES.userId, String(userId), { httpOnly: false, sameSite: 'lax', secure: opts.secure, path: '/', maxAge });
}

export function clearUserCookies(res: FastifyReply | undefined, opts: CookieOptions): void {
  res?.clearCookie(COOKIE_NAMES.userToken, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secure });
  res?.clearCookie(COOKIE_NAMES.userId, { path: '/', sameSite: 'lax', secure: opts.secure });
}
