import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MFA, COOKIE_NAMES } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages';
import { ADMIN_ACCOUNT_MESSAGES } from '@shared/messages/admin-accounts';
import { ADMIN_MFA_MESSAGES } from '@shared/messages/admin-mfa';
import { createAdminAccount } from '@server/modules/admin/admin-accounts.service';
import { createSecretBox, DEVELOPMENT_SECRET_KEY } from '@server/platform/crypto/secret-box';
import { bearer, describeEachDatabase, TEST_MFA_ENCRYPTION_KEY, useTestApp, type TestApp } from './helpers/harness';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

// Two-step sign-in for admin accounts (issue 27): enrolment over REST and tRPC, the code step after
// the password (a TOTP code once, a recovery code once, 5 tries, 5 minutes), and MFA_REQUIRED.

const PASSWORD = 'a second factor long secret';
const STEP_MS = 30_000;

/** A helper bound to one test app: accounts, sign-ins and codes on the app's own clock. */
function mfaHelpers(t: TestApp) {
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  /** The TOTP code of `secret` at the app's clock; the clock first moves a step on, so each code is new. */
  const nextCode = async (secret: string) => {
    t.advance(STEP_MS);
    return generate({ secret, epoch: Math.floor(t.deps.now() / 1000) });
  };
  async function account(username: string, role: 'owner' | 'staff' = 'owner') {
    await createAdminAccount(t.deps.db, t.deps.passwords, username, PASSWORD, Date.now(), { role, showroom: null });
    return signIn(username);
  }
  /** A sign-in with the password alone, which must give a session (no second factor asked). */
  async function signIn(username: string) {
    const res = await post('/api/loginAdmin', { username, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    return bearer(res.json<{ token: string }>().token);
  }
  async function enrol(headers: Record<string, string>) {
    const setup = await post('/api/admin/mfa/setup', undefined, headers);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const confirmed = await post('/api/admin/mfa/confirm', { code: await nextCode(secret) }, headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
  }
  async function challengeFor(username: string): Promise<string> {
    const res = await post('/api/loginAdmin', { username, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ mfaRequired: boolean; challenge: string; token?: string }>();
    expect(body.mfaRequired).toBe(true);
    expect(body.token).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    return body.challenge;
  }
  const answer = (challenge: string, code: string) => post('/api/loginAdmin/mfa', { challenge, code });
  return { post, nextCode, account, signIn, enrol, challengeFor, answer };
}

describeEachDatabase('admin two-step sign-in', (dialect) => {
  const { t } = useTestApp(dialect, { env: { RATE_LIMIT_AUTH_MAX: '10000' } });
  let h: ReturnType<typeof mfaHelpers>;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    h = mfaHelpers(t);
  });

  it('enrols: a secret and its QR code, confirmed by a code, answers 10 recovery codes once', async () => {
    const headers = await h.account('two.step');
    const setup = await h.post('/api/admin/mfa/setup', undefined, headers);
    expect(setup.statusCode, setup.body).toBe(200);
    const body = setup.json<{ secret: string; otpauthUrl: string; qrSvg: string }>();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Navi%20Jewels:two\.step\?/);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    secret = body.secret;

    const wrong = await h.post('/api/admin/mfa/confirm', { code: '000000' }, headers);
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe(ADMIN_MFA_MESSAGES.codeWrong);

    const confirmed = await h.post('/api/admin/mfa/confirm', { code: await h.nextCode(secret) }, headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    recoveryCodes = confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(recoveryCodes).toHaveLength(ADMIN_MFA.recoveryCodes);
    expect(new Set(recoveryCodes).size).toBe(ADMIN_MFA.recoveryCodes);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Stored hashed: no code and no hash of the secret in plain sight.
    const stored = await t.deps.db.selectFrom('admin_recovery_codes').select('code_hash').execute();
    for (const code of recoveryCodes) expect(stored.map((r) => r.code_hash)).not.toContain(code);

    const again = await h.post('/api/admin/mfa/setup', undefined, headers);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(ADMIN_MFA_MESSAGES.alreadyOn);

    const list = await t.app.inject({ method: 'GET', url: '/api/admins', headers: bearer(await t.adminToken()) });
    const admins = list.json<{ admins: Array<{ username: string; mfa: boolean }> }>().admins;
    expect(admins.find((a) => a.username === 'two.step')?.mfa).toBe(true);
    expect(admins.find((a) => a.username !== 'two.step')?.mfa).toBe(false);

    // The enrolment is in the audit log, without the secret.
    const entries = await t.deps.db
      .selectFrom('audit_log')
      .select(['entity', 'action', 'before', 'after', 'actor_username'])
      .where('entity', '=', 'admin')
      .where('actor_username', '=', 'two.step')
      .orderBy('id')
      .execute();
    // The setup (a pending secret), then the confirmation.
    expect(entries).toHaveLength(2);
    expect(JSON.parse(entries[0]?.after ?? '{}')).toMatchObject({ mfa: false, mfaPending: true });
    expect(JSON.parse(entries[1]?.after ?? '{}')).toMatchObject({ username: 'two.step', mfa: true });
    expect(JSON.parse(entries[1]?.before ?? '{}')).toMatchObject({ mfa: false });
    expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it('asks for a code after the password and signs in with it: the token and the cookie', async () => {
    const challenge = await h.challengeFor('two.step');
    const res = await h.answer(challenge, await h.nextCode(secret));
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect(String(res.headers['set-cookie'])).toContain(`${COOKIE_NAMES.adminSession}=${token}`);
    const me = await trpcQuery<{ username: string }>(t.app, 'admin.me', undefined, bearer(token));
    expect(me.data?.username).toBe('two.step');
    // The challenge is spent.
    expect((await h.answer(challenge, await h.nextCode(secret))).statusCode).toBe(401);
  });

  it('accepts a TOTP code once: the same code again is refused', async () => {
    const code = await h.nextCode(secret);
    expect((await h.answer(await h.challengeFor('two.step'), code)).statusCode).toBe(200);
    const replay = await h.answer(await h.challengeFor('two.step'), code);
    expect(replay.statusCode, replay.body).toBe(401);
    expect(replay.json<{ message: string }>().message).toBe(ADMIN_MFA_MESSAGES.codeWrong);
  });

  it('accepts a recovery code once, in any case and spacing', async () => {
    const code = recoveryCodes[0] ?? '';
    const first = await h.answer(await h.challengeFor('two.step'), ` ${code.toUpperCase()} `);
    expect(first.statusCode, first.body).toBe(200);
    const second = await h.answer(await h.challengeFor('two.step'), code);
    expect(second.statusCode, second.body).toBe(401);
    expect(second.json<{ message: string }>().message).toBe(ADMIN_MFA_MESSAGES.codeWrong);
    expect((await h.answer(await h.challengeFor('two.step'), recoveryCodes[1] ?? '')).statusCode).toBe(200);
  });

  it('refuses a wrong code with 401 and keeps the challenge for its remaining tries', async () => {
    const challenge = await h.challengeFor('two.step');
    const wrong = await h.answer(challenge, '123456' === (await h.nextCode(secret)) ? '654321' : '123456');
    expect(wrong.statusCode, wrong.body).toBe(401);
    expect(wrong.json<{ message: string }>().message).toBe(ADMIN_MFA_MESSAGES.codeWrong);
    expect((await h.answer(challenge, 'zzzzz-zzzzz')).statusCode).toBe(401);
    const right = await h.answer(challenge, await h.nextCode(secret));
    expect(right.statusCode, right.body).toBe(200);
  });

  it('allows 5 tries: the sixth is refused even with the right code', async () => {
    const challenge = await h.challengeFor('two.step');
    for (let i = 0; i < ADMIN_MFA.challengeTries; i++) {
      const res = await h.answer(challenge, `wrong-2345${i + 2}`);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json<{ message: string }>().message).toBe(ADMIN_MFA_MESSAGES.codeWrong);
    }
    const sixth = await h.answer(challenge, await h.nextCode(secret));
    expect(sixth.statusCode, sixth.body).toBe(401);
    expect(sixth.json<{ message: string }>().message).toBe(ADMIN_MFA_MESSAGES.challengeExpired);
  });

  it('lets a challenge expire after 5 minutes', async () => {
    const challenge = await h.challengeFor('two.step');
    t.advance(ADMIN_MFA.challengeLifetimeMs);
    const late = await h.answer(challenge, await h.nextCode(secret));
    expect(late.statusCode, late.body).toBe(401);
    expect(late.json<{ message: string }>().message).toBe(ADMIN_MFA_MESSAGES.challengeExpired);
    expect((await h.answer('not-a-challenge', '123456')).statusCode).toBe(401);
  });

  it('enrols and signs in over tRPC as well', async () => {
    const headers = await h.account('trpc.step');
    const setup = await trpcMutation<{ secret: string }>(t.app, 'admin.mfaSetup', undefined, headers);
    expect(setup.status).toBe(200);
    const trpcSecret = setup.data?.secret ?? '';
    const confirm = await trpcMutation<{ recoveryCodes: string[] }>(
      t.app,
      'admin.mfaConfirm',
      {
        code: await h.nextCode(trpcSecret),
      },
      headers,
    );
    expect(confirm.status).toBe(200);
    const login = await trpcMutation<{ challenge: string }>(t.app, 'admin.login', {
      username: 'trpc.step',
      password: PASSWORD,
    });
    const challenge = login.data?.challenge ?? '';
    const done = await trpcMutation<{ token: string }>(t.app, 'admin.loginMfa', {
      challenge,
      code: await h.nextCode(trpcSecret),
    });
    expect(done.status).toBe(200);
    expect(done.data?.token).toEqual(expect.any(String));
  });
});

describeEachDatabase('MFA_REQUIRED', (dialect) => {
  const { t } = useTestApp(dialect, { env: { RATE_LIMIT_AUTH_MAX: '10000', MFA_REQUIRED: 'owner' } });

  it('keeps an owner without a second factor to its enrolment, and lets staff through', async () => {
    const h = mfaHelpers(t);
    const owner = await h.account('must.enrol');
    const refused = await t.app.inject({ method: 'GET', url: '/api/admins', headers: owner });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(ADMIN_MFA_MESSAGES.setupRequired);
    const trpcRefused = await trpcQuery(t.app, 'admins.list', undefined, owner);
    expect(trpcRefused.status).toBe(403);
    expect(trpcRefused.error?.message).toBe(ADMIN_MFA_MESSAGES.setupRequired);
    const me = await trpcQuery<{ mfaSetupRequired: boolean }>(t.app, 'admin.me', undefined, owner);
    expect(me.data?.mfaSetupRequired).toBe(true);

    const staff = await h.account('staff.free', 'staff');
    expect((await t.app.inject({ method: 'GET', url: '/api/appointments', headers: staff })).statusCode).toBe(200);

    await h.enrol(owner);
    const allowed = await t.app.inject({ method: 'GET', url: '/api/admins', headers: owner });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const after = await trpcQuery<{ mfaSetupRequired: boolean }>(t.app, 'admin.me', undefined, owner);
    expect(after.data?.mfaSetupRequired).toBe(false);
  });
});

describeEachDatabase("an owner's reset of another account's two-step sign-in", (dialect) => {
  const { t } = useTestApp(dialect, { env: { RATE_LIMIT_AUTH_MAX: '10000', MFA_REQUIRED: 'all' } });
  let h: ReturnType<typeof mfaHelpers>;
  let owner: Record<string, string>;
  let ownerId: number;
  beforeAll(async () => {
    h = mfaHelpers(t);
    owner = await h.account('reset.owner');
    await h.enrol(owner);
    ownerId = (
      await t.deps.db.selectFrom('admins').select('id').where('username', '=', 'reset.owner').executeTakeFirstOrThrow()
    ).id;
  });
  const idOf = async (username: string) =>
    (await t.deps.db.selectFrom('admins').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const resetRest = (id: number, headers: Record<string, string>) =>
    h.post(`/api/admins/${id}/resetMfa`, undefined, headers);
  /** An account with two-step sign-in on, and a session of it that passed the code step. */
  async function enrolled(username: string, role: 'owner' | 'staff' = 'staff') {
    const first = await h.account(username, role);
    const { secret } = await h.enrol(first);
    const signedIn = await h.answer(await h.challengeFor(username), await h.nextCode(secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return { id: await idOf(username), secret, sessions: [first, bearer(signedIn.json<{ token: string }>().token)] };
  }

  it('resets it over REST: secret and recovery codes gone, sessions ended, enrolment asked again', async () => {
    const staff = await enrolled('lost.phone');
    for (const headers of staff.sessions)
      expect((await t.app.inject({ method: 'GET', url: '/api/appointments', headers })).statusCode).toBe(200);

    const res = await resetRest(staff.id, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ admin: { username: string; mfa: boolean } }>().admin).toMatchObject({
      username: 'lost.phone',
      mfa: false,
    });
    const row = await t.deps.db
      .selectFrom('admins')
      .select(['mfa_secret', 'mfa_pending_secret', 'mfa_enabled_at', 'mfa_last_step'])
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ mfa_secret: null, mfa_pending_secret: null, mfa_enabled_at: null, mfa_last_step: null });
    const codes = await t.deps.db
      .selectFrom('admin_recovery_codes')
      .select('id')
      .where('admin_id', '=', staff.id)
      .execute();
    expect(codes).toEqual([]);
    for (const headers of staff.sessions) {
      const ended = await t.app.inject({ method: 'GET', url: '/api/appointments', headers });
      expect(ended.statusCode, ended.body).toBe(401);
    }

    // The password alone signs in again, and reaches nothing but the enrolment.
    const again = await h.signIn('lost.phone');
    const refused = await t.app.inject({ method: 'GET', url: '/api/appointments', headers: again });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(ADMIN_MFA_MESSAGES.setupRequired);
    const me = await trpcQuery<{ mfaSetupRequired: boolean }>(t.app, 'admin.me', undefined, again);
    expect(me.data?.mfaSetupRequired).toBe(true);
    const { secret } = await h.enrol(again);
    expect(secret).not.toBe(staff.secret);
    expect((await t.app.inject({ method: 'GET', url: '/api/appointments', headers: again })).statusCode).toBe(200);

    // In the audit log as the owner's change of the account, without either secret.
    const entry = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'actor_username'])
      .where('entity', '=', 'admin')
      .where('entity_id', '=', staff.id)
      .where('actor_username', '=', 'reset.owner')
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('update');
    expect(JSON.parse(entry.before ?? '{}')).toMatchObject({ username: 'lost.phone', mfa: true });
    expect(JSON.parse(entry.after ?? '{}')).toMatchObject({ username: 'lost.phone', mfa: false, mfaReset: true });
    expect(JSON.stringify(entry)).not.toContain(staff.secret);
  });

  it('resets it over tRPC too, and refuses an account without it (409) or a missing one (404)', async () => {
    const staff = await enrolled('lost.again');
    const res = await trpcMutation<{ admin: { mfa: boolean } }>(t.app, 'admins.resetMfa', { id: staff.id }, owner);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data?.admin.mfa).toBe(false);
    const twice = await resetRest(staff.id, owner);
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(ADMIN_ACCOUNT_MESSAGES.mfaNotOn);
    const missing = await resetRest(999_999, owner);
    expect(missing.statusCode, missing.body).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(ADMIN_ACCOUNT_MESSAGES.notFound);
  });

  it("refuses an owner's own reset (409) and staff (403), and changes nothing", async () => {
    const self = await resetRest(ownerId, owner);
    expect(self.statusCode, self.body).toBe(409);
    expect(self.json<{ message: string }>().message).toBe(ADMIN_ACCOUNT_MESSAGES.resetOwnMfa);
    const selfTrpc = await trpcMutation(t.app, 'admins.resetMfa', { id: ownerId }, owner);
    expect(selfTrpc.status).toBe(409);
    expect(selfTrpc.error?.message).toBe(ADMIN_ACCOUNT_MESSAGES.resetOwnMfa);

    const staff = await enrolled('not.allowed');
    const byStaff = await resetRest(ownerId, staff.sessions[1] ?? {});
    expect(byStaff.statusCode, byStaff.body).toBe(403);
    expect(byStaff.json<{ message: string }>().message).toBe(AUTH_MESSAGES.noPermission);
    const byStaffTrpc = await trpcMutation(t.app, 'admins.resetMfa', { id: ownerId }, staff.sessions[1] ?? {});
    expect(byStaffTrpc.status).toBe(403);

    const owners = await t.deps.db
      .selectFrom('admins')
      .select(['mfa_enabled_at'])
      .where('id', '=', ownerId)
      .executeTakeFirstOrThrow();
    expect(owners.mfa_enabled_at).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/admins', headers: owner })).statusCode).toBe(200);
  });
});

