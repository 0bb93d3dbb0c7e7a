import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAGE_SIZES } from '@shared/constants';
import { AUTH_MESSAGES, GENERAL_MESSAGES } from '@shared/messages';
import { bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { startReceivers, type Receivers } from './helpers/receivers';
import { newShopper, registerShopper, restSignup, accountIdOf } from './helpers/shoppers';
import { trpcQuery } from './helpers/trpc-http';

interface RestUser {
  _id: string;
  fullname: string;
  email: string;
  phone: string;
  verified: boolean;
  joinedAt: string;
}

describeEachDatabase('the admin user list', (dialect) => {
  let t: TestApp;
  let rx: Receivers;
  const verifiedIds: string[] = [];
  let pending: { userId: string; email: string };
  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, { env: { ...rx.env, RATE_LIMIT_AUTH_MAX: '1000' } });
    for (let i = 0; i < PAGE_SIZES.users + 2; i++) {
      t.advance(1000);
      const s = { ...newShopper(), fullname: i === 3 ? 'Kavita Ölander' : `Shopper ${String(i).padStart(2, '0')}` };
      verifiedIds.push((await registerShopper(t, rx, s)).userId);
    }
    t.advance(1000);
    const s = { ...newShopper(), fullname: 'Pending Person', phone: '9876543210', e164: '+919876543210' };
    expect((await restSignup(t, s)).statusCode).toBe(201);
    pending = { userId: String(await accountIdOf(t, s.email)), email: s.email };
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  const getAll = async (query = '?page=1', token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/getAllUser${query}`, headers: bearer(token ?? (await t.adminToken())) });

  it('pages 15 at a time, newest first, with id, name, contact, verified and joined, and nothing secret', async () => {
    const res = await getAll();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ users: RestUser[]; page: number; total: number; totalPages: number }>();
    expect(body).toMatchObject({ page: 1, total: PAGE_SIZES.users + 3, totalPages: 2 });
    expect(body.users).toHaveLength(PAGE_SIZES.users);
    expect(body.users[0]).toMatchObject({
      _id: pending.userId,
      fullname: 'Pending Person',
      email: pending.email,
      phone: '+919876543210',
      verified: false,
    });
    expect(body.users[1]).toMatchObject({ _id: verifiedIds.at(-1), verified: true });
    expect(Object.keys(body.users[0] ?? {}).sort()).toEqual([
      '_id',
      'email',
      'fullname',
      'joinedAt',
      'phone',
      'verified',
    ]);
    expect(new Date(body.users[0]?.joinedAt ?? '').getTime()).toBeGreaterThan(
      new Date(body.users[1]?.joinedAt ?? '').getTime(),
    );
    expect(res.body).not.toMatch(/scrypt|password|hash|otp/i);

    const page2 = (await getAll('?page=2')).json<{ users: RestUser[]; page: number }>();
    expect(page2.page).toBe(2);
    expect(page2.users.map((u) => u._id)).toEqual([verifiedIds[2], verifiedIds[1], verifiedIds[0]]);
  });

  it('searches the whole list by name, email or phone', async () => {
    const byName = (await getAll(`?page=1&q=${encodeURIComponent('kavita ö')}`)).json<{
      users: RestUser[];
      total: number;
    }>();
    expect(byName.users.map((u) => u._id)).toEqual([verifiedIds[3]]);
    const byEmail = (await getAll(`?page=1&q=${encodeURIComponent(pending.email.toUpperCase())}`)).json<{
      users: RestUser[];
    }>();
    expect(byEmail.users.map((u) => u._id)).toEqual([pending.userId]);
    const byPhone = (await getAll(`?page=1&q=${encodeURIComponent('98765 43')}`)).json<{ users: RestUser[] }>();
    expect(byPhone.users.map((u) => u._id)).toEqual([pending.userId]);
    const wildcard = (await getAll('?page=1&q=%25')).json<{ users: RestUser[]; total: number }>();
    expect(wildcard.total).toBe(0);
    const none = (await getAll('?page=1&q=nobody-like-this')).json<{
      users: RestUser[];
      total: number;
      totalPages: number;
    }>();
    expect(none).toEqual({ users: [], page: 1, total: 0, totalPages: 1 });

    const rpc = await trpcQuery<{ users: Array<{ id: number; verified: boolean; joinedAt: number }>; total: number }>(
      t.app,
      'admin.users',
      { q: 'Shopper 1', page: 1 },
      bearer(await t.adminToken()),
    );
    expect(rpc.data?.users.map((u) => u.id)).toEqual(
      verifiedIds
        .slice(10, PAGE_SIZES.users + 2)
        .reverse()
        .map(Number),
    );
    expect(typeof rpc.data?.users[0]?.joinedAt).toBe('number');
  });

  it('refuses bad pages and long searches, anonymous callers and shoppers', async () => {
    expect((await getAll('?page=0')).json()).toEqual({ message: GENERAL_MESSAGES.invalidPage });
    expect((await getAll(`?page=1&q=${'x'.repeat(101)}`)).json()).toEqual({ message: GENERAL_MESSAGES.searchTooLong });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/getAllUser' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: AUTH_MESSAGES.adminRequired });
    const { token } = await registerShopper(t, rx);
    const shopper = await getAll('?page=1', token);
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json()).toEqual({ message: AUTH_MESSAGES.notAllowed });
  });
});
