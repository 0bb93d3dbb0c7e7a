import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetHeaders, registerSecurityHeaders } from '@server/platform/http/static-helmet';
import { createTestApp, type TestApp } from './helpers/harness';

// The security headers computed once must be exactly those @fastify/helmet sets per request,
// on every kind of response.

const OPTION_SETS: Record<string, FastifyHelmetOptions> = {
  'the shop (CSP without defaults, no HSTS)': {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  },
  'production-like (HSTS, upgrade-insecure-requests)': {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: [] } },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  },
  'helmet defaults': {},
};

async function appWith(kind: 'plugin' | 'static', options: FastifyHelmetOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  if (kind === 'plugin') await app.register(fastifyHelmet, options);
  else await registerSecurityHeaders(app, options);
  app.get('/json', async () => ({ ok: true }));
  app.get('/html', async (_req, reply) => reply.type('text/html').send('<p>hi</p>'));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  app.get('/own', async (_req, reply) => reply.header('referrer-policy', 'no-referrer').send({ own: true }));
  await app.register(
    async (scope) => {
      scope.get('/nested', async () => 'nested');
    },
    { prefix: '/scope' },
  );
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'not found' }));
  await app.ready();
  return app;
}

describe('security headers computed once', () => {
  for (const [name, options] of Object.entries(OPTION_SETS)) {
    it(`match @fastify/helmet on every kind of response: ${name}`, async () => {
      const [plugin, computed] = await Promise.all([appWith('plugin', options), appWith('static', options)]);
      try {
        for (const [method, url] of [
          ['GET', '/json'],
          ['GET', '/html'],
          ['GET', '/boom'],
          ['GET', '/own'],
          ['GET', '/scope/nested'],
          ['GET', '/missing'],
          ['HEAD', '/json'],
          ['POST', '/json'],
        ] as const) {
          const [a, b] = await Promise.all([plugin.inject({ method, url }), computed.inject({ method, url })]);
          const strip = (h: Record<string, unknown>) =>
            Object.fromEntries(Object.entries(h).filter(([k]) => k !== 'date'));
          expect(b.statusCode, url).toBe(a.statusCode);
          expect(strip(b.headers), `${method} ${url}`).toEqual(strip(a.headers));
          expect(b.body).toBe(a.body);
        }
      } finally {
        await Promise.all([plugin.close(), computed.close()]);
      }
    });
  }

  it('refuses what cannot be static', async () => {
    await expect(helmetHeaders({ enableCSPNonces: true })).rejects.toThrow(/nonces/);
    await expect(helmetHeaders({ global: false })).rejects.toThrow(/per-route/);
  });
});

describe('the application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('sends the security headers on cached reads, tRPC, REST and pages alike', async () => {
    for (const url of [
      '/api/getGold',
      '/trpc/gold.current?batch=1&input=%7B%7D',
      '/gold-ring',
      '/api/nothing',
      '/health/live',
    ]) {
      const first = await t.app.inject({ method: 'GET', url });
      const cached = await t.app.inject({ method: 'GET', url });
      for (const res of [first, cached]) {
        expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      }
    }
  });
});
