import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/messages';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/platform/db/connect';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  describeEachDatabase,
  TEST_MYSQL_URL,
  testConfig,
  useTestApp,
} from './helpers/harness';
import { accountIdOf, registerShopper } from './helpers/shoppers';

// Issue 24, finding 20: the per-account slowdown did not bound guesses made in parallel (60 wrong
// passwords for one shopper from 60 addresses, 30 at a time, were all checked). Against a started
// server behind a trusted proxy, each guess from its own client address (X-Forwarded-For).

const BOUND = 20;
const RESERVE = 5;
/** What strangers may spend: the rest of the bound is kept for addresses the account signed in from. */
const STRANGERS = BOUND - RESERVE;
const GUESSES = 130;

const ENV = {
  TRUST_PROXY: '1',
  PASSWORD_FAILURES_PER_ACCOUNT: String(BOUND),
  PASSWORD_FAILURES_KNOWN_ADDRESS_RESERVE: String(RESERVE),
  // Neither the slowdown nor the hashing queue may hide how many guesses were checked.
  SIGN_IN_SLOWDOWN_MAX_MS: '0',
  HASH_QUEUE_LIMIT: '1000',
};

async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describeEachDatabase('finding 20: the password checks of one account are bounded', (dialect) => {
  const { t, rx } = useTestApp(dialect, { shoppers: true, env: { ...ENV } });

  let base = '';
  const listening = async () => {
    base ||= await listenOn(t.app);
    return base;
  };

  /** A second instance on the same database, as behind a load balancer. */
  const secondInstance = async () => {
    let url: string | undefined;
    if (dialect === 'mysql') {
      const { rows } = await sql<{ name: string }>`select database() as name`.execute(t.deps.db);
      const mysqlUrl = new URL(TEST_MYSQL_URL ?? '');
      mysqlUrl.pathname = `/${rows[0]?.name ?? ''}`;
      url = mysqlUrl.toString();
    }
    const database = openDatabase({ url, sqliteFile: path.join(t.dataDir, 'test.sqlite'), poolSize: 5 });
    const { app } = await buildApp({
      config: testConfig(t.dataDir, { ...rx.env, ...ENV }),
      database,
      logger: false,
      clientDir: path.join(t.dataDir, 'no-client'),
    });
    await app.ready();
    return {
      base: await listenOn(app),
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  };

  const post = async (path: string, payload: object, from: string, at?: string) => {
    const res = await fetch(`${at ?? (await listening())}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(payload),
    });
    const body: unknown = await res.json();
    return { status: res.status, body };
  };
  const shopperLogin = (phoneEmail: string, password: string, from: string, at?: string) =>
    post('/api/loginUser', { phoneEmail, password }, from, at);
  const adminLogin = (password: string, from: string) =>
    post('/api/loginAdmin', { username: ADMIN_USERNAME, password }, from);

  /** `GUESSES` wrong passwords at once, each from an address of its own. */
  const storm = (guess: (i: number, from: string) => Promise<{ status: number; body: unknown }>, net: number) =>
    Promise.all(Array.from({ length: GUESSES }, (_, i) => guess(i, `10.${net}.${i >> 8}.${i & 255}`)));
  const tally = (answers: Array<{ status: number }>) => {
    const counts: Record<number, number> = {};
    for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
    return counts;
  };
  const failuresOf = async (accountKey: string) =>
    (
      await t.deps.db
        .selectFrom('password_failures')
        .select('failures')
        .where('account_key', '=', accountKey)
        .executeTakeFirst()
    )?.failures;
  const spent = { message: AUTH_MESSAGES.accountAttemptsSpent };

  it('checks at most the strangers’ share of 130 parallel guesses; the owner still gets in from home', async () => {
    const { shopper } = await registerShopper(t, rx);
    const key = `user:${await accountIdOf(t, shopper.email)}`;
    const home = '2001:db8:20:1::10';
    expect((await shopperLogin(shopper.email, shopper.password, home)).status).toBe(200);

    const answers = await storm((i, from) => shopperLogin(shopper.email, `wrong password ${i}`, from), 21);
    expect(tally(answers)).toEqual({ 401: STRANGERS, 429: GUESSES - STRANGERS });
    for (const a of answers.filter((x) => x.status === 429)) expect(a.body).toEqual(spent);
    expect(Number(await failuresOf(key))).toBe(STRANGERS);

    // From an address it never signed in from, the right password is refused as a wrong one is.
    const right = await shopperLogin(shopper.phone, shopper.password, '192.0.2.77');
    const wrong = await shopperLogin(shopper.phone, 'wrong password again', '192.0.2.78');
    expect([right, wrong]).toEqual([
      { status: 429, body: spent },
      { status: 429, body: spent },
    ]);

    // From home (another address of the same IPv6 /64) it gets in, and the count is forgotten.
    const back = await shopperLogin(shopper.email, shopper.password, '2001:db8:20:1::99');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await failuresOf(key)).toBeUndefined();
  });

  it('counts home’s wrong passwords too, up to the whole bound; a reset by code restores sign-in', async () => {
    const { shopper } = await registerShopper(t, rx);
    const home = '198.51.100.20';
    expect((await shopperLogin(shopper.email, shopper.password, home)).status).toBe(200);
    expect(tally(await storm((i, from) => shopperLogin(shopper.email, `guess ${i}`, from), 22))).toEqual({
      401: STRANGERS,
      429: GUESSES - STRANGERS,
    });
    const fromHome = await Promise.all(
      Array.from({ length: 2 * RESERVE }, (_, i) => shopperLogin(shopper.email, `typo ${i}`, home)),
    );
    expect(tally(fromHome)).toEqual({ 401: RESERVE, 429: RESERVE });
    // BOUND checks in all: now home is refused too, and only a reset lets the owner in.
    expect(await shopperLogin(shopper.email, shopper.password, home)).toEqual({ status: 429, body: spent });

    const fresh = '192.0.2.120';
    expect((await post('/api/sendOtp', { phoneEmail: shopper.email }, fresh)).status).toBe(200);
    const newPassword = 'saffron-and-pistachio-7';
    const reset = await post(
      '/api/forgetPassword',
      { phoneEmail: shopper.email, otp: await rx.emailCode(shopper.email), password: newPassword },
      fresh,
    );
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await shopperLogin(shopper.email, newPassword, '192.0.2.121')).status).toBe(200);
  });

  it('bounds an admin’s password checks the same way', async () => {
    const office = '198.51.100.30';
    expect((await adminLogin(ADMIN_PASSWORD, office)).status).toBe(200);
    const answers = await storm((i, from) => adminLogin(`wrong admin password ${i}`, from), 23);
    expect(tally(answers)).toEqual({ 401: STRANGERS, 429: GUESSES - STRANGERS });
    expect(await adminLogin(ADMIN_PASSWORD, '192.0.2.130')).toEqual({ status: 429, body: spent });
    expect((await adminLogin(ADMIN_PASSWORD, office)).status).toBe(200);
  });

  it('keeps one bound across two instances on one database', async () => {
    const other = await secondInstance();
    try {
      const { shopper } = await registerShopper(t, rx);
      const home = '198.51.100.40';
      expect((await shopperLogin(shopper.email, shopper.password, home, other.base)).status).toBe(200);
      const answers = await storm(
        (i, from) => shopperLogin(shopper.email, `guess ${i}`, from, i % 2 ? other.base : undefined),
        24,
      );
      expect(tally(answers)).toEqual({ 401: STRANGERS, 429: GUESSES - STRANGERS });
      // The address the account signed in from on one instance is known to the other.
      expect((await shopperLogin(shopper.email, shopper.password, home)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

it('refuses to start with a reserve that leaves strangers no checks', () => {
  const bound = (per: string, reserve: string) => () =>
    loadConfig({ PASSWORD_FAILURES_PER_ACCOUNT: per, PASSWORD_FAILURES_KNOWN_ADDRESS_RESERVE: reserve });
  expect(bound('10', '10')).toThrow(/PASSWORD_FAILURES_KNOWN_ADDRESS_RESERVE: must be less than/);
  expect(bound('10', '9')).not.toThrow();
});
