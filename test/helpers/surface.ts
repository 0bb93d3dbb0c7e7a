import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { appProcedureRegistry } from '@server/app-router';
import type { Auth } from '@server/platform/http/policy';

// The whole HTTP surface, discovered rather than listed: every tRPC procedure from the registry
// its declarations build (each procedure's policy) and every REST route from Fastify's route
// table. A procedure or path added later is covered by the tests that use this without anyone
// remembering to add it.

export type ProcedureKind = 'query' | 'mutation';
export type Guard = 'admin' | 'user' | 'none';

export interface ProcedureInfo {
  path: string;
  kind: ProcedureKind;
  guard: Guard;
  /** The policy's own `auth`: `owner` or `staff` for the admin guard. */
  auth: Auth;
}

const GUARD_OF_AUTH = { owner: 'admin', staff: 'admin', anyAdmin: 'admin', shopper: 'user', public: 'none' } as const;

export function listProcedures(): ProcedureInfo[] {
  return [...appProcedureRegistry.values()]
    .map((p): ProcedureInfo => ({
      path: p.path,
      kind: p.kind,
      guard: GUARD_OF_AUTH[p.policy.auth],
      auth: p.policy.auth,
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export interface RestRoute {
  method: string;
  url: string;
}

/**
 * Every route Fastify knows, as method and URL pattern (HEAD left out), rebuilt from the radix
 * tree printRoutes() draws: each line is one node, indented four columns per level, and a node
 * that ends a route lists its methods in brackets.
 */
export function listRoutes(app: FastifyInstance): RestRoute[] {
  const routes: RestRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = Math.floor(branch / 4);
    const node = line.slice(branch + 4);
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(node);
    const segment = match?.[1] ?? node;
    stack.length = depth;
    stack[depth] = segment;
    const methods = match?.[2];
    if (!methods) continue;
    const url = stack.join('');
    for (const method of methods.split(',').map((m) => m.trim())) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}

/** REST routes under /api (the adapters), with their path parameters listed. */
export function listApiRoutes(app: FastifyInstance): Array<RestRoute & { params: string[] }> {
  return listRoutes(app)
    .filter((r) => r.url.startsWith('/api/'))
    .map((r) => ({ ...r, params: [...r.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!) }));
}

export function fillParams(url: string, value: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(value));
}

/** Calls a procedure over HTTP the way the tRPC client does (no batching). */
export function callProcedure(
  app: FastifyInstance,
  proc: Pick<ProcedureInfo, 'path' | 'kind'>,
  input: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const options: InjectOptions =
    proc.kind === 'query'
      ? {
          method: 'GET',
          url: `/trpc/${proc.path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          headers,
        }
      : {
          method: 'POST',
          url: `/trpc/${proc.path}`,
          headers: { 'content-type': 'application/json', ...headers },
          payload: JSON.stringify(input ?? null),
        };
  return app.inject(options);
}

/**
 * The message of an error answer from either adapter: REST `{ message }`, tRPC `{ error: { message
 * } }` (or a batch of those).
 */
export function errorMessage(res: LightMyRequestResponse): string | undefined {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return undefined;
  }
  // A tRPC batch answers with one entry per call.
  if (Array.isArray(body)) body = body[0];
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as { message?: unknown; error?: { message?: unknown } };
  if (typeof b.message === 'string') return b.message;
  if (typeof b.error?.message === 'string') return b.error.message;
  return undefined;
}
