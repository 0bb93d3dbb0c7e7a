import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';
import { assertDeliveryConfigured, DEVELOPMENT_DELIVERY_MARK } from '@server/platform/delivery/delivery';
import { hashToken } from '@server/platform/crypto/tokens';
import { createCategory, seedProducts } from './helpers/catalog-fixtures';
import {
  bearer,
  createTestApp,
  describeEachDatabase,
  ORIGIN,
  TEST_MFA_ENCRYPTION_KEY,
  type TestApp,
} from './helpers/harness';
import { captureLogs, type CapturedLogs } from './helpers/log-capture';
import { startReceivers, type Receivers } from './helpers/receivers';
import { newShopper } from './helpers/shoppers';

/** Whether `text` holds `code` as a number of its own (not inside a longer run of digits). */
const holdsCode = (text: string, code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`).test(text);

function rendered(res: LightMyRequestResponse): string {
  return `${JSON.stringify(res.headers)}\n${res.body}`;
}

describeEachDatabase('no password, hash or code leaves the server', (dialect) => {
  let t: TestApp;
  let rx: Receivers;
  let logs: CapturedLogs;
  const responses: string[] = [];
  const tokens: string[] = [];

  beforeAll(async () => {
    rx = await startReceivers();
    logs = captureLogs('trace');
    t = await createTestApp(dialect, {
      env: { ...rx.env, RATE_LIMIT_AUTH_MAX: '1000', SHOP_EMAIL: 'desk@navijewels.in' },
      build: { logger: logs.logger },
    });
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  async function send(method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const res = await t.app.inject({
      method,
      url,
      headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    responses.push(rendered(res));
    return res;
  }

  it('walks every account flow over REST and tRPC, then finds no secret in a response, token or log line', async () => {
    const s = newShopper();
    const newPassword = 'pearls-and-polki-2026';
    const [categoryId] = [await createCategory(t, 'Rings')];
    const [productId] = await seedProducts(t, categoryId, ['Solitaire']);

    const signup = await send('POST', '/api/signup', {
      fullname: s.fullname,
      phone: s.phone,
      email: s.email,
      password: s.password,
    });
    const userId = signup.json<{ userId: string }>().userId;
    const signupCodes = [await rx.emailCode(s.email), await rx.smsCode(s.e164)];
    await send('POST', `/trpc/auth.verifyUser`, {
      userId,
      emailOtp: '000000' === signupCodes[0] ? '000001' : '000000',
      phoneOtp: signupCodes[1],
    });
    const verified = await send('POST', '/trpc/auth.verifyUser', {
      userId,
      emailOtp: signupCodes[0],
      phoneOtp: signupCodes[1],
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const passwordHashAtSignup = (
      await t.deps.db.selectFrom('users').select('password_hash').where('email', '=', s.email).executeTakeFirstOrThrow()
    ).password_hash;

    await send('POST', '/api/loginUser', { phoneEmail: s.email, password: 'not-the-password' });
    const byEmail = await send('POST', '/api/loginUser', { phoneEmail: s.email, password: s.password });
    const byPhone = await send('POST', '/trpc/auth.loginUser', { phoneEmail: s.phone, password: s.password });
    const token = byEmail.json<{ token: string }>().token;
    tokens.push(token, byPhone.json<{ result: { data: { token: string } } }>().result.data.token);
    await send('POST', '/api/loginUser', { token });
    await send('GET', '/trpc/auth.me', undefined, bearer(token));
    await send('POST', '/api/addToCart', { productId }, bearer(token));
    await send('GET', '/api/cart', undefined, bearer(token));
    await send(
      'POST',
      '/api/bookAppointment',
      {
        name: s.fullname,
        email: s.email,
        mobile: s.phone,
        showroom: 'nerul',
        preferredDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
        includeCart: true,
      },
      bearer(token),
    );

    await send('POST', '/api/sendOtp', { phoneEmail: s.email });
    const resetCode = await rx.emailCode(s.email);
    await send('POST', '/api/forgetPassword', {
      phoneEmail: s.email,
      otp: resetCode === '123456' ? '654321' : '123456',
      password: newPassword,
    });
    const reset = await send('POST', '/trpc/auth.forgetPassword', {
      phoneEmail: s.email,
      otp: resetCode,
      password: newPassword,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const resetToken = reset.json<{ result: { data: { token: string } } }>().result.data.token;
    tokens.push(resetToken);
    await send('POST', '/trpc/auth.logout', {}, { cookie: `token=${resetToken}`, origin: ORIGIN });
    const admin = bearer(await t.adminToken());
    await send('GET', '/api/getAllUser', undefined, admin);
    await send('GET', `/api/getAllUser?q=${encodeURIComponent(s.email)}`, undefined, admin);
    await send('GET', '/trpc/admin.users', undefined, admin);
    await send('GET', '/api/appointments', undefined, admin);

    const passwordHashNow = (
      await t.deps.db.selectFrom('users').select('password_hash').where('email', '=', s.email).executeTakeFirstOrThrow()
    ).password_hash;
    expect(passwordHashNow).not.toBe(passwordHashAtSignup);
    const codeHashes = (await t.deps.db.selectFrom('one_time_codes').select('code_hash').execute()).map(
      (r) => r.code_hash,
    );
    expect(codeHashes.length).toBeGreaterThanOrEqual(3);
    const codes = [...signupCodes, resetCode];
    const plainSecrets = [
      s.password,
      newPassword,
      passwordHashAtSignup,
      passwordHashNow,
      ...codeHashes,
      ...codeHashes.map((h) => h.split('$').at(-1) ?? h),
      ...tokens.map(hashToken),
    ];

    expect(logs.lines.length).toBeGreaterThan(20);
    const places: Array<[string, string[]]> = [
      ['response', responses],
      ['log line', logs.lines],
      ['session token', tokens],
    ];
    for (const [where, texts] of places) {
      for (const text of texts) {
        for (const secret of plainSecrets)
          expect(text.includes(secret), `a ${where} holds a secret: ${text.slice(0, 300)}`).toBe(false);
        for (const code of codes)
          expect(holdsCode(text, code), `a ${where} holds a code: ${text.slice(0, 300)}`).toBe(false);
        expect(text).not.toMatch(/scrypt\$|hs256\$/);
      }
    }
    // Tokens do not reach the log either (the redaction covers headers and cookies).
    for (const line of logs.lines) for (const tk of tokens) expect(line.includes(tk)).toBe(false);
    expect(logs.lines.some((l) => l.includes(DEVELOPMENT_DELIVERY_MARK))).toBe(false);
  });

  it('logs a delivery failure without the message or its code', async () => {
    const s = newShopper();
    const from = logs.lines.length;
    rx.failSms(502);
    try {
      const res = await send('POST', '/api/signup', {
        fullname: s.fullname,
        phone: s.phone,
        email: s.email,
        password: s.password,
      });
      // The answer does not wait for the transport; the outbox's worker meets the failure.
      expect(res.statusCode).toBe(201);
      await rx.settle();
    } finally {
      rx.failSms(null);
    }
    const smsCode = /(\d{6})/.exec(rx.refusedSms.at(-1)?.message ?? '')?.[1] ?? '';
    expect(smsCode).toMatch(/^\d{6}$/);
    const lines = logs.lines.slice(from);
    const failure = lines.find((l) => l.includes('delivery failed'));
    expect(failure).toContain('HTTP 502');
    for (const line of lines) {
      expect(holdsCode(line, smsCode)).toBe(false);
      expect(line.includes(s.password)).toBe(false);
    }
  });
});

describeEachDatabase('development delivery', (dialect) => {
  let t: TestApp;
  let logs: CapturedLogs;
  beforeAll(async () => {
    logs = captureLogs('info');
    t = await createTestApp(dialect, { env: { RATE_LIMIT_AUTH_MAX: '1000' }, build: { logger: logs.logger } });
  });
  afterAll(async () => t.close());

  it('logs messages as development deliveries when no transport is set; nothing else holds the code', async () => {
    const s = newShopper();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { fullname: s.fullname, phone: s.phone, email: s.email, password: s.password },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    await t.deps.outbox.drain();
    const deliveries = logs.lines.map(
      (l) =>
        JSON.parse(l) as { msg: string; developmentDelivery?: boolean; channel?: string; to?: string; text?: string },
    );
    const dev = deliveries.filter((d) => d.developmentDelivery);
    expect(dev.map((d) => d.channel).sort()).toEqual(['email', 'sms']);
    for (const d of dev) expect(d.msg).toContain(DEVELOPMENT_DELIVERY_MARK);
    const emailCode = /(\d{6})/.exec(dev.find((d) => d.channel === 'email')?.text ?? '')?.[1] ?? '';
    const smsCode = /(\d{6})/.exec(dev.find((d) => d.channel === 'sms' && d.to === s.e164)?.text ?? '')?.[1] ?? '';
    expect(emailCode).toMatch(/^\d{6}$/);
    for (const line of logs.lines.filter((l) => !l.includes(DEVELOPMENT_DELIVERY_MARK))) {
      expect(holdsCode(line, emailCode) || holdsCode(line, smsCode)).toBe(false);
    }
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/verifyUser/${signup.json<{ userId: string }>().userId}`,
      payload: { emailOtp: emailCode, phoneOtp: smsCode },
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });
});

