import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_LIFETIMES_MS, COOKIE_NAMES } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages';
import { countAdmins, findAdminCredentials } from '@server/modules/admin/admin.repo';
import { ensureAdmin } from '@server/modules/admin/admin-accounts.service';
import { hashToken } from '@server/platform/crypto/tokens';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  bearer,
  createTestApp,
  describeEachDatabase,
  type TestApp,
} from './helpers/harness';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

describeEachDatabase('admin sign-in', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { RATE_LIMIT_AUTH_MAX: '6' } });
  });
  afterAll(async () => t.close());

  const login = (username: unknown, password: unknown, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/loginAdmin', payload: { username, password }, remoteAddress: ip });

  it('signs in with the right credentials: token in the body and an HttpOnly cookie, its hash stored', async () => {
    const res = await login(ADMIN_USERNAME, ADMIN_PASSWORD, '10.0.0.2');
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.cookies.find((c) => c.name === COOKIE_NAMES.adminSession);
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(COOKIE_LIFETIMES_MS.admin / 1000);
    const rows = await t.deps.db.selectFrom('admin_sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);

    const meByCookie = await trpcQuery<{ username: string }>(t.app, 'admin.me', undefined, {
      cookie: `adminToken=${token}`,
    });
    expect(meByCookie.data?.username).toBe(ADMIN_USERNAME);
    const meByBearer = await trpcQuery<{ username: string }>(t.app, 'admin.me', undefined, bearer(token));
    expect(meByBearer.data?.username).toBe(ADMIN_USERNAME);
  });

  it('gives the same answer for a wrong username and a wrong password', async () => {
    const wrongPassword = await login(ADMIN_USERNAME, 'not the password', '10.0.0.3');
    const wrongUser = await login('nobody', ADMIN_PASSWORD, '10.0.0.3');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: AUTH_MESSAGES.adminLoginFailed });
    expect(wrongUser.json()).toEqual(wrongPassword.json());
    const empty = await login('', '', '10.0.0.3');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: AUTH_MESSAGES.usernameRequired });
  });

  it('refuses an expired session', async () => {
    const { token } = (await login(ADMIN_USERNAME, ADMIN_PASSWORD, '10.0.0.4')).json<{ token: string }>();
    expect((await trpcQuery(t.app, 'admin.me', undefined, bearer(token))).status).toBe(200);
    t.advance(COOKIE_LIFETIMES_MS.admin + 1);
    const expired = await trpcQuery(t.app, 'admin.me', undefined, bearer(token));
    expect(expired.status).toBe(401);
    expect(expired.error?.message).toBe(AUTH_MESSAGES.adminSessionExpired);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/updateGold',
      headers: bearer(token),
      payload: { price: 1 },
    });
    expect(write.statusCode).toBe(401);
  });

  it('revokes the session on logout and clears the cookie', async () => {
    const { token } = (await login(ADMIN_USERNAME, ADMIN_PASSWORD, '10.0.0.5')).json<{ token: string }>();
    const out = await t.app.inject({ method: 'POST', url: '/api/logoutAdmin', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === COOKIE_NAMES.adminSession)?.value).toBe('');
    expect((await trpcQuery(t.app, 'admin.me', undefined, bearer(token))).status).toBe(401);
    expect((await trpcMutation(t.app, 'admin.logout', undefined, bearer(token))).status).toBe(401);
  });

  it('limits failures per address with 429, and per account and address: other addresses still get in', async () => {
    let last = await login(ADMIN_USERNAME, 'wrong', '10.9.9.9');
    for (let i = 0; i < 6; i++) last = await login(ADMIN_USERNAME, 'wrong', '10.9.9.9');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    // The failures of one address lock out that address only: the admin elsewhere signs in.
    const elsewhere = await login(ADMIN_USERNAME, ADMIN_PASSWORD, '10.8.8.8');
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('admin bootstrap at start', () => {
  it('creates the configured admin, a development admin once, and refuses production without one', async () => {
    const t = await createTestApp('sqlite');
    try {
      const { db, passwords } = t.deps;
      const messages: string[] = [];
      await db.deleteFrom('admins').execute();
      await expect(
        ensureAdmin(
          db,
          passwords,
          { ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined, isProduction: true },
          Date.now(),
          (m) => messages.push(m),
        ),
      ).rejects.toThrow(/ADMIN_USERNAME and ADMIN_PASSWORD/);
      expect(await countAdmins(db)).toBe(0);

      await ensureAdmin(
        db,
        passwords,
        { ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined, isProduction: false },
        Date.now(),
        (m) => messages.push(m),
      );
      expect(await countAdmins(db)).toBe(1);
      const generated = /password "([^"]+)"/.exec(messages[0] ?? '')?.[1];
      expect(generated).toBeTruthy();
      const stored = await findAdminCredentials(db, 'admin');
      expect(stored?.passwordHash).toMatch(/^scrypt\$/);
      expect(await passwords.verify(generated!, stored!.passwordHash)).toBe(true);
      await ensureAdmin(
        db,
        passwords,
        { ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined, isProduction: false },
        Date.now(),
        (m) => messages.push(m),
      );
      expect(await countAdmins(db)).toBe(1);
      expect(messages).toHaveLength(1);

      await ensureAdmin(
        db,
        passwords,
        { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'a-long-secret-password', isProduction: true },
        Date.now(),
        (m) => messages.push(m),
      );
      expect(await findAdminCredentials(db, 'owner')).toBeTruthy();
      expect(messages.at(-1)).not.toContain('a-long-secret-password');
    } finally {
      await t.close();
    }
  });
});
