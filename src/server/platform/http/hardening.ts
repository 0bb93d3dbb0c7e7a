import { Transform } from 'node:stream';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_TABLE } from '@shared/errors';
import { TRPC_MAX_BATCH_SIZE } from '@shared/constants';
import { GENERAL_MESSAGES } from '@shared/messages';
import { SECURITY_MESSAGES } from '@shared/messages/security';
import type { AppDeps } from '../deps';
import { assertSameOriginForCookieWrite, authorizeAdminAs, authorizeShopper } from '../trpc/authorize';
import { createContextFactory } from '../trpc/context';
import { ALL_SESSION_COOKIE_NAMES, HOST_PREFIX } from '../sessions/session-cookies';
import type { ProcedureRegistry } from '../trpc/procedures';
import { toPublicError } from './errors';
import { bodyLimitBytes, rateLimitOf } from './policy';
import { clientKey } from './client-key';
import { settleUnreadBody } from './refused-body';

// The HTTP layer's second round of hardening (issue 13), kept in one place:
// - timeouts: the headers must arrive within HEADERS_TIMEOUT_MS and the whole request within
//   REQUEST_TIMEOUT_MS (set on the server in app.ts with the keep-alive timeout);
// - a refused request whose body has not been read is answered at once; its body is never
//   buffered: the rest is read and dropped within the route's limit, else the connection is
//   closed after the answer (refused-body.ts);
// - tRPC calls are authorised from the headers before their body is read, as REST routes are
//   (their `config.policy`): a POST to an admin or shopper procedure without the session is
//   refused first; each procedure's policy (its `procedure({ auth, bodyLimit })`) says what it needs;
// - the sign-in, sign-up, code and reset calls (`bodyLimit: 'auth'`) take bodies of
//   AUTH_BODY_LIMIT_BYTES at most, counted as they arrive when no length is sent (chunked);
// - tRPC batches hold at most TRPC_MAX_BATCH_SIZE calls; public reads are limited per client;
// - answers to a request carrying credentials, setting a cookie or changing state are
//   `Cache-Control: no-store` unless a public cache policy was set on purpose;
// - every 503 says when to try again (Retry-After).

const RETRY_AFTER_S = '5';
/** Room for a product form's text fields and part headers beside its photo. */
const MULTIPART_FIELDS_BYTES = 64 * 1024;

export function trustProxyOption(
  value: false | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === false) return false;
  // n proxy hops: the socket's peer and the n-1 entries nearest to it are proxies; the client is
  // the next entry to the left. Never the left-most entry, which the client writes itself.
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

function carriesCredentials(req: FastifyRequest): boolean {
  if (req.headers.authorization !== undefined) return true;
  const cookies = req.cookies ?? {};
  return Object.keys(cookies).some((name) => ALL_SESSION_COOKIE_NAMES.has(name) || name.startsWith(HOST_PREFIX));
}

/** The procedure paths of a tRPC URL (`/trpc/a.b,c.d?batch=1`). */
function trpcPaths(url: string, prefix: string): string[] {
  const rest = url.slice(prefix.length);
  const end = rest.indexOf('?');
  const raw = end === -1 ? rest : rest.slice(0, end);
  let joined = raw;
  try {
    joined = decodeURIComponent(raw);
  } catch {
    // Malformed escapes: counted as written; tRPC refuses the path itself.
  }
  return joined.split(',').filter(Boolean);
}

/** A tRPC-shaped error answer (one envelope per call of a batch), as the storefront's client reads it. */
function sendTrpcError(req: FastifyRequest, reply: FastifyReply, err: unknown, paths: string[]): FastifyReply {
  const pub = toPublicError(err);
  const envelope = (path: string | undefined) => ({
    error: {
      message: pub.message,
      code: TRPC_ERROR_CODES_BY_KEY[pub.trpc],
      data: { code: pub.trpc, httpStatus: pub.status, path },
    },
  });
  const batch = /[?&]batch=1(&|$)/.test(req.url);
  return reply
    .code(pub.status)
    .type('application/json')
    .send(batch ? paths.map((p) => envelope(p)) : envelope(paths[0]));
}

/** A small per-address fixed-window counter, in memory (each instance counts its own share). */
function createReadLimiter(maxPerMinute: number, now: () => number) {
  const windows = new Map<string, { start: number; count: number }>();
  /** Counts `reads` reads (the calls of a tRPC batch each count); false once over the limit. */
  return (key: string, reads: number): boolean => {
    const at = now();
    let w = windows.get(key);
    if (!w || at - w.start >= 60_000) {
      if (windows.size > 50_000) windows.clear(); // bounded: a flood of addresses cannot grow it
      w = { start: at, count: 0 };
      windows.set(key, w);
    }
    w.count += reads;
    return w.count <= maxPerMinute;
  };
}

/** Reads of the REST door: a route of the `read` class (rateLimitOf), and any other GET under /api. */
function restReads(req: FastifyRequest, isRead: boolean): number {
  if (!req.url.startsWith('/api/')) return 0;
  return rateLimitOf(req.routeOptions.config.policy, isRead) === 'read' ? 1 : 0;
}