describe('production start without a transport', () => {
  const base = {
    NODE_ENV: 'production',
    DATA_DIR: path.join(os.tmpdir(), 'never-created'),
    MFA_ENCRYPTION_KEY: TEST_MFA_ENCRYPTION_KEY,
  };

  it('refuses the configuration, naming each missing variable', () => {
    expect(() =>
      assertDeliveryConfigured(loadConfig({ ...base, SMS_WEBHOOK_URL: 'https://sms.example/send' })),
    ).toThrow(ConfigError);
    expect(() =>
      assertDeliveryConfigured(loadConfig({ ...base, SMS_WEBHOOK_URL: 'https://sms.example/send' })),
    ).toThrow(/SMTP_URL: is required/);
    expect(() => assertDeliveryConfigured(loadConfig({ ...base, SMTP_URL: 'smtp://mail.example:587' }))).toThrow(
      /SMS_WEBHOOK_URL: is required/,
    );
    expect(() =>
      assertDeliveryConfigured(
        loadConfig({ ...base, SMTP_URL: 'smtp://mail.example:587', SMS_WEBHOOK_URL: 'https://sms.example/send' }),
      ),
    ).not.toThrow();
    expect(() => assertDeliveryConfigured(loadConfig({ NODE_ENV: 'development' }))).not.toThrow();
  });

  it('stops `main` before it opens anything, with the variable named on stderr', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-start-'));
    try {
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: '1', // valid, and never opened: main stops first
        SMTP_URL: 'smtp://127.0.0.1:9',
        MFA_ENCRYPTION_KEY: TEST_MFA_ENCRYPTION_KEY,
        LOG_LEVEL: 'silent',
      };
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('SMS_WEBHOOK_URL: is required when NODE_ENV=production');
      expect(run.stderr).not.toContain('SMTP_URL: is required');
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
