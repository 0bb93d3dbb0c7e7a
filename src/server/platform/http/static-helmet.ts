import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

// Helmet's security headers, computed once.
//
// @fastify/helmet calls helmet(options) on every request, which rebuilds the middleware and
// parses the Content-Security-Policy directives again each time: on its own that takes a bare
// Fastify route to about 40% of its throughput, and so it sets the ceiling of every cached read.
// With one static configuration (no per-request nonces, no per-route options) the headers never
// change, so they are obtained once, from @fastify/helmet itself with the very same options, and
// then set with one call per request: the same headers, byte for byte, at a fraction of the cost.

/** The headers @fastify/helmet adds to a response under these options. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  if (options.enableCSPNonces) throw new Error('security headers: CSP nonces differ per request; use @fastify/helmet');
  if (options.global === false)
    throw new Error('security headers: per-route helmet is not supported; use @fastify/helmet');
  const withHelmet = Fastify({ logger: false });
  const without = Fastify({ logger: false });
  try {
    await withHelmet.register(fastifyHelmet, options);
    for (const app of [withHelmet, without]) app.get('/', async () => 'probe');
    const [a, b] = await Promise.all([
      withHelmet.inject({ method: 'GET', url: '/' }),
      without.inject({ method: 'GET', url: '/' }),
    ]);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(a.headers)) {
      if (value === undefined || b.headers[name] === value || name === 'date') continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return headers;
  } finally {
    await Promise.all([withHelmet.close(), without.close()]);
  }
}

/** Sets helmet's headers on every response of `app` (and of everything registered in it). */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  addSecurityHeaders(app, await helmetHeaders(options));
}

/** Sets headers obtained from helmetHeaders on every response of `app`. */
export function addSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