/** Passes a body through, failing with 413 once more than `limit` bytes have come (whatever the framing). */
function byteLimit(limit: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limit) done(new AppError('TOO_LARGE', GENERAL_MESSAGES.payloadTooLarge));
      else done(null, chunk);
    },
  });
}

export function registerHardening(
  app: FastifyInstance,
  deps: AppDeps,
  procedures: ProcedureRegistry,
  trpcPrefix = '/trpc/',
): void {
  const { config } = deps;
  app.server.headersTimeout = Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS);
  const contextOf = createContextFactory(deps);
  const allowRead = createReadLimiter(config.PUBLIC_READ_RATE_MAX, Date.now);
  const bodyLimits = new WeakMap<FastifyRequest, number>();

  app.addHook('onRequest', async (req, reply) => {
    const isTrpc = req.url.startsWith(trpcPrefix);
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const paths = isTrpc ? trpcPaths(req.url, trpcPrefix) : [];
    // Each call of the `read` class counts (each call of a batch: tRPC refuses a longer batch than
    // it runs), and so does a public read sent as a POST (a collection page); a path nothing
    // declares is a read when it is a GET.
    const reads = isTrpc
      ? Math.min(
          paths.length === 0
            ? Number(isRead)
            : paths.filter((p) => rateLimitOf(procedures.get(p)?.policy, isRead) === 'read').length,
          TRPC_MAX_BATCH_SIZE,
        )
      : restReads(req, isRead);
    if (reads > 0 && !allowRead(`read:${clientKey(req.ip)}`, reads)) {
      return reply.code(429).header('retry-after', '60').send({ message: SECURITY_MESSAGES.tooManyReads });
    }
    if (!isTrpc || isRead) return;
    if (paths.length > TRPC_MAX_BATCH_SIZE)
      return sendTrpcError(req, reply, new AppError('BAD_INPUT', SECURITY_MESSAGES.batchTooLarge), paths);
    try {
      const policies = paths.map((p) => procedures.get(p)?.policy);
      const limits = policies.flatMap((p) => (p?.bodyLimit ? [bodyLimitBytes(config, p.bodyLimit)] : []));
      if (limits.length > 0) {
        const limit = Math.min(...limits);
        if (Number(req.headers['content-length'] ?? 0) > limit)
          throw new AppError('TOO_LARGE', GENERAL_MESSAGES.payloadTooLarge);
        // A body sent without a length (chunked) is counted as it arrives.
        bodyLimits.set(req, limit);
      }
      const needs = new Set(policies.map((p) => p?.auth ?? 'public'));
      if (needs.has('owner') || needs.has('staff') || needs.has('anyAdmin') || needs.has('shopper')) {
        const ctx = contextOf({ req, res: reply });
        assertSameOriginForCookieWrite(ctx);
        // A batch needs what its most demanding call needs.
        if (needs.has('owner')) await authorizeAdminAs(ctx, 'owner');
        else if (needs.has('staff')) await authorizeAdminAs(ctx, 'staff');
        else if (needs.has('anyAdmin')) await authorizeAdminAs(ctx, 'anyAdmin');
        if (needs.has('shopper')) await authorizeShopper(ctx);
      }
    } catch (err) {
      return sendTrpcError(req, reply, err, paths);
    }
  });

  /** The route's limit: an upload's for a multipart body, else the body limit that applies. */
  const unreadBodyBound = (req: FastifyRequest): number =>
    /^\s*multipart\//i.test(String(req.headers['content-type'] ?? ''))
      ? config.UPLOAD_MAX_BYTES + MULTIPART_FIELDS_BYTES
      : (bodyLimits.get(req) ?? req.routeOptions.bodyLimit ?? config.JSON_BODY_LIMIT_BYTES);

  app.addHook('preParsing', async (req, _reply, payload) => {
    const limit = bodyLimits.get(req);
    return limit === undefined ? payload : payload.pipe(byteLimit(limit));
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const status = reply.statusCode;
    // Refused before its body was read: the rest is discarded, within the route's limit, so
    // that the client reads the answer (refused-body.ts).
    if (status >= 400) settleUnreadBody(req, reply, unreadBodyBound(req));
    if (status === ERROR_TABLE.UNAVAILABLE.status && !reply.hasHeader('retry-after'))
      reply.header('retry-after', RETRY_AFTER_S);
    if (req.url.startsWith('/api/') || req.url.startsWith(trpcPrefix)) {
      const cacheControl = reply.getHeader('cache-control');
      const setsCookie = reply.hasHeader('set-cookie');
      const isPublicPolicy = typeof cacheControl === 'string' && cacheControl.startsWith('public');
      if (
        setsCookie ||
        (!isPublicPolicy && (carriesCredentials(req) || (req.method !== 'GET' && req.method !== 'HEAD')))
      ) {
        reply.header('cache-control', 'no-store');
      }
    }
    return payload;
  });
}
