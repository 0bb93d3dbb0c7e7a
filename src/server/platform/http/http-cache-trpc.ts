import { callTRPCProcedure, type AnyRouter } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodType } from 'zod';
import type { AppDeps } from '../deps';
import { createContextFactory, type Context } from '../trpc/context';
import type { ProcedureDescription, ProcedureRegistry } from '../trpc/procedures';

// Reads a tRPC GET request the way tRPC's fetch handler does (path, `batch=1`, `input`), so that
// the cache can answer it with tRPC's own bytes, or says "not mine" and lets tRPC answer.

/** A page asks for a handful of queries at once; longer batches go to tRPC. */
const MAX_BATCH = 8;
/** Request URLs up to this length are remembered with the key of their parsed input. */
const MAX_KNOWN_URL_LENGTH = 1024;
/** Characters of raw URLs, inputs and keys remembered (about 4 MB at two bytes a character). */
const MAX_KNOWN_INPUT_CHARS = 2 * 1024 * 1024;
/** What tRPC's resolveResponse sends on every answer. */
const TRPC_VARY = 'trpc-accept, accept';

/** What the cache needs to know of a query: its path, its kind, its input parsers. */
export type CacheableQuery = Pick<ProcedureDescription, 'path' | 'kind' | 'inputs'>;

export interface TrpcReadOptions {
  router: AnyRouter;
  /** The queries it may answer: those declared `cache: 'public'`. */
  queries: readonly CacheableQuery[];
  /** The context a miss is computed with: one without credentials. */
  createContext: (req: FastifyRequest, reply: FastifyReply) => unknown;
}

export interface TrpcReadPlan {
  /** What decides the answer: the form (single or batch), the paths and the parsed inputs. */
  key: string;
  batch: boolean;
  calls: Array<{ path: string; rawInput: unknown }>;
  vary: string;
}

