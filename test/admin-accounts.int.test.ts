import { beforeAll, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/messages';
import { ADMIN_ACCOUNT_MESSAGES } from '@shared/messages/admin-accounts';
import { ADMIN_USERNAME, bearer, describeEachDatabase, ORIGIN, useTestApp } from './helpers/harness';
import { changedTables, snapshotDatabase } from './helpers/db-snapshot';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

// Admin accounts managed by owners (issue 27): created with a temporary password that must be
// changed before anything else, disabled or demoted (their sessions end), the last enabled owner
// kept, passwords reset; over REST and tRPC, each write in the audit log.

interface AdminWire {
  _id: string;
  username: string;
  role: string;
  showroom: string | null;
  disabled: boolean;
  mfa: boolean;
  lastSignInAt: string | null;
}

describeEachDatabase('admin accounts', (dialect) => {
  const { t } = useTestApp(dialect, { env: { RATE_LIMIT_AUTH_MAX: '10000' } });
  let owner: Record<string, string>;
  beforeAll(async () => {
    owner = bearer(await t.adminToken());
  });

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function create(username: string, role = 'staff', showroom?: string) {
    const res = await inject('POST', '/api/admins', owner, { username, role, ...(showroom ? { showroom } : {}) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ admin: AdminWire; temporaryPassword: string }>();
  }
  async function signIn(username: string, password: string) {
    return t.app.inject({ method: 'POST', url: '/api/loginAdmin', payload: { username, password } });
  }
  async function tokenOf(username: string, password: string): Promise<Record<string, string>> {
    const res = await signIn(username, password);
    expect(res.statusCode, res.body).toBe(200);
    return bearer(res.json<{ token: string }>().token);
  }
  /** A new account whose holder has set their own password, signed in. */
  async function ready(username: string, role = 'staff') {
    const { admin, temporaryPassword } = await create(username, role);
    const headers = await tokenOf(username, temporaryPassword);
    const password = `${username} own long secret`;
    const changed = await inject('POST', '/api/admin/password', headers, {
      currentPassword: temporaryPassword,
      newPassword: password,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    return { id: admin._id, headers, password };
  }

  it('creates an account with a temporary password and lists every account', async () => {
    const { admin, temporaryPassword } = await create('nerul.desk', 'staff', 'nerul');
    expect(admin).toMatchObject({ username: 'nerul.desk', role: 'staff', showroom: 'nerul', disabled: false });
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
    const list = await inject('GET', '/api/admins', owner);
    expect(list.statusCode, list.body).toBe(200);
    const admins = list.json<{ admins: AdminWire[] }>().admins;
    expect(admins.find((a) => a.username === 'nerul.desk')).toEqual({
      _id: admin._id,
      username: 'nerul.desk',
      role: 'staff',
      showroom: 'nerul',
      disabled: false,
      mfa: false,
      lastSignInAt: null,
    });
    expect(admins.find((a) => a.username === ADMIN_USERNAME)).toMatchObject({ role: 'owner', disabled: false });
    const again = await inject('POST', '/api/admins', owner, { username: 'nerul.desk', role: 'owner' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ADMIN_ACCOUNT_MESSAGES.duplicate });
  });

  it('lets a temporary password sign in, and nothing else until it is changed', async () => {
    const { temporaryPassword } = await create('first.day');
    const headers = await tokenOf('first.day', temporaryPassword);
    const before = await snapshotDatabase(t.deps.db, dialect);
    for (const url of ['/api/appointments', '/api/getAllUser?page=1']) {
      const res = await inject('GET', url, headers);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: ADMIN_ACCOUNT_MESSAGES.mustChangePassword });
    }
    const trpc = await trpcQuery(t.app, 'admin.users', { page: 1 }, headers);
    expect(trpc.status).toBe(403);
    expect(trpc.error?.message).toBe(ADMIN_ACCOUNT_MESSAGES.mustChangePassword);
    const write = await trpcMutation(t.app, 'admin.markAppointmentHandled', { id: 1 }, headers);
    expect(write.error?.message).toBe(ADMIN_ACCOUNT_MESSAGES.mustChangePassword);
    expect(changedTables(before, await snapshotDatabase(t.deps.db, dialect))).toEqual([]);
    // Who am I says so, for the dashboard's change screen.
    const me = await trpcQuery<{ temporaryPassword: boolean }>(t.app, 'admin.me', undefined, headers);
    expect(me.data?.temporaryPassword).toBe(true);

    const wrong = await inject('POST', '/api/admin/password', headers, {
      currentPassword: 'not the temporary one',
      newPassword: 'my own long secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: ADMIN_ACCOUNT_MESSAGES.currentPasswordWrong });
    const short = await inject('POST', '/api/admin/password', headers, {
      currentPassword: temporaryPassword,
      newPassword: 'short',
    });
    expect(short.json()).toEqual({ message: ADMIN_ACCOUNT_MESSAGES.newPasswordTooShort });

    const changed = await inject('POST', '/api/admin/password', headers, {
      currentPassword: temporaryPassword,
      newPassword: 'my own long secret',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ message: ADMIN_ACCOUNT_MESSAGES.passwordChanged });
    expect((await inject('GET', '/api/appointments', headers)).statusCode).toBe(200);
    expect((await signIn('first.day', temporaryPassword)).statusCode).toBe(401);
    expect((await signIn('first.day', 'my own long secret')).statusCode).toBe(200);
    const listed = (await inject('GET', '/api/admins', owner)).json<{ admins: AdminWire[] }>().admins;
    expect(listed.find((a) => a.username === 'first.day')?.lastSignInAt).toEqual(expect.any(String));
  });

  it('lets a temporary password sign out over REST as over tRPC', async () => {
    const { temporaryPassword } = await create('second.day');
    const headers = await tokenOf('second.day', temporaryPassword);
    const out = await inject('POST', '/api/logoutAdmin', headers);
    expect(out.statusCode, out.body).toBe(200);
    expect((await inject('GET', '/api/appointments', headers)).statusCode).toBe(401);
  });

  it('ends the sessions of an account when it is disabled, and it cannot sign in until enabled', async () => {
    const staff = await ready('leaving.soon');
    expect((await inject('GET', '/api/appointments', staff.headers)).statusCode).toBe(200);
    const cookieSession = (await tokenOf('leaving.soon', staff.password)).authorization?.slice(7) ?? '';
    const off = await inject('PATCH', `/api/admins/${staff.id}`, owner, { disabled: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<{ admin: AdminWire }>().admin.disabled).toBe(true);
    const after = await inject('GET', '/api/appointments', staff.headers);
    expect(after.statusCode).toBe(401);
    const byCookie = await inject('GET', '/api/appointments', {
      cookie: `adminToken=${cookieSession}`,
      origin: ORIGIN,
    });
    expect(byCookie.statusCode).toBe(401);
    const refused = await signIn('leaving.soon', staff.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: AUTH_MESSAGES.adminLoginFailed });
    const on = await inject('PATCH', `/api/admins/${staff.id}`, owner, { disabled: false });
    expect(on.statusCode, on.body).toBe(200);
    expect((await signIn('leaving.soon', staff.password)).statusCode).toBe(200);
  });

  it('ends the sessions of an owner made staff; staff then gets 403 on owner work', async () => {
    const second = await ready('second.owner', 'owner');
    expect((await inject('GET', '/api/admins', second.headers)).statusCode).toBe(200);
    const demoted = await trpcMutation<{ admin: { role: string } }>(
      t.app,
      'admins.update',
      { id: Number(second.id), role: 'staff' },
      owner,
    );
    expect(demoted.status, demoted.raw.body).toBe(200);
    expect(demoted.data?.admin.role).toBe('staff');
    expect((await inject('GET', '/api/admins', second.headers)).statusCode).toBe(401);
    const again = await tokenOf('second.owner', second.password);
    const refused = await inject('GET', '/api/admins', again);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: AUTH_MESSAGES.noPermission });
  });

  it('keeps the last enabled owner: neither disabled nor demoted (409), and nothing changes', async () => {
    const accounts = (await inject('GET', '/api/admins', owner)).json<{ admins: AdminWire[] }>().admins;
    const owners = accounts.filter((a) => a.role === 'owner' && !a.disabled);
    expect(owners.map((a) => a.username)).toEqual([ADMIN_USERNAME]);
    const self = owners[0]?._id ?? '';
    const before = await snapshotDatabase(t.deps.db, dialect);
    for (const change of [{ disabled: true }, { role: 'staff' }, { role: 'staff', disabled: true }]) {
      const res = await inject('PATCH', `/api/admins/${self}`, owner, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json()).toEqual({ message: ADMIN_ACCOUNT_MESSAGES.lastOwner });
    }
    expect(changedTables(before, await snapshotDatabase(t.deps.db, dialect))).toEqual([]);
    expect((await inject('GET', '/api/admins', owner)).statusCode).toBe(200);

    // With another enabled owner, the first may step down.
    const other = await ready('co.owner', 'owner');
    const down = await inject('PATCH', `/api/admins/${other.id}`, owner, { disabled: true });
    expect(down.statusCode, down.body).toBe(200);
  });

  it('resets a password: a new temporary one, the old sessions ended', async () => {
    const staff = await ready('forgetful');
    const res = await inject('POST', `/api/admins/${staff.id}/resetPassword`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const { temporaryPassword } = res.json<{ temporaryPassword: string }>();
    expect((await inject('GET', '/api/appointments', staff.headers)).statusCode).toBe(401);
    expect((await signIn('forgetful', staff.password)).statusCode).toBe(401);
    const fresh = await tokenOf('forgetful', temporaryPassword);
    const blocked = await inject('GET', '/api/appointments', fresh);
    expect(blocked.json()).toEqual({ message: ADMIN_ACCOUNT_MESSAGES.mustChangePassword });
    expect((await inject('POST', '/api/admins/999999/resetPassword', owner)).statusCode).toBe(404);
  });

  it('records every account write in the audit log, never a password', async () => {
    const { admin } = await create('audited', 'staff', 'kharghar');
    await inject('PATCH', `/api/admins/${admin._id}`, owner, { showroom: 'nerul' });
    const res = await inject('GET', '/api/audit?entity=admin', owner);
    expect(res.statusCode, res.body).toBe(200);
    const entries = res
      .json<{ entries: Array<{ action: string; entityId: number; before: unknown; after: unknown }> }>()
      .entries.filter((e) => e.entityId === Number(admin._id));
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]?.before).toMatchObject({ showroom: 'kharghar' });
    expect(entries[0]?.after).toMatchObject({ showroom: 'nerul', role: 'staff', username: 'audited' });
    expect(entries[1]?.before).toBeNull();
    expect(res.body).not.toMatch(/password_hash|scrypt|temporaryPassword/);
    const verify = await inject('GET', '/api/audit/verify', owner);
    expect(verify.json()).toMatchObject({ ok: true });
  });
});
