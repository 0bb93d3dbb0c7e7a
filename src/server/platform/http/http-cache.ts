import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { AnyRouter } from '@trpc/server';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import type { AppDeps } from '../deps';
import type { Weighed } from '../cache/catalog-cache';
import type { ProcedureRegistry } from '../trpc/procedures';
import { appTrpcReads, createTrpcReadPlanner, renderTrpcRead, type TrpcReadPlan } from './http-cache-trpc';
import { addRouteHook } from './rest';

// HTTP caching of the public catalogue and gold reads, in front of the read cache.
//
// An answer is serialised once per catalogue version and kept with its validator (a weak ETag,
// the hash of the bytes) and its compressed forms; a hit costs a lookup and a write to the
// socket, not a procedure call, a JSON.stringify and a compression. Browsers are told
// `no-cache`: they keep the answer but ask again every time, so an admin's change shows on the
// very next page view, and an unchanged answer costs a 304 with no body.
//
// Two ways in, both keyed by what decides the answer and both tagged with the catalogue
// version, so a write invalidates them with everything else:
// - tRPC GET queries (what the storefront calls) are answered before tRPC's pipeline: the input
//   is parsed by the procedure's own zod schema and the answer keyed by the parsed value; a
//   miss calls the procedure through tRPC with an anonymous context. Anything unusual (an
//   unknown path, invalid input, a streaming or batched-with-a-mutation request, a procedure
//   error) falls through to tRPC untouched, which answers exactly as it always does.
// - REST reads keep their adapters: the first anonymous answer to a request (method, path,
//   query and parsed body) is captured as it is sent, and identical requests are answered
//   with it until the next write.
// Only answers given to an anonymous caller are stored, so nothing that needs credentials can
// be served from here.

/** The browser and any shared cache keep the answer but revalidate it on every use. */
export const PUBLIC_READ_CACHE_CONTROL = 'public, no-cache';

/** Below this size compression does not pay (same threshold as @fastify/compress in app.ts). */
const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli 5 is within a few per cent of 11 on JSON and an order of magnitude faster. */
const BROTLI_QUALITY = 5;
/** Distinct HTML documents kept compressed: the shell, the prerendered pages (about 36), the 404. */
const MAX_SHELLS = 48;