/** The read options of this application: its router, and contexts with no session. */
export function appTrpcReads(deps: AppDeps, router: AnyRouter, procedures: ProcedureRegistry): TrpcReadOptions {
  const createContext = createContextFactory(deps);
  return {
    router,
    queries: [...procedures.values()].filter((p) => p.policy.cache === 'public'),
    createContext: (req, reply): Context => ({
      ...createContext({ req, res: reply }),
      bearerToken: undefined,
      cookieTokens: { user: undefined, admin: undefined },
    }),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Checks each query once, at start: it must be a query whose input (if any) is one zod schema,
 * the very object the procedure parses with.
 */
export function createTrpcReadPlanner(options: TrpcReadOptions): (req: FastifyRequest) => TrpcReadPlan | undefined {
  const schemas = new Map<string, ZodType | undefined>();
  for (const { path, kind, inputs } of options.queries) {
    if (kind !== 'query') throw new Error(`http cache: ${path} is not a query`);
    if (inputs.length > 1) throw new Error(`http cache: ${path} has several input parsers`);
    const [input] = inputs;
    if (input !== undefined && !(input instanceof ZodType))
      throw new Error(`http cache: ${path} does not parse its input with zod`);
    schemas.set(path, input);
  }

  // Requests already seen to pass their schemas, by their raw URL (which decides the path, the
  // form and the input text), with the key of their parsed value: a repeated read (the common
  // case) is planned without decoding, parsing or validating anything again. Bounded by the
  // characters held (cleared when full), so junk variants of one input cannot grow it.
  const knownUrls = new Map<string, KnownRead>();
  let knownChars = 0;
  const remember = (url: string, read: KnownRead) => {
    const chars = url.length + read.key.length + (read.inputText?.length ?? 0);
    if (knownChars + chars > MAX_KNOWN_INPUT_CHARS) {
      knownUrls.clear();
      knownChars = 0;
    }
    knownUrls.set(url, read);
    knownChars += chars;
  };

  return (req) => {
    // Streaming (httpBatchStreamLink) and connection parameters take tRPC's other paths.
    if (req.headers['trpc-accept'] !== undefined || req.headers.accept?.includes('application/jsonl')) return undefined;
    const known = knownUrls.get(req.url);
    if (known !== undefined) return knownPlan(known);
    const rawPath = (req.params as { path?: unknown } | undefined)?.path;
    if (typeof rawPath !== 'string') return undefined;
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return undefined;
    }
    const query = searchParamsOf(req);
    if (!query || query.connectionParams !== undefined) return undefined;
    const batch = query.batch === '1';
    if (query.batch !== undefined && typeof query.batch !== 'string') return undefined;
    const paths = batch ? path.split(',') : [path];
    if (paths.length > MAX_BATCH) return undefined;

    const inputText = query.input;
    if (inputText !== undefined && typeof inputText !== 'string') return undefined;
    const form = `trpc:${batch ? 'batch' : 'single'}:${paths.join(',')}:`;

    let inputs: unknown;
    if (inputText) {
      try {
        inputs = JSON.parse(inputText);
      } catch {
        return undefined;
      }
    }
    if (batch && inputs !== undefined && !isObject(inputs)) return undefined;

    const calls = callsOf(paths, batch, inputs);
    const parsed: unknown[] = [];
    for (const { path: p, rawInput } of calls) {
      if (!schemas.has(p)) return undefined;
      const schema = schemas.get(p);
      if (schema) {
        let result;
        try {
          result = schema.safeParse(rawInput);
        } catch {
          return undefined; // an asynchronous refinement: let tRPC parse it
        }
        if (!result.success) return undefined;
        parsed.push(result.data);
      } else {
        parsed.push(null);
      }
    }
    // Keyed by the parsed values (in the schema's own field order), never by the raw text: fields
    // the schema drops, a different order or spacing make no new entry (issue 24 finding 1).
    const key = `${form}parsed:${JSON.stringify(parsed)}`;
    if (req.url.length <= MAX_KNOWN_URL_LENGTH) remember(req.url, { key, batch, paths, inputText });
    return { key, batch, calls, vary: TRPC_VARY };
  };
}

/** A request that passed its schemas before: what its plan needs, its input still as text. */
interface KnownRead {
  key: string;
  batch: boolean;
  paths: string[];
  inputText: string | undefined;
}

/**
 * The plan of a known request. Its input (which parsed before) is parsed again only if the
 * answer has to be computed: a hit needs only the key.
 */
function knownPlan({ key, batch, paths, inputText }: KnownRead): TrpcReadPlan {
  let calls: TrpcReadPlan['calls'] | undefined;
  return {
    key,
    batch,
    get calls() {
      calls ??= callsOf(paths, batch, inputText ? (JSON.parse(inputText) as unknown) : undefined);
      return calls;
    },
    vary: TRPC_VARY,
  };
}

/** Each call of the request with its raw input: the batch's entry at its index, or the one input. */
function callsOf(paths: string[], batch: boolean, inputs: unknown): TrpcReadPlan['calls'] {
  const entries = batch && isObject(inputs) ? inputs : undefined;
  return paths.map((path, index) => ({ path, rawInput: batch ? entries?.[index] : inputs }));
}

/**
 * The query string as tRPC reads it (URLSearchParams). Fastify has already parsed it with
 * fast-querystring, which agrees except on malformed percent-escapes (left as they are instead
 * of U+FFFD) and repeated names (an array instead of the first): those are read again the
 * tRPC way, or left to tRPC.
 */
function searchParamsOf(req: FastifyRequest): Record<string, unknown> | undefined {
  const parsed = req.query;
  if (!isObject(parsed)) return undefined;
  const input = parsed.input;
  if (typeof input === 'string' && input.includes('%')) {
    const q = req.url.indexOf('?');
    const params = new URLSearchParams(q === -1 ? '' : req.url.slice(q + 1));
    return { ...parsed, input: params.get('input') ?? undefined };
  }
  return parsed;
}

function isDataStream(value: unknown): boolean {
  if (!isObject(value)) return false;
  const asyncIterable = (v: unknown) =>
    isObject(v) && typeof (v as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function';
  return asyncIterable(value) || Object.values(value).some((v) => v instanceof Promise || asyncIterable(v));
}

/**
 * The body tRPC would send for a successful plan, computed through tRPC itself (the procedures
 * with their middlewares and schemas). Throws when any call fails: tRPC then answers.
 */
export async function renderTrpcRead(
  options: TrpcReadOptions,
  plan: TrpcReadPlan,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  const { router } = options;
  const ctx = await options.createContext(req, reply);
  const data = await Promise.all(
    plan.calls.map((call, batchIndex) =>
      callTRPCProcedure({
        router,
        path: call.path,
        getRawInput: async () => call.rawInput,
        ctx,
        type: 'query',
        signal: undefined,
        batchIndex,
      }),
    ),
  );
  if (data.some(isDataStream)) throw new Error('stream-like output is tRPC streaming territory');
  const items = data.map((d: unknown) => ({ result: { data: d } }));
  const [first] = items;
  if (!first) throw new Error('empty plan');
  // The router has no data transformer (platform/trpc/init.ts), so tRPC's envelope is the data
  // as it is; test/trpc-contract.int.test.ts compares these bytes with tRPC's own.
  return JSON.stringify(plan.batch ? items : first);
}
