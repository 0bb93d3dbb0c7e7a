import { beforeAll, expect, it } from 'vitest';
import { dateInIndia } from '@shared/schemas/appointments';
import { AUTH_MESSAGES } from '@shared/messages';
import { createAdminAccount } from '@server/modules/admin/admin-accounts.service';
import { bearer, describeEachDatabase, ORIGIN, useTestApp } from './helpers/harness';
import { changedTables, snapshotDatabase } from './helpers/db-snapshot';
import { callProcedure, errorMessage, fillParams, listApiRoutes, listProcedures } from './helpers/surface';

// Roles (issue 27): what a staff account may reach is declared procedure by procedure (`auth:
// 'staff'`), everything else is the owner's. The procedures and REST routes are enumerated from the
// registry and Fastify's table, so a write added later is refused to staff unless it is named here.

/** What staff may do besides the owner: their session, shoppers read-only, their showroom's visits. */
const STAFF_PROCEDURES = [
  'admin.logout',
  'admin.me',
  'admin.summary',
  'admin.users',
  'admin.allUsers',
  'admin.appointments',
  'admin.markAppointmentHandled',
  'visits.setStatus',
  'admin.changePassword',
  'admin.mfaSetup',
  'admin.mfaConfirm',
  // Showroom stock (issue 28): read every showroom's, move and count their own showroom's.
  'stock.list',
  'stock.byId',
  'stock.history',
  'stock.movements',
  'stock.transfer',
  'stock.receive',
  'stock.sell',
  'stock.withdraw',
  'stock.restore',
  'stock.tally',
];
const STAFF_ROUTES = [
  'POST /api/logoutAdmin',
  'GET /api/getAllUser',
  'GET /api/appointments',
  'POST /api/appointments/:id/handled',
  'POST /api/appointments/:id/status',
  'POST /api/admin/password',
  'POST /api/admin/mfa/setup',
  'POST /api/admin/mfa/confirm',
  'GET /api/pieces',
  'GET /api/pieces/:id',
  'GET /api/pieces/:id/history',
  'POST /api/pieces/:id/transfer',
  'POST /api/pieces/:id/receive',
  'POST /api/pieces/:id/sell',
  'POST /api/pieces/:id/withdraw',
  'POST /api/pieces/:id/restore',
  'POST /api/stockTally',
  'GET /api/stockMovements',
];

