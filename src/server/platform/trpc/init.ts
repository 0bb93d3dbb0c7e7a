import { initTRPC, TRPCError } from '@trpc/server';
import { isServerFault, toPublicError } from '../http/errors';
import { assertSameOriginForCookieWrite, authorizeAdmin, authorizeShopper } from './authorize';
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

/** See assertSameOriginForCookieWrite: only mutations change state. */
const sameOriginForCookieWrites = t.middleware(({ ctx, type, next }) => {
  if (type === 'mutation') assertSameOriginForCookieWrite(ctx);
  return next();
});

export const publicProcedure = t.procedure.use(errorMapping).use(sameOriginForCookieWrites);

/** Requires a valid admin session (bearer token or adminToken cookie). Shoppers are refused. */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { admin: await authorizeAdmin(ctx) } }),
);

/** Requires a valid shopper session (bearer token or token cookie). */
export const userProcedure = publicProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { user: await authorizeShopper(ctx) } }),
);