export interface CachedResponse extends Weighed {
  body: Buffer;
  etag: string;
  contentType: string;
  vary: string | undefined;
  /** Compressed forms, made with the entry when the body is worth compressing. */
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * An answer as the cache keeps it. Its compressed forms are made at once, so that its size is
 * known when it is stored and the cache's byte bound holds (a form made later would grow it).
 */
export function cachedResponse(body: string, contentType: string, vary?: string): CachedResponse {
  const bytes = Buffer.from(body, 'utf8');
  const etag = `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
  if (bytes.length < COMPRESS_THRESHOLD_BYTES)
    return { body: bytes, etag, contentType, vary, cacheBytes: bytes.length + etag.length * 2 };
  const br = brotliCompressSync(bytes, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gzip = gzipSync(bytes);
  const cacheBytes = bytes.length + br.length + gzip.length + etag.length * 2;
  return { body: bytes, etag, contentType, vary, br, gzip, cacheBytes };
}

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (q=0 refuses one), or none. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  let gzip = false;
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/i.test(p))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : undefined;
}

/** The stored form; a body below the threshold is never sent compressed. */
function encoded(entry: CachedResponse, encoding: Encoding): Buffer {
  return (encoding === 'br' ? entry.br : entry.gzip) ?? entry.body;
}

/** If-None-Match uses the weak comparison: `W/` is ignored on both sides. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** Answers with a cached response: a 304 when the client has it, else the (encoded) bytes. */
export function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  conditional: boolean,
): FastifyReply {
  if (conditional) reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL).header('etag', entry.etag);
  const big = entry.body.length >= COMPRESS_THRESHOLD_BYTES;
  const vary = big ? (entry.vary ? `${entry.vary}, accept-encoding` : 'accept-encoding') : entry.vary;
  if (vary) reply.header('vary', vary);
  if (conditional && matchesEtag(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.header('content-type', entry.contentType);
  const encoding = big ? pickEncoding(req.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send(encoded(entry, encoding));
}

function isAnonymous(req: FastifyRequest): boolean {
  return req.headers.authorization === undefined && req.headers.cookie === undefined;
}

/** Longer requests are answered normally but not cached: no public read needs one. */
const MAX_KEY_LENGTH = 2048;
/** Characters of raw URLs and keys remembered (about 4 MB at two bytes a character). */
const MAX_KNOWN_URL_CHARS = 2 * 1024 * 1024;

/**
 * The request as a cache key, once Fastify has validated it: method, route and the parsed params,
 * query and body (what the schemas keep, in their order), so that fields they drop make no new
 * entry (issue 24 finding 1). Undefined when not worth caching.
 */
function restKey(req: FastifyRequest): string | undefined {
  let parsed: string;
  try {
    parsed = JSON.stringify([req.params ?? null, req.query ?? null, req.method === 'GET' ? null : (req.body ?? null)]);
  } catch {
    return undefined; // nested too deep to serialise
  }
  const key = `http:${req.method} ${req.routeOptions.url ?? ''} ${parsed}`;
  return key.length <= MAX_KEY_LENGTH ? key : undefined;
}

/**
 * Raw requests already validated once (a GET's URL; a POST's URL and parsed, not yet validated
 * body), with the key of their validated request; bounded by characters held.
 */
function knownRequests() {
  const keys = new Map<string, string>();
  let chars = 0;
  return {
    get: (url: string) => keys.get(url),
    set(url: string, key: string) {
      if (url.length > MAX_KEY_LENGTH) return;
      if (chars + url.length + key.length > MAX_KNOWN_URL_CHARS) {
        keys.clear();
        chars = 0;
      }
      keys.set(url, key);
      chars += url.length + key.length;
    },
  };
}

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/**
 * Adds the hooks. Call it on the root instance before the tRPC plugin and the REST routes are
 * registered: each cached route gets its own hooks as it is added, so no other route pays for
 * them.
 */
export function registerHttpCache(
  app: FastifyInstance,
  deps: AppDeps,
  options: { trpcPrefix: string; router: AnyRouter; procedures: ProcedureRegistry },
): void {
  const cache = deps.catalogCache;
  const trpc = appTrpcReads(deps, options.router, options.procedures);
  const planTrpcRead = createTrpcReadPlanner(trpc);
  const trpcRoute = `${options.trpcPrefix}/:path`;
  const pendingFills = new WeakMap<FastifyRequest, (entry: CachedResponse) => void>();

  const trpcRead: onRequestHookHandler = (req, reply, done) => {
    let plan: TrpcReadPlan | undefined;
    try {
      plan = req.method === 'GET' ? planTrpcRead(req) : undefined;
    } catch {
      plan = undefined;
    }
    if (!plan) return done();
    const p = plan;
    cache
      .read(p.key, async () => cachedResponse(await renderTrpcRead(trpc, p, req, reply), 'application/json', p.vary))
      .then(
        (entry) => void sendCached(req, reply, entry, true),
        // tRPC answers the failure itself (and reports it through onError), exactly as without us.
        () => done(),
      );
  };

  const urls = knownRequests();
  /** A public POST read's URL and JSON body as the client sent it, before validation. */
  const bodies = knownRequests();
  const rawBodies = new WeakMap<FastifyRequest, string>();
  /** Requests whose lookup is done (hit answered, or miss waiting for its answer). */
  const looked = new WeakSet<FastifyRequest>();
  const lookUp = (req: FastifyRequest, reply: FastifyReply, key: string, done: (err?: Error) => void) => {
    looked.add(req);
    cache.lookup<CachedResponse>(key).then((found) => {
      if (found.hit) return void sendCached(req, reply, found.value, req.method === 'GET');
      if (isAnonymous(req)) pendingFills.set(req, found.fill);
      done();
    }, done);
  };

  // A GET whose URL was validated before is looked up before anything else runs (a hit skips
  // parsing and validation: only an answer that passed them was stored).
  const restReadByUrl: onRequestHookHandler = (req, reply, done) => {
    const key = urls.get(req.url);
    if (key === undefined) return done();
    lookUp(req, reply, key, done);
  };

  // A POST read (the first version's listing, getSelectionByTypeCatagory) whose URL and body, as
  // sent, were validated before is looked up before its validation, as a known GET is by URL:
  // validation is a function of the body, so the same body parses to the same key, and only an
  // answer to a body that passed validation was stored. Validating the body with zod and writing
  // the key cost more than the rest of a hit.
  const restReadByBody: preValidationHookHandler = (req, reply, done) => {
    if (looked.has(req)) return done();
    let raw: string;
    try {
      raw = `${req.method} ${req.url} ${JSON.stringify(req.body ?? null)}`;
    } catch {
      return done(); // nested too deep to serialise: validation refuses it
    }
    if (raw.length > MAX_KEY_LENGTH) return done();
    const key = bodies.get(raw);
    if (key === undefined) {
      rawBodies.set(req, raw);
      return done();
    }
    lookUp(req, reply, key, done);
  };

  // Any other request, once validated: keyed by what the schemas parsed.
  const restRead: preHandlerHookHandler = (req, reply, done) => {
    if (looked.has(req)) return done();
    const key = restKey(req);
    if (key === undefined) return done();
    if (req.method === 'GET') urls.set(req.url, key);
    else {
      const raw = rawBodies.get(req);
      if (raw !== undefined) bodies.set(raw, key);
    }
    lookUp(req, reply, key, done);
  };

  const restCapture: onSendHookHandler = (req, reply, payload, done) => {
    const fill = pendingFills.get(req);
    if (fill) {
      pendingFills.delete(req);
      if (reply.statusCode === 200 && typeof payload === 'string' && !reply.hasHeader('set-cookie')) {
        const entry = cachedResponse(
          payload,
          String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        );
        fill(entry);
        if (req.method === 'GET') reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL).header('etag', entry.etag);
      }
    }
    done(null, payload);
  };

  app.addHook('onRoute', (route) => {
    const methods = methodsOf(route);
    if (route.url === trpcRoute && methods.includes('GET')) addRouteHook(route, 'onRequest', trpcRead);
    // A route declares `config: { policy: { auth: 'public', cache: 'public' } }` (policy.ts).
    if (route.config?.policy?.cache === 'public') {
      if (methods.includes('GET')) addRouteHook(route, 'onRequest', restReadByUrl);
      if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) addRouteHook(route, 'preValidation', restReadByBody);
      addRouteHook(route, 'preHandler', restRead);
      // Ahead of @fastify/compress, so that it captures the JSON and not a compressed stream.
      addRouteHook(route, 'onSend', restCapture, true);
    }
  });

  // The app shell is sent by the not-found handler, which @fastify/compress does not see (it
  // hooks routes as they are added). It is one document for every page path: compressed once,
  // with a validator, so a revisit costs a 304.
  const shells = new Map<string, CachedResponse>();
  app.addHook('onSend', (req, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (
      typeof payload !== 'string' ||
      req.method !== 'GET' ||
      typeof type !== 'string' ||
      !type.startsWith('text/html') ||
      reply.hasHeader('content-encoding')
    ) {
      return done(null, payload);
    }
    let entry = shells.get(payload);
    if (!entry) {
      if (shells.size >= MAX_SHELLS) shells.clear();
      entry = cachedResponse(payload, type);
      shells.set(payload, entry);
    }
    if (reply.statusCode === 200) {
      reply.header('etag', entry.etag);
      if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
        reply.code(304);
        return done(null, '');
      }
    }
    if (entry.body.length < COMPRESS_THRESHOLD_BYTES) return done(null, payload);
    reply.header('vary', 'accept-encoding');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    // The bytes made once: a page holding a character beyond Latin-1 (the rupee sign) is a
    // two-byte string, and encoding 60 KB of it to UTF-8 on every write cost a millisecond.
    if (!encoding) return done(null, entry.body);
    reply.header('content-encoding', encoding);
    done(null, encoded(entry, encoding));
  });
}
