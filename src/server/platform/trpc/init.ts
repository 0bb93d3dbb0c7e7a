import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, ERROR_TABLE } from '../../../shared/errors';
import { AUTH_MESSAGES, GENERAL_MESSAGES } from '../../../shared/messages';
import { isDatabaseUnavailable } from '../db/db-errors';
import { findActiveAdminSession, findActiveUserSession } from '../sessions/sessions.repo';
import { isOwnOrigin } from '../http/same-origin';
import { hashToken } from '../crypto/tokens';
import type { Context } from './context';

/** The first message of a validation failure: the one the user should read. */
export function firstZodMessage(error: ZodError): string {
  return error.issues[0]?.message ?? GENERAL_MESSAGES.invalidInput;
}

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    let message = shape.message;
    if (cause instanceof ZodError) message = firstZodMessage(cause);
    else if (error.code === 'INTERNAL_SERVER_ERROR') message = GENERAL_MESSAGES.serverError;
    else if (error.code === 'PARSE_ERROR' || (error.code === 'BAD_REQUEST' && !(cause instanceof AppError) && /JSON|parse|input/i.test(message))) {
      message = GENERAL_MESSAGES.invalidInput;
    }
    return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path } };
  },
});

/** Turns expected failures into their tRPC codes, and hides everything else behind a 500. */
const errorMapping = t.middleware(async ({ ctx, next, path }) => {
  const result = await next();
  if (result.ok) return result;
  const err = result.error;
  const cause = err.cause;
  if (cause instanceof AppError) {
    throw new TRPCError({ code: ERROR_TABLE[cause.code].trpc, message: cause.message, cause });
  }
  if (err.code === 'INTERNAL_SERVER_ERROR') {
    if (isDatabaseUnavailable(cause)) {
      ctx.deps.logger.warn({ path, err: cause }, 'database unavailable');
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: GENERAL_MESSAGES.databaseUnavailable, cause });
    }
    ctx.deps.logger.error({ path, err: cause ?? err }, 'procedure failed');
  }
  return result;
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
