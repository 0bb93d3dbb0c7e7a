import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pngImage } from './helpers/images';
import { createScratchDatabase, TEST_MYSQL_URL, type ScratchDatabase } from './helpers/mysql-scratch';
import {
  adminLogin,
  bearerHeader,
  freePort,
  jsonOf,
  request,
  startServer,
  tempDataDir,
  type ServerProcess,
} from './helpers/server-process';

// Load: 100 connections for 30 s of mixed shopper reads (REST and tRPC listings, search, product
// pages, selections, gold price, the storefront page) while the admin writes in between (new
// categories and gold prices, each write invalidating the caches the readers lean on). No
// request may fail, and every write the server acknowledged must be there afterwards.

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 30);

interface AutocannonRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;
// autocannon ships no types; this is the part used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const DIALECTS = TEST_MYSQL_URL ? (['sqlite', 'mysql'] as const) : (['sqlite'] as const);

for (const dialect of DIALECTS) {
  describe(`load [${dialect}]`, () => {
    let server: ServerProcess;
    let scratch: ScratchDatabase | undefined;
    let dataDir: string;
    let token: string;
    const productIds: string[] = [];
    let categoryId = '';

    beforeAll(async () => {
      dataDir = tempDataDir('load');
      scratch = dialect === 'mysql' ? await createScratchDatabase('load') : undefined;
      server = await startServer({
        port: await freePort(dialect === 'sqlite' ? 3560 : 3562),
        dataDir,
        env: scratch ? { DATABASE_URL: scratch.url() } : {},
      });
      token = await adminLogin(server.baseUrl);
      const auth = bearerHeader(token);
      const cat = await request(server.baseUrl, {
        method: 'POST',
        path: '/api/createCategory',
        headers: auth,
        body: { name: 'Load rings' },
      });
      categoryId = jsonOf<{ category: { _id: string } }>(cat).category._id;
      const image = await pngImage(24, 18);
      for (let i = 0; i < 24; i++) {
        const form = multipart(
          { name: `Load ring ${i}`, category: categoryId, description: 'A ring for the load test.' },
          [{ field: 'productImage', filename: 'r.png', contentType: 'image/png', data: image }],
        );
        const res = await postRaw(server.baseUrl, '/api/createProduct', { ...auth, ...form.headers }, form.payload);
        expect(res.status, res.body).toBe(201);
        productIds.push(jsonOf<{ product: { _id: string } }>(res).product._id);
      }
      await request(server.baseUrl, {
        method: 'POST',
        path: '/api/addSelection',
        headers: auth,
        body: { type: 'goldRings', catagoryId: categoryId, productId: productIds.slice(0, 12) },
      });
      await request(server.baseUrl, { method: 'POST', path: '/api/updateGold', headers: auth, body: { price: 6000 } });
    });

    afterAll(async () => {
      await server?.kill();
      await scratch?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      `serves ${CONNECTIONS} connections for ${DURATION_S} s of shopper reads with admin writes in between: no ` +
        `error, no acknowledged write lost`,
      async () => {
        const trpc = (procedure: string, input: unknown) =>
          `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
        const reads: AutocannonRequest[] = [
          { path: '/api/getProducts?page=1&limit=20' },
          { path: trpc('catalog.listProducts', { page: 2, limit: 10, sort: 'nameAsc' }) },
          { path: '/api/getCategories' },
          { path: `/api/getProducts?category=${categoryId}&q=ring%201&limit=20` },
          { path: trpc('selection.list', { type: 'goldRings', page: 1, limit: 20, sort: 'relevance' }) },
          {
            method: 'POST',
            path: '/api/getSelectionByTypeCatagory',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ type: 'goldRings', page: 1, limit: 20 }),
          },
          { path: '/api/getGold' },
          { path: trpc('gold.current', {}) },
          ...productIds.slice(0, 6).map((id) => ({ path: `/api/getProduct/${id}` })),
          { path: '/api/shopInfo' },
          { path: '/' },
        ];

        // The admin, writing through the whole run on a connection of its own.
        const acknowledged: { categories: string[]; prices: number[] } = { categories: [], prices: [] };
        const failedWrites: string[] = [];
        let writing = true;
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        const writer = (async () => {
          for (let i = 0; writing; i++) {
            const name = `Load category ${i}`;
            const price = 6000 + i;
            const category = i % 2 === 0;
            try {
              const res = category
                ? await postJson(server.baseUrl, '/api/createCategory', bearerHeader(token), { name }, agent)
                : await postJson(server.baseUrl, '/api/updateGold', bearerHeader(token), { price }, agent);
              if (res.status >= 200 && res.status < 300) {
                if (category) acknowledged.categories.push(name);
                else acknowledged.prices.push(price);
              } else failedWrites.push(`${res.status} ${res.body}`);
            } catch (err) {
              failedWrites.push((err as Error).message);
            }
            await new Promise((r) => setTimeout(r, 100));
          }
        })();

        const result = await autocannon({
          url: server.baseUrl,
          connections: CONNECTIONS,
          duration: DURATION_S,
          timeout: 10,
          requests: reads,
        });
        writing = false;
        await writer;
        agent.destroy();

        const writes = acknowledged.categories.length + acknowledged.prices.length;
        console.info(
          `load [${dialect}]: ${result.requests.total} reads in ${DURATION_S} s ` +
            `(${Math.round(result.requests.average)}/s), latency p50 ${result.latency.p50} ms, p99 ` +
            `${result.latency.p99} ms, max ${result.latency.max} ms; ` +
            `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; admin writes ` +
            `acknowledged ${writes}, failed ${failedWrites.length}`,
        );
        expect(result.errors).toBe(0);
        expect(result.timeouts).toBe(0);
        expect(result.non2xx, JSON.stringify(result.statusCodeStats)).toBe(0);
        expect(result['2xx']).toBeGreaterThan(CONNECTIONS * DURATION_S);
        expect(failedWrites).toEqual([]);
        expect(writes).toBeGreaterThan(DURATION_S * 2);
        expect(server.child.exitCode).toBeNull();

        // Every acknowledged write is there, as the next reader sees it.
        const list = jsonOf<{ categories: Array<{ name: string }> }>(
          await request(server.baseUrl, { path: '/api/getCategories' }),
        );
        const names = new Set(list.categories.map((c) => c.name));
        expect(acknowledged.categories.filter((n) => !names.has(n))).toEqual([]);
        const gold = jsonOf<{ price: number }>(await request(server.baseUrl, { path: '/api/getGold' }));
        expect(gold.price).toBe(acknowledged.prices.at(-1));
        if (scratch) {
          const conn = await scratch.connect();
          try {
            const [rows] = await conn.query(
              "SELECT price_paise FROM metal_rates WHERE metal = 'gold' AND purity = '24K'",
            );
            const stored = new Set((rows as Array<{ price_paise: number }>).map((r) => Number(r.price_paise)));
            expect(acknowledged.prices.filter((p) => !stored.has(p * 100))).toEqual([]);
          } finally {
            await conn.end();
          }
        }
      },
      (DURATION_S + 90) * 1000,
    );
  });
}

function postJson(
  base: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
  agent: http.Agent,
): Promise<{ status: number; body: string }> {
  const payload = Buffer.from(JSON.stringify(body));
  return postRaw(base, path, { ...headers, 'content-type': 'application/json' }, payload, agent);
}

function postRaw(
  base: string,
  path: string,
  headers: Record<string, string>,
  payload: Buffer,
  agent?: http.Agent,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method: 'POST',
        agent: agent ?? false,
        headers: { ...headers, 'content-length': String(payload.length) },
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`POST ${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}
