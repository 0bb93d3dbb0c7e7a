import { beforeAll, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/messages';
import { appProcedureRegistry } from '@server/app-router';
import { ADMIN_PASSWORD, ADMIN_USERNAME, bearer, describeEachDatabase, ORIGIN, useTestApp } from './helpers/harness';
import { registerShopper } from './helpers/shoppers';
import { type TrpcResult, trpcMutation, trpcQuery } from './helpers/trpc-http';

// Every procedure of the router is enumerated, so a procedure added later cannot escape: it is
// public only if it is named below, a shopper procedure only if it is named below, and anything
// else must refuse anonymous callers and shoppers as an admin procedure does.

const PUBLIC = new Set([
  'admin.login',
  'admin.loginMfa',
  'auth.signup',
  'auth.verifyUser',
  'auth.loginUser',
  'auth.sendOtp',
  'auth.forgetPassword',
  'auth.logout',
  'auth.me',
  'catalog.listCategories',
  'catalog.listProducts',
  'catalog.productById',
  'pages.product',
  'search.search',
  'search.collection',
  'search.suggest',
  'selection.list',
  'gold.current',
  'rates.list',
  'shop.info',
  'shop.bookAppointment',
  'visits.slots',
  // The catalogue's pieces for the ids a signed-out browser saved: public catalogue data only.
  'wishlist.pieces',
]);

const SHOPPER = new Set([
  'cart.list',
  'cart.add',
  'cart.setQuantity',
  'cart.remove',
  // The first version's removeFromCart: every size of the given pieces.
  'cart.removePieces',
  'cart.count',
  'auth.contact',
  'wishlist.list',
  'wishlist.ids',
  'wishlist.add',
  'wishlist.remove',
  'wishlist.merge',
]);

// The paths and kinds come from the registry; the roles expected are the lists above, not the
// policies declared, so that a procedure declared with the wrong `auth` fails here.
const procedures = [...appProcedureRegistry.values()].map(({ path, kind }) => ({ path, type: kind }));
const adminProcedures = procedures.filter((p) => !PUBLIC.has(p.path) && !SHOPPER.has(p.path));
const shopperProcedures = procedures.filter((p) => SHOPPER.has(p.path));
const publicProcedures = procedures.filter((p) => PUBLIC.has(p.path));

describeEachDatabase('authorisation of every procedure', (dialect) => {
  let shopperToken: string;
  const { t, rx } = useTestApp(dialect, { shoppers: true, env: { RATE_LIMIT_AUTH_MAX: '10000' } });
  beforeAll(async () => {
    shopperToken = (await registerShopper(t, rx)).token;
  });

  /** Calls a procedure over HTTP as the client would: queries by GET, mutations by POST, no input. */
  function call(p: { path: string; type: string }, headers: Record<string, string>): Promise<TrpcResult<unknown>> {
    if (p.type === 'query') return trpcQuery(t.app, p.path, undefined, headers);
    return trpcMutation(t.app, p.path, {}, { origin: ORIGIN, ...headers });
  }

  async function freshAdminToken(): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loginAdmin',
      payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    return res.json<{ token: string }>().token;
  }

  it('knows every procedure: the lists name only procedures that exist, and the router has all three kinds', () => {
    const paths = new Set(procedures.map((p) => p.path));
    for (const name of [...PUBLIC, ...SHOPPER]) expect(paths, `${name} is listed but does not exist`).toContain(name);
    expect(procedures.length).toBeGreaterThan(30);
    expect(adminProcedures.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        'admin.users',
        'admin.appointments',
        'admin.markAppointmentHandled',
        'catalog.createProduct',
      ]),
    );
    expect(shopperProcedures).toHaveLength(SHOPPER.size);
  });

  it('refuses every admin procedure to anonymous callers (401)', async () => {
    for (const p of adminProcedures) {
      const res = await call(p, {});
      expect(res.status, `${p.path}: ${res.raw.body}`).toBe(401);
      expect(res.error?.message, p.path).toBe(AUTH_MESSAGES.adminRequired);
    }
  });

  it('refuses every admin procedure to a signed-in shopper, by bearer and by cookie (403)', async () => {
    for (const p of adminProcedures) {
      for (const headers of [bearer(shopperToken), { cookie: `token=${shopperToken}` }]) {
        const res = await call(p, headers);
        expect(res.status, `${p.path} ${JSON.stringify(Object.keys(headers))}: ${res.raw.body}`).toBe(403);
        expect(res.error?.message, p.path).toBe(AUTH_MESSAGES.notAllowed);
      }
    }
  });

  it('refuses every admin procedure to unknown and garbage tokens', async () => {
    for (const p of adminProcedures) {
      for (const headers of [bearer('x'.repeat(43)), { cookie: 'adminToken=forged' }, { authorization: 'Bearer' }]) {
        const res = await call(p, headers);
        expect(res.status, `${p.path}: ${res.raw.body}`).toBe(401);
      }
    }
  });

  it('lets the admin through every admin procedure (no 401 or 403)', async () => {
    for (const p of adminProcedures) {
      const res = await call(p, bearer(await freshAdminToken()));
      expect([401, 403], `${p.path}: ${res.raw.body}`).not.toContain(res.status);
      expect(res.status, `${p.path}: ${res.raw.body}`).toBeLessThan(500);
    }
  });

  it('refuses every shopper procedure to anonymous callers, revoked sessions and the admin token (401)', async () => {
    const revoked = (await registerShopper(t, rx)).token;
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(revoked) })).statusCode).toBe(200);
    const adminToken = await freshAdminToken();
    for (const p of shopperProcedures) {
      const anonymous = await call(p, {});
      expect(anonymous.status, `${p.path}: ${anonymous.raw.body}`).toBe(401);
      expect(anonymous.error?.message, p.path).toBe(AUTH_MESSAGES.loginFirst);
      for (const headers of [bearer(revoked), { cookie: `token=${revoked}` }, bearer(adminToken)]) {
        const res = await call(p, headers);
        expect(res.status, `${p.path}: ${res.raw.body}`).toBe(401);
        expect(res.error?.message, p.path).toBe(AUTH_MESSAGES.sessionExpired);
      }
    }
  });

  it('lets a shopper through every shopper procedure (no 401 or 403)', async () => {
    for (const p of shopperProcedures) {
      const res = await call(p, bearer(shopperToken));
      expect([401, 403], `${p.path}: ${res.raw.body}`).not.toContain(res.status);
      expect(res.status, `${p.path}: ${res.raw.body}`).toBeLessThan(500);
    }
  });

  it('lets anonymous callers reach every public procedure (no 401 or 403, no 500)', async () => {
    for (const p of publicProcedures) {
      const res = await call(p, {});
      expect([401, 403], `${p.path}: ${res.raw.body}`).not.toContain(res.status);
      expect(res.status, `${p.path}: ${res.raw.body}`).toBeLessThan(500);
    }
  });
});
