import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_NAMES, LEGACY_COOKIE_NAMES } from '@shared/constants';
import { bearer, createTestApp, describeEachDatabase, ORIGIN, type TestApp } from './helpers/harness';
import { startReceivers, type Receivers } from './helpers/receivers';
import { registerShopper } from './helpers/shoppers';

// Which cookies carry a session (issue 24 finding 14, issue 26 point 3). Our own session cookies
// are named apart from the readable `token` and `adminToken` cookies that the first version's
// client writes itself, so the browser keeps both. In production only the `__Host-` names are
// read from cookies; the first client's cookies only with LEGACY_CLIENT_COOKIES=1. Bearer tokens
// are unaffected everywhere.

const HOST = '__Host-';

type Mode = 'development' | 'production' | 'production with LEGACY_CLIENT_COOKIES=1';

const MODES: Array<{ mode: Mode; env: Record<string, string> }> = [
  { mode: 'development', env: {} },
  { mode: 'production', env: { NODE_ENV: 'production' } },
  { mode: 'production with LEGACY_CLIENT_COOKIES=1', env: { NODE_ENV: 'production', LEGACY_CLIENT_COOKIES: '1' } },
];

/** Which cookie names each mode reads a session from. */
function expectedReads(mode: Mode): Record<string, boolean> {
  const production = mode !== 'development';
  const legacy = mode !== 'production';
  return {
    [`${HOST}${COOKIE_NAMES.adminSession}`]: true,
    [COOKIE_NAMES.adminSession]: !production,
    [LEGACY_COOKIE_NAMES.adminToken]: legacy,
    [`${HOST}${LEGACY_COOKIE_NAMES.adminToken}`]: false,
  };
}

describeEachDatabase('session cookie names', (dialect) => {
  for (const { mode, env } of MODES) {
    describe(mode, () => {
      let t: TestApp;
      let rx: Receivers;
      let shopperToken: string;

      beforeAll(async () => {
        rx = await startReceivers();
        t = await createTestApp(dialect, { env: { ...rx.env, RATE_LIMIT_AUTH_MAX: '1000', ...env } });
        shopperToken = (await registerShopper(t, rx)).token;
      });
      afterAll(async () => {
        await t.close();
        await rx.close();
      });

      it('sets session cookies under names the first client never writes', async () => {
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/loginAdmin',
          payload: { username: 'curator', password: 'correct horse battery staple' },
        });
        expect(login.statusCode).toBe(200);
        const names = login.cookies.map((c) => c.name);
        const production = mode !== 'development';
        expect(names).toEqual([production ? `${HOST}${COOKIE_NAMES.adminSession}` : COOKIE_NAMES.adminSession]);
        for (const legacy of Object.values(LEGACY_COOKIE_NAMES)) expect(names).not.toContain(legacy);
      });

      it('reads an admin session from the cookie names of its mode only', async () => {
        const token = await t.adminToken();
        for (const [name, accepted] of Object.entries(expectedReads(mode))) {
          const res = await t.app.inject({
            method: 'GET',
            url: '/api/getAllUser?page=1',
            headers: { cookie: `${name}=${token}` },
          });
          expect(res.statusCode, name).toBe(accepted ? 200 : 401);
        }
        // The bearer token works in every mode.
        const byBearer = await t.app.inject({ method: 'GET', url: '/api/getAllUser?page=1', headers: bearer(token) });
        expect(byBearer.statusCode).toBe(200);
      });

      it('reads a shopper session from the cookie names of its mode only', async () => {
        const production = mode !== 'development';
        const legacy = mode !== 'production';
        const cases: Record<string, boolean> = {
          [`${HOST}${COOKIE_NAMES.userSession}`]: true,
          [COOKIE_NAMES.userSession]: !production,
          [LEGACY_COOKIE_NAMES.userToken]: legacy,
          [`${HOST}${LEGACY_COOKIE_NAMES.userToken}`]: false,
        };
        for (const [name, accepted] of Object.entries(cases)) {
          const res = await t.app.inject({
            method: 'GET',
            url: '/api/cart',
            headers: { cookie: `${name}=${shopperToken}` },
          });
          expect(res.statusCode, name).toBe(accepted ? 200 : 401);
        }
      });

      it("checks the origin of a write made with the first client's cookie, where it is read", async () => {
        const token = await t.adminToken();
        const write = (origin: string) =>
          t.app.inject({
            method: 'POST',
            url: '/api/createCategory',
            headers: { cookie: `${LEGACY_COOKIE_NAMES.adminToken}=${token}`, origin },
            payload: { name: `Cookie ${mode} ${origin.length}` },
          });
        const read = mode !== 'production';
        expect((await write('https://evil.example')).statusCode).toBe(read ? 403 : 401);
        expect((await write(ORIGIN)).statusCode).toBe(read ? 201 : 401);
      });
    });
  }
});
