import { expect, it } from 'vitest';
import { bearer, useTestApp, describeEachDatabase, ORIGIN } from './helpers/harness';
import { fillParams, listApiRoutes, listProcedures } from './helpers/surface';

// Known failure: CORS open to any origin with credentials (the origin echoed back in
// Access-Control-Allow-Origin with Allow-Credentials). The storefront and the API share one
// origin, so no cross-origin grant is needed at all: no route may answer with any CORS grant,
// to a simple request or to a preflight, whatever origin asks.

const ORIGINS = [
  'https://evil.example',
  'null',
  'http://localhost:3000.evil.example',
  'https://navijewels.in.evil.example',
  ORIGIN,
];

function grants(headers: Record<string, unknown>): string[] {
  return Object.keys(headers).filter((h) => h.toLowerCase().startsWith('access-control-allow-'));
}

describeEachDatabase('CORS', (dialect) => {
  const { t } = useTestApp(dialect);

  it('grants no origin anything on any REST route, simple or preflighted, signed in or not', async () => {
    const routes = listApiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(15);
    const token = await t.adminToken();
    for (const r of routes) {
      const url = fillParams(r.url, '1');
      for (const origin of ORIGINS) {
        const preflight = await t.app.inject({
          method: 'OPTIONS',
          url,
          headers: {
            origin,
            'access-control-request-method': r.method,
            'access-control-request-headers': 'authorization, content-type',
          },
        });
        expect(grants(preflight.headers), `OPTIONS ${url} from ${origin}`).toEqual([]);
        expect(preflight.statusCode, `OPTIONS ${url}`).not.toBe(204);

        const simple = await t.app.inject({
          method: r.method as 'GET',
          url,
          // (not signed in on the logout paths, which would end the session used here)
          headers: { origin, ...(/logout/i.test(r.url) ? {} : { cookie: `adminToken=${token}`, ...bearer(token) }) },
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(grants(simple.headers), `${r.method} ${url} from ${origin}`).toEqual([]);
      }
    }
  });

  it('grants nothing on tRPC either, nor on health, uploads and pages', async () => {
    const urls = [
      ...listProcedures().map((p) => `/trpc/${p.path}`),
      '/trpc/catalog.listCategories,gold.current?batch=1&input=%7B%7D',
      '/health/live',
      '/health/ready',
      '/uploads/none.webp',
      '/',
      '/gold-ring',
      '/assets/x.js',
    ];
    for (const url of urls) {
      for (const origin of ORIGINS) {
        const preflight = await t.app.inject({
          method: 'OPTIONS',
          url,
          headers: { origin, 'access-control-request-method': 'POST' },
        });
        expect(grants(preflight.headers), `OPTIONS ${url} from ${origin}`).toEqual([]);
        const get = await t.app.inject({
          method: 'GET',
          url,
          headers: { origin, cookie: `adminToken=${await t.adminToken()}` },
        });
        expect(grants(get.headers), `GET ${url} from ${origin}`).toEqual([]);
      }
    }
  });
});
