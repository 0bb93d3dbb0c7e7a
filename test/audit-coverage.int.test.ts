import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dateInIndia } from '@shared/schemas/appointments';
import type { AuditEntryDto, AuditListDto } from '@shared/schemas/audit';
import { appProcedureRegistry } from '@server/app-router';
import { createAdminAccount } from '@server/modules/admin/admin-accounts.service';
import { isAdminAuth } from '@server/platform/http/policy';
import { createCategory, seedProducts } from './helpers/catalog-fixtures';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  bearer,
  createTestApp,
  describeEachDatabase,
  type TestApp,
} from './helpers/harness';
import { trpcMutation } from './helpers/trpc-http';

// Audit coverage (issue 27, item 5): every admin write and every admin sign-in, refused sign-in
// and sign-out leaves an entry, written in the transaction of the change. The first test is
// generated from the procedures' declarations, so a write added later without `audit` fails it.

const DAY = 24 * 60 * 60 * 1000;

it('declares an audited entity on every admin write, the admin sign-in and the sign-out', () => {
  // The admin sign-in's two public steps: the password, and the second factor's code.
  const SIGN_INS = ['admin.login', 'admin.loginMfa'];
  const writes = [...appProcedureRegistry.values()].filter(
    (p) => p.kind === 'mutation' && (isAdminAuth(p.policy.auth) || SIGN_INS.includes(p.path)),
  );
  expect(writes.map((p) => p.path)).toEqual(
    expect.arrayContaining([...SIGN_INS, 'admin.logout', 'selection.add', 'admin.markAppointmentHandled']),
  );
  const undeclared = writes.filter((p) => !p.policy.audit).map((p) => p.path);
  expect(undeclared).toEqual([]);
  // Reads record nothing: a declaration there would promise an entry that never comes.
  const reads = [...appProcedureRegistry.values()].filter((p) => p.kind === 'query' && p.policy.audit);
  expect(reads.map((p) => p.path)).toEqual([]);
});

