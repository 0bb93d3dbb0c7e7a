import fs from 'node:fs';
import { initTRPC } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTrpcReadPlanner, renderTrpcRead, type TrpcReadOptions } from '@server/platform/http/http-cache-trpc';

// A contract with tRPC: the HTTP cache reads tRPC's GET format itself (the paths, `batch=1`, the
// `input` parameter, batch inputs keyed by index) and writes tRPC's answer envelope itself. Here
// an echo router answers the same URLs through tRPC's own Fastify adapter and through the cache's
// planner and renderer; a tRPC release that changes either format fails this file before the
// storefront notices. @trpc/* are pinned to exact versions for the same reason.

const t = initTRPC.create();
const echo = z.unknown();
const router = t.router({
  echo: t.procedure.input(echo).query(({ input }) => ({ echoed: input ?? null })),
  plain: t.procedure.query(() => ({ at: 'plain', rupee: '₹', line: '\u2028' })),
});

const options: TrpcReadOptions = {
  router,
  queries: [
    { path: 'echo', kind: 'query', inputs: [echo] },
    { path: 'plain', kind: 'query', inputs: [] },
  ],
  createContext: () => ({}),
};

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** URLs the cache answers itself: each must get tRPC's very bytes. */
const ANSWERED = [
  '/trpc/plain',
  `/trpc/echo?input=${json({ a: 1, nested: { list: [1, 'two'] } })}`,
  `/trpc/echo?input=${json('50% off ₹ “quoted”')}`,
  '/trpc/echo?input=%22a%25b%22',
  `/trpc/echo?batch=1&input=${json({ 0: { a: 1 } })}`,
  `/trpc/echo,plain?batch=1&input=${json({ 0: { a: 1 } })}`,
  `/trpc/echo,echo,plain?batch=1&input=${json({ 0: 'x', 1: [1, 2] })}`,
  `/trpc/plain,echo?batch=1&input=${json({ 1: { deep: { er: true } } })}`,
  '/trpc/plain,plain?batch=1',
  `/trpc/ech%6F?input=${json(7)}`,
];

/** Requests the cache leaves to tRPC: it must not plan them. */
const DECLINED: Array<{ url: string; headers?: Record<string, string> }> = [
  { url: `/trpc/echo?input=${json(1)}&input=${json(2)}` },
  { url: `/trpc/echo?batch=1&input=${json({ 0: 1 })}`, headers: { 'trpc-accept': 'application/jsonl' } },
  { url: `/trpc/echo?input=${json(1)}`, headers: { accept: 'application/jsonl' } },
  { url: `/trpc/echo,plain?batch=1&input=${json([1, 2])}` },
  { url: '/trpc/echo?input=%7Bnot-json' },
  { url: `/trpc/nothing?input=${json(1)}` },
  { url: `/trpc/echo?input=${json(1)}&connectionParams=1` },
];

describe('tRPC GET format, as the HTTP cache reads and writes it', () => {
  let viaTrpc: FastifyInstance;
  let viaCache: FastifyInstance;
  beforeAll(async () => {
    viaTrpc = Fastify({ logger: false, routerOptions: { maxParamLength: 5000 } });
    await viaTrpc.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
    await viaTrpc.ready();

    const plan = createTrpcReadPlanner(options);
    viaCache = Fastify({ logger: false, routerOptions: { maxParamLength: 5000 } });
    viaCache.get('/trpc/:path', async (req, reply) => {
      const p = plan(req);
      if (!p) return reply.code(204).send();
      const body = await renderTrpcRead(options, p, req, reply);
      return reply.type('application/json').send(body);
    });
    await viaCache.ready();
  });
  afterAll(async () => {
    await viaTrpc.close();
    await viaCache.close();
  });

  it.each(ANSWERED)('answers %s with the bytes tRPC answers', async (url) => {
    const trpc = await viaTrpc.inject({ method: 'GET', url });
    const cache = await viaCache.inject({ method: 'GET', url });
    expect(trpc.statusCode).toBe(200);
    expect(cache.statusCode).toBe(200);
    expect(cache.body).toBe(trpc.body);
  });

  it.each(DECLINED)('leaves $url to tRPC', async ({ url, headers }) => {
    const cache = await viaCache.inject({ method: 'GET', url, headers: headers ?? {} });
    expect(cache.statusCode).toBe(204);
  });

  it('keeps @trpc/* at exact versions, so that the format changes only with a deliberate upgrade', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const trpc = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(([name]) =>
      name.startsWith('@trpc/'),
    );
    expect(trpc.length).toBeGreaterThanOrEqual(3);
    for (const [name, range] of trpc) expect(range, name).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
