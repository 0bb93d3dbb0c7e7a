import { initTRPC, TRPCError } from '@trpc/server';
import { isServerFault, toPublicError } from '../http/errors';
import type { Policy } from '../http/policy';
import { withAbsolutePhotoUrls } from '../images/photo-urls';
import { assertSameOriginForCookieWrite } from './authorize';
import type { Context } from './context';

// No data transformer: answers are plain JSON, which the HTTP cache (http-cache-trpc.ts) writes
// itself for a cached read. test/trpc-contract.int.test.ts holds it to tRPC's own bytes.
const t = initTRPC
  .context<Context>()
  .meta<Policy>()
  .create({
    isDev: false,
    errorFormatter({ shape, error }) {
      const pub = toPublicError(error);
      return {
        ...shape,
        message: pub.message,
        data: { code: pub.trpc, httpStatus: pub.status, path: shape.data.path, details: pub.details },
      };
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

/** Photo URLs absolute for a client on another origin, when configured (images/photo-urls.ts). */
const photoUrls = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok || ctx.photoOrigin === undefined) return result;
  return { ...result, data: withAbsolutePhotoUrls(result.data, ctx.photoOrigin) };
});

/** What every procedure runs first; procedures.ts adds the role and the policy. */
export const baseProcedure = t.procedure.use(errorMapping).use(photoUrls).use(sameOriginForCookieWrites);