describeEachDatabase('audit coverage', (dialect) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let categoryId: number;
  let products: number[];
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { RATE_LIMIT_AUTH_MAX: '1000' } });
    auth = bearer(await t.adminToken());
    const category = await createCategory(t, 'Coverage Rings');
    categoryId = Number(category);
    products = (await seedProducts(t, category, ['Cov One', 'Cov Two', 'Cov Three'])).map(Number);
  });
  afterAll(async () => t.close());

  const entries = async (query: string): Promise<AuditEntryDto[]> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/audit?${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditListDto>().entries;
  };
  const total = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/audit', headers: auth });
    return res.json<AuditListDto>().total;
  };
  const signIn = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/loginAdmin', payload: { username, password } });

  it('records a selection add and remove with the members before and after', async () => {
    const [one = 0, two = 0, three = 0] = products;
    const added = await trpcMutation(
      t.app,
      'selection.add',
      { type: 'goldRings', categoryId, productIds: [one] },
      auth,
    );
    expect(added.status, added.raw.body).toBe(200);
    const more = await trpcMutation(
      t.app,
      'selection.addMore',
      { type: 'goldRings', categoryId, productIds: [one, two] },
      auth,
    );
    expect(more.status).toBe(200);
    const removed = await trpcMutation(
      t.app,
      'selection.remove',
      { type: 'goldRings', productIds: [two, three] },
      auth,
    );
    expect(removed.status).toBe(200);
    const [remove, addMore, add] = await entries('entity=selection');
    expect(add).toMatchObject({
      actor: { username: ADMIN_USERNAME, kind: 'admin' },
      action: 'update',
      before: { type: 'goldRings', productIds: [] },
      after: { type: 'goldRings', productIds: [one] },
    });
    expect(addMore).toMatchObject({ before: { productIds: [one] }, after: { productIds: [one, two] } });
    expect(remove).toMatchObject({ before: { productIds: [two] }, after: { productIds: [] } });

    // Nothing changed, nothing recorded: a piece already in, a piece not in.
    const count = await total();
    await trpcMutation(t.app, 'selection.add', { type: 'goldRings', categoryId, productIds: [one] }, auth);
    await trpcMutation(t.app, 'selection.remove', { type: 'goldRings', productIds: [three] }, auth);
    expect(await total()).toBe(count);
  });

  const book = async (showroom: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookAppointment',
      payload: {
        name: 'Meera Deshmukh',
        email: 'meera@example.in',
        mobile: '98200 14511',
        address: 'Sector 21, Nerul',
        message: 'A bridal set.',
        showroom,
        preferredDate: dateInIndia(t.deps.now() + DAY),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return Number(res.json<{ id: string }>().id);
  };

  it("records a visit's status change once, with before and after", async () => {
    const id = await book('nerul');
    const handled = await t.app.inject({ method: 'POST', url: `/api/appointments/${id}/handled`, headers: auth });
    expect(handled.statusCode, handled.body).toBe(200);
    const [entry] = await entries('entity=appointment');
    expect(entry).toMatchObject({
      actor: { username: ADMIN_USERNAME, kind: 'admin' },
      action: 'update',
      entityId: id,
      before: { status: 'new', handledAt: null },
      after: { status: 'handled' },
    });
    const row = await t.deps.db
      .selectFrom('appointments')
      .select('handled_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(entry?.after).toEqual({ status: 'handled', handledAt: Number(row.handled_at) });
    const count = await total();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/appointments/${id}/handled`, headers: auth })).statusCode,
    ).toBe(200);
    const missing = await t.app.inject({ method: 'POST', url: '/api/appointments/999999/handled', headers: auth });
    expect(missing.statusCode).toBe(404);
    expect(await total()).toBe(count);
  });

  it('records account writes: a new account and a password change, never a password', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admins',
      headers: auth,
      payload: { username: 'coverage-desk', role: 'staff', showroom: 'nerul' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { admin, temporaryPassword } = made.json<{ admin: { _id: string }; temporaryPassword: string }>();
    const token = (await signIn('coverage-desk', temporaryPassword)).json<{ token: string }>().token;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/password',
      headers: bearer(token),
      payload: { currentPassword: temporaryPassword, newPassword: 'a coverage desk long secret' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [change, create] = await entries('entity=admin');
    expect(create).toMatchObject({ action: 'create', entityId: Number(admin._id), before: null });
    expect(change).toMatchObject({
      actor: { username: 'coverage-desk', kind: 'admin' },
      action: 'update',
      entityId: Number(admin._id),
      before: { username: 'coverage-desk', role: 'staff' },
      after: { passwordReset: true },
    });
    const text = JSON.stringify(await entries(''));
    expect(text).not.toContain(temporaryPassword);
    expect(text).not.toContain('a coverage desk long secret');
  });

  it('records sign-ins, refused sign-ins (an unknown name left out) and sign-outs', async () => {
    const ok = await signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
    expect(ok.statusCode).toBe(200);
    const [signedIn] = await entries('entity=adminSession');
    expect(signedIn).toMatchObject({
      actor: { username: ADMIN_USERNAME, kind: 'admin' },
      action: 'signIn',
      before: null,
      after: { username: ADMIN_USERNAME },
    });
    expect(typeof signedIn?.actor.id).toBe('number');
    expect(typeof signedIn?.address).toBe('string');

    expect((await signIn(ADMIN_USERNAME, 'not the password at all')).statusCode).toBe(401);
    expect((await signIn('my password typed here', 'not the password at all')).statusCode).toBe(401);
    const [unknown, wrong] = await entries('entity=adminSession&action=signInFailed');
    expect(wrong).toMatchObject({
      actor: { id: signedIn?.actor.id, username: ADMIN_USERNAME },
      entityId: signedIn?.actor.id,
    });
    expect(unknown).toMatchObject({ actor: { id: null, username: null, kind: 'admin' }, entityId: null });
    expect(JSON.stringify(unknown)).not.toContain('my password typed here');

    const token = ok.json<{ token: string }>().token;
    const out = await t.app.inject({ method: 'POST', url: '/api/logoutAdmin', headers: bearer(token) });
    expect(out.statusCode, out.body).toBe(200);
    const [signedOut] = await entries('entity=adminSession&action=signOut');
    expect(signedOut).toMatchObject({
      actor: { username: ADMIN_USERNAME, kind: 'admin' },
      before: { username: ADMIN_USERNAME },
      after: null,
    });
  });

  it('records a second factor: enrolment started and confirmed, a sign-in by code and a wrong code', async () => {
    const password = 'a coverage two-step secret';
    await createAdminAccount(t.deps.db, t.deps.passwords, 'coverage-mfa', password, Date.now());
    const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    const code = (secret: string) => {
      t.advance(30_000);
      return generate({ secret, epoch: Math.floor(t.deps.now() / 1000) });
    };
    const headers = bearer((await signIn('coverage-mfa', password)).json<{ token: string }>().token);
    const setup = await post('/api/admin/mfa/setup', undefined, headers);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    expect((await post('/api/admin/mfa/confirm', { code: await code(secret) }, headers)).statusCode).toBe(200);
    const [confirmed, started] = await entries('entity=admin&actor=coverage-mfa');
    expect(started).toMatchObject({ before: { mfa: false }, after: { mfa: false, mfaPending: true } });
    expect(confirmed).toMatchObject({ before: { mfa: false }, after: { mfa: true } });
    expect(JSON.stringify([started, confirmed])).not.toContain(secret);

    const challenge = (await signIn('coverage-mfa', password)).json<{ challenge: string }>().challenge;
    expect((await post('/api/loginAdmin/mfa', { challenge, code: '000000' })).statusCode).toBe(401);
    expect((await post('/api/loginAdmin/mfa', { challenge, code: await code(secret) })).statusCode).toBe(200);
    const [signedIn, refused] = await entries('entity=adminSession&actor=coverage-mfa');
    expect(refused).toMatchObject({ action: 'signInFailed', actor: { username: 'coverage-mfa' } });
    expect(signedIn).toMatchObject({
      action: 'signIn',
      actor: { username: 'coverage-mfa' },
      entityId: refused?.entityId,
    });
  });

  it('leaves neither the change nor its entry behind when the write fails after the audit hook', async () => {
    // A subscriber after the audit log's that fails: the entry was written, then rolled back.
    const f = await createTestApp(dialect);
    try {
      const headers = bearer(await f.adminToken());
      const category = await createCategory(f, 'Failing Rings');
      const [piece = 0] = (await seedProducts(f, category, ['Fail One'])).map(Number);
      const before = await f.app.inject({ method: 'GET', url: '/api/audit', headers });
      f.deps.hooks.onEvery(async () => Promise.reject(new Error('a later reaction failed')));
      const add = { type: 'goldRings', categoryId: Number(category), productIds: [piece] };
      expect((await trpcMutation(f.app, 'selection.add', add, headers)).status).toBe(500);
      const after = await f.app.inject({ method: 'GET', url: '/api/audit', headers });
      expect(after.json<AuditListDto>().total).toBe(before.json<AuditListDto>().total);
      const members = await f.deps.db.selectFrom('selection_items').select('product_id').execute();
      expect(members).toEqual([]);
    } finally {
      await f.close();
    }
  });
});