const STAFF_PASSWORD = 'a staff member long secret';
const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('roles: staff and owner', (dialect) => {
  const { t } = useTestApp(dialect, { env: { RATE_LIMIT_AUTH_MAX: '10000' } });

  async function signIn(username: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loginAdmin',
      payload: { username, password: STAFF_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  }

  beforeAll(async () => {
    const { db, passwords } = t.deps;
    await createAdminAccount(db, passwords, 'anywhere', STAFF_PASSWORD, Date.now(), { role: 'staff', showroom: null });
    await createAdminAccount(db, passwords, 'nerul-desk', STAFF_PASSWORD, Date.now(), {
      role: 'staff',
      showroom: 'nerul',
    });
    // Something for the refused writes to aim at.
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/createCategory',
      headers: bearer(await t.adminToken()),
      payload: { name: 'Target' },
    });
    expect(made.statusCode, made.body).toBe(201);
  });

  const staffProcedures = () =>
    listProcedures().filter((p) => p.guard === 'admin' && STAFF_PROCEDURES.includes(p.path));
  const ownerProcedures = () =>
    listProcedures().filter((p) => p.guard === 'admin' && !STAFF_PROCEDURES.includes(p.path));

  it('declares every staff procedure `staff` and every other admin procedure `owner`', () => {
    expect(
      staffProcedures()
        .map((p) => p.path)
        .sort(),
    ).toEqual([...STAFF_PROCEDURES].sort());
    for (const p of staffProcedures()) expect(['staff', 'anyAdmin'], p.path).toContain(p.auth);
    for (const p of ownerProcedures()) expect(p.auth, p.path).toBe('owner');
    expect(ownerProcedures().map((p) => p.path)).toEqual(
      expect.arrayContaining(['catalog.createProduct', 'rates.update', 'gold.update', 'selection.add', 'audit.list']),
    );
  });

  const plausibleInput = (kind: string): unknown =>
    kind === 'query'
      ? { page: 1, id: 1, type: 'goldRings', categoryId: 1, metal: 'gold' }
      : { id: 1, name: 'Owned', price: 1, type: 'goldRings', categoryId: 1, productIds: [1] };

  it('refuses every owner procedure to staff over tRPC (403), bearer and cookie, and nothing changes', async () => {
    const token = await signIn('anywhere');
    const before = await snapshotDatabase(t.deps.db, dialect);
    for (const p of ownerProcedures()) {
      for (const headers of [bearer(token), { cookie: `adminToken=${token}`, origin: ORIGIN }]) {
        const res = await callProcedure(t.app, p, plausibleInput(p.kind), headers);
        expect(res.statusCode, `${p.path}: ${res.body}`).toBe(403);
        expect(errorMessage(res), p.path).toBe(AUTH_MESSAGES.noPermission);
      }
    }
    expect(changedTables(before, await snapshotDatabase(t.deps.db, dialect))).toEqual([]);
  });

  it('refuses every owner REST route to staff (403) before reading the body, and nothing changes', async () => {
    const token = await signIn('anywhere');
    // Admin routes are those that ask nobody for an admin sign-in; staff routes are named above.
    const adminRoutes: string[] = [];
    for (const r of listApiRoutes(t.app)) {
      const res = await t.app.inject({ method: r.method as 'GET', url: fillParams(r.url, '1') });
      if (res.statusCode === 401 && errorMessage(res) === AUTH_MESSAGES.adminRequired)
        adminRoutes.push(`${r.method} ${r.url}`);
    }
    expect(adminRoutes).toEqual(
      expect.arrayContaining([...STAFF_ROUTES, 'POST /api/createCategory', 'GET /api/audit']),
    );
    const ownerRoutes = adminRoutes.filter((r) => !STAFF_ROUTES.includes(r));
    const before = await snapshotDatabase(t.deps.db, dialect);
    for (const route of ownerRoutes) {
      const [method = 'GET', url = ''] = route.split(' ');
      const reads = method === 'GET' || method === 'DELETE';
      const res = await t.app.inject({
        method: method as 'GET',
        url: fillParams(url, '1'),
        headers: bearer(token),
        // More than any body limit: a 413 would mean the body was looked at before the role.
        ...(reads ? {} : { payload: { name: 'Owned', price: 1, padding: 'x'.repeat(t.config.JSON_BODY_LIMIT_BYTES) } }),
      });
      expect(res.statusCode, `${route}: ${res.body}`).toBe(403);
      expect(res.json(), route).toEqual({ message: AUTH_MESSAGES.noPermission });
    }
    expect(changedTables(before, await snapshotDatabase(t.deps.db, dialect))).toEqual([]);
  });

  it('refuses an owner procedure to staff before its body is read on tRPC too', async () => {
    const token = await signIn('anywhere');
    const res = await callProcedure(
      t.app,
      { path: 'catalog.createCategory', kind: 'mutation' },
      { name: 'x'.repeat(t.config.JSON_BODY_LIMIT_BYTES) },
      bearer(token),
    );
    expect(res.statusCode, res.body).toBe(403);
  });

  it('lets staff through every staff procedure, and the owner through every admin procedure', async () => {
    const staff = await signIn('anywhere');
    for (const p of staffProcedures()) {
      if (p.path === 'admin.logout') continue;
      const res = await callProcedure(t.app, p, plausibleInput(p.kind), bearer(staff));
      expect([401, 403], `${p.path}: ${res.body}`).not.toContain(res.statusCode);
    }
    // Not the writes that would end the session the other tests use.
    const ending = ['admin.logout', 'admins.resetPassword', 'admins.update'];
    for (const p of listProcedures().filter((q) => q.guard === 'admin' && !ending.includes(q.path))) {
      const res = await callProcedure(t.app, p, plausibleInput(p.kind), bearer(await t.adminToken()));
      expect([401, 403], `${p.path}: ${res.body}`).not.toContain(res.statusCode);
    }
  });

  it('tells the dashboard who is signed in and what role they have', async () => {
    const me = await callProcedure(
      t.app,
      { path: 'admin.me', kind: 'query' },
      undefined,
      bearer(await signIn('nerul-desk')),
    );
    expect(me.json<{ result: { data: unknown } }>().result.data).toMatchObject({
      username: 'nerul-desk',
      role: 'staff',
      showroom: 'nerul',
    });
    const owner = await callProcedure(
      t.app,
      { path: 'admin.me', kind: 'query' },
      undefined,
      bearer(await t.adminToken()),
    );
    expect(owner.json<{ result: { data: unknown } }>().result.data).toMatchObject({ role: 'owner', showroom: null });
  });

  it("scopes a showroom's staff to its visit requests: listed and handled there only", async () => {
    const book = async (showroom: string, name: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookAppointment',
        payload: {
          name,
          email: 'visitor@example.in',
          mobile: '98200 14511',
          address: 'Sector 21',
          message: 'A bridal set.',
          showroom,
          preferredDate: dateInIndia(Date.now() + DAY),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return String(res.json<{ id?: string; _id?: string }>().id ?? res.json<{ _id?: string }>()._id ?? '');
    };
    await book('nerul', 'Nerul Visitor');
    await book('kharghar', 'Kharghar Visitor');
    const ownerList = await t.app.inject({
      method: 'GET',
      url: '/api/appointments',
      headers: bearer(await t.adminToken()),
    });
    const all = ownerList.json<{ appointments: Array<{ _id: string; name: string; showroom: string }> }>().appointments;
    const kharghar = all.find((a) => a.name === 'Kharghar Visitor');
    const nerul = all.find((a) => a.name === 'Nerul Visitor');
    expect(kharghar && nerul).toBeTruthy();

    const staff = bearer(await signIn('nerul-desk'));
    const staffList = await t.app.inject({ method: 'GET', url: '/api/appointments', headers: staff });
    const seen = staffList.json<{ appointments: Array<{ showroom: string }>; total: number }>();
    expect(seen.appointments.length).toBeGreaterThan(0);
    expect(new Set(seen.appointments.map((a) => a.showroom))).toEqual(new Set(['nerul']));
    expect(seen.total).toBe(seen.appointments.length);

    const before = await snapshotDatabase(t.deps.db, dialect);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${kharghar?._id ?? ''}/handled`,
      headers: staff,
    });
    expect(other.statusCode, other.body).toBe(404);
    expect(changedTables(before, await snapshotDatabase(t.deps.db, dialect))).toEqual([]);
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${nerul?._id ?? ''}/handled`,
      headers: staff,
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});
