import { initTRPC, TRPCError } from '@trpc/server';
import { AppError } from '../../../shared/errors';
import { AUTH_MESSAGES } from '../../../shared/messages';
import { isServerFault, toPublicError } from '../http/errors';
import { findActiveAdminSession, findActiveUserSession } from '../sessions/sessions.repo';
import { isOwnOrigin } from '../http/same-origin';
import { hashToken } from '../crypto/tokens';
import type { Context } from './context';

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const pub = toPublicError(error);
    return { ...shape, message: pub.message, data: { code: pub.trpc, httpStatus: pub.status, path: shape.data.path } };
  },
});

/**
 * Gives every failure its public code before tRPC answers (tRPC derives the HTTP status from the
 * code), and logs what is ours to fix. Procedures throw AppErrors; anything else is a 500.
 */
const errorMapping = t.middleware(async ({ ctx, next, path }) => {
  const result = await next();
  if (result.ok) return result;
  const err = result.error;
  const pub = toPublicError(err);
  if (pub.code === 'UNAVAILABLE') ctx.deps.logger.warn({ path, err: err.cause ?? err }, 'database unavailable');
  else if (isServerFault(pub)) ctx.deps.logger.error({ path, err: err.cause ?? err }, 'procedure failed');
  if (pub.trpc === err.code && pub.message === err.message) return result;
  throw new TRPCError({ code: pub.trpc, message: pub.message, cause: err.cause ?? err });
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Cross-site request forgery: a state-changing call authenticated by a session cookie must come
 * from our own origin. Calls that carry a bearer token are not affected (no browser adds one).
 */
const sameOriginForCookieWrites = t.middleware(({ ctx, type, next }) => {
  const byCookie = !ctx.bearerToken && Boolean(ctx.cookieTokens.user || ctx.cookieTokens.admin);
  if (type === 'mutation' && ctx.req && byCookie && !isOwnOrigin(ctx.req, ctx.deps.config.PUBLIC_ORIGIN)) {
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.crossSiteRefused);
  }
  return next();
});

export const publicProcedure = t.procedure.use(errorMapping).use(sameOriginForCookieWrites);

/** Requires a valid admin session (bearer token or adminToken cookie). Shoppers are refused. */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  const token = ctx.bearerToken ?? ctx.cookieTokens.admin;
  if (!token) {
    if (ctx.cookieTokens.user) throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAllowed);
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.adminRequired);
  }
  const tokenHash = hashToken(token);
  const session = await findActiveAdminSession(db, tokenHash, now);
  if (!session) {
    if (ctx.bearerToken && (await findActiveUserSession(db, tokenHash, now))) {
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAllowed);
    }
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.adminSessionExpired);
  }
  return next({ ctx: { admin: { id: session.adminId, username: session.username, tokenHash } } });
});

/** Requires a valid shopper session (bearer token or token cookie). */
export const userProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const token = ctx.bearerToken ?? ctx.cookieTokens.user;
  if (!token) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.loginFirst);
  const tokenHash = hashToken(token);
  const session = await findActiveUserSession(ctx.deps.db, tokenHash, ctx.deps.now());
  if (!session) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);
  return next({ ctx: { user: { id: session.userId, fullname: session.fullname, tokenHash } } });
});