describeEachDatabase('TOTP secrets at rest', (dialect) => {
  const { t } = useTestApp(dialect, { env: { RATE_LIMIT_AUTH_MAX: '10000' } });
  const box = createSecretBox(Buffer.from(TEST_MFA_ENCRYPTION_KEY, 'base64'));
  const stored = async (username: string) =>
    t.deps.db
      .selectFrom('admins')
      .select(['id', 'mfa_secret', 'mfa_pending_secret'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();

  it('keeps the pending and the confirmed secret sealed, and signs in with a code', async () => {
    const h = mfaHelpers(t);
    const headers = await h.account('sealed.step');
    const setup = await h.post('/api/admin/mfa/setup', undefined, headers);
    const { secret } = setup.json<{ secret: string }>();
    const pending = await stored('sealed.step');
    expect(pending.mfa_pending_secret).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(pending.mfa_pending_secret).not.toContain(secret);
    const confirmed = await h.post('/api/admin/mfa/confirm', { code: await h.nextCode(secret) }, headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const row = await stored('sealed.step');
    expect(row.mfa_pending_secret).toBeNull();
    expect(row.mfa_secret).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(row.mfa_secret).not.toContain(secret);
    // Sealed with the configured key, bound to this account.
    expect(box.open(row.mfa_secret ?? '', `admins.mfa_secret:${row.id}`)).toBe(secret);
    expect(() => box.open(row.mfa_secret ?? '', `admins.mfa_secret:${row.id + 1}`)).toThrow();

    const signedIn = await h.answer(await h.challengeFor('sealed.step'), await h.nextCode(secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // Never answered again: not by the account list, nor by admin.me.
    const me = await trpcQuery(t.app, 'admin.me', undefined, headers);
    const list = await t.app.inject({ method: 'GET', url: '/api/admins', headers: bearer(await t.adminToken()) });
    expect(JSON.stringify(me.data)).not.toContain(secret);
    expect(list.body).not.toContain(secret);
  });

  it('accepts a secret stored in plain before encryption once, and seals it', async () => {
    const h = mfaHelpers(t);
    const headers = await h.account('legacy.step');
    const { secret } = await h.enrol(headers);
    const { id } = await stored('legacy.step');
    // As a row written before the secrets were sealed: the base32 secret as it is.
    await t.deps.db.updateTable('admins').set({ mfa_secret: secret }).where('id', '=', id).execute();

    const wrong = await h.answer(await h.challengeFor('legacy.step'), 'zzzzz-zzzzz');
    expect(wrong.statusCode, wrong.body).toBe(401);
    const resealed = await stored('legacy.step');
    expect(resealed.mfa_secret).toMatch(/^v1:/);
    expect(box.open(resealed.mfa_secret ?? '', `admins.mfa_secret:${id}`)).toBe(secret);

    const res = await h.answer(await h.challengeFor('legacy.step'), await h.nextCode(secret));
    expect(res.statusCode, res.body).toBe(200);
    const again = await h.answer(await h.challengeFor('legacy.step'), await h.nextCode(secret));
    expect(again.statusCode, again.body).toBe(200);
    expect((await stored('legacy.step')).mfa_secret).toBe(resealed.mfa_secret);
  });
});

describe('MFA configuration', () => {
  const key = TEST_MFA_ENCRYPTION_KEY;

  it('MFA_REQUIRED is `all` in production and `none` elsewhere', async () => {
    const { loadConfig } = await import('@server/config');
    expect(loadConfig({ NODE_ENV: 'production', MFA_ENCRYPTION_KEY: key }).MFA_REQUIRED).toBe('all');
    expect(loadConfig({ NODE_ENV: 'development' }).MFA_REQUIRED).toBe('none');
    const owner = loadConfig({ NODE_ENV: 'production', MFA_REQUIRED: 'owner', MFA_ENCRYPTION_KEY: key });
    expect(owner.MFA_REQUIRED).toBe('owner');
  });

  it('MFA_ENCRYPTION_KEY is required in production, 32 bytes, and has a development default elsewhere', async () => {
    const { ConfigError, loadConfig } = await import('@server/config');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /MFA_ENCRYPTION_KEY: is required when NODE_ENV=production/,
    );
    const short = Buffer.alloc(16, 1).toString('base64');
    expect(() => loadConfig({ MFA_ENCRYPTION_KEY: short })).toThrow(/MFA_ENCRYPTION_KEY: must be 32 bytes in base64/);
    try {
      loadConfig({ MFA_ENCRYPTION_KEY: short });
    } catch (err) {
      expect(String(err)).not.toContain(short);
    }
    expect(loadConfig({ MFA_ENCRYPTION_KEY: key }).MFA_ENCRYPTION_KEY.toString('base64')).toBe(key);
    expect(loadConfig({ NODE_ENV: 'development' }).MFA_ENCRYPTION_KEY).toEqual(DEVELOPMENT_SECRET_KEY);
  });
});
