import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_INFO, PAGE_SIZES, type ShopInfo } from '@shared/constants';
import { APPOINTMENT_MESSAGES, AUTH_MESSAGES } from '@shared/messages';
import { dateInIndia } from '@shared/schemas/appointments';
import { loadShopInfo } from '@server/modules/shop/shop-info.service';
import { ConfigError } from '@server/config';
import { createCategory, seedProducts } from './helpers/catalog-fixtures';
import { bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { startReceivers, type Receivers } from './helpers/receivers';
import { registerShopper } from './helpers/shoppers';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

const DAY = 24 * 60 * 60 * 1000;
const SHOP_EMAIL = 'showroom.desk@navijewels.in';

interface RestAppointment {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  address: string;
  message: string;
  showroom: string;
  preferredDate: string;
  createdAt: string;
  handledAt: string | null;
  items: Array<{ productId: string | null; name: string; quantity: number }>;
}

describeEachDatabase('appointment requests', (dialect) => {
  let t: TestApp;
  let rx: Receivers;
  let products: string[];
  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, { env: { ...rx.env, SHOP_EMAIL, RATE_LIMIT_AUTH_MAX: '1000' } });
    products = await seedProducts(t, await createCategory(t, 'Necklaces'), ['Rani Haar', 'Kolhapuri Saaj']);
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  const tomorrow = () => dateInIndia(t.deps.now() + DAY);
  const request = (over: Record<string, unknown> = {}) => ({
    name: 'Meera Deshmukh',
    email: 'Meera.Deshmukh@example.in',
    mobile: '98200 14511',
    address: 'Sector 21, Nerul',
    message: 'Looking for a bridal set in polki.',
    showroom: 'nerul',
    preferredDate: tomorrow(),
    ...over,
  });
  const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/bookAppointment', payload, headers });
  const list = async (page?: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/appointments${page ? `?page=${page}` : ''}`,
      headers: bearer(await t.adminToken()),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ appointments: RestAppointment[]; page: number; total: number; totalPages: number }>();
  };

  it('books a visit over REST for anyone: stored, normalised, and emailed to the shop through the outbox', async () => {
    await rx.settle();
    const emailsBefore = rx.emails.length;
    const res = await book(request());
    expect(res.statusCode, res.body).toBe(201);
    const { message, id } = res.json<{ message: string; id: string }>();
    expect(message).toBe(APPOINTMENT_MESSAGES.created);

    const [latest] = (await list()).appointments;
    expect(latest).toMatchObject({
      _id: id,
      name: 'Meera Deshmukh',
      email: 'meera.deshmukh@example.in',
      mobile: '+919820014511',
      showroom: 'nerul',
      preferredDate: tomorrow(),
      handledAt: null,
      items: [],
    });
    const row = await t.deps.db
      .selectFrom('appointments')
      .select('user_id')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();

    await rx.settle();
    const queued = await t.deps.db
      .selectFrom('outbox')
      .select(['purpose', 'reply_to', 'sent_at'])
      .where('recipient', '=', SHOP_EMAIL)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(queued.purpose).toBe('notice');
    expect(queued.reply_to).toBe('meera.deshmukh@example.in');
    expect(queued.sent_at).not.toBeNull();
    expect(rx.emails.length).toBe(emailsBefore + 1);
    const mail = rx.emails.at(-1);
    expect(mail?.to).toEqual([SHOP_EMAIL]);
    expect(mail?.subject).toContain('Meera Deshmukh');
    expect(mail?.text).toContain('Nerul Showroom');
    expect(mail?.text).toContain('Looking for a bridal set in polki.');
    expect(mail?.raw).toMatch(/^Reply-To: meera\.deshmukh@example\.in/im);
  });

  it("links a signed-in shopper's request and, when asked, copies the cart's items into it (tRPC)", async () => {
    const { token, userId } = await registerShopper(t, rx);
    for (const id of [products[0], products[0], products[1]]) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/addToCart',
            payload: { productId: id },
            headers: bearer(token),
          })
        ).statusCode,
      ).toBe(200);
    }
    const res = await trpcMutation<{ message: string; id: number }>(
      t.app,
      'shop.bookAppointment',
      { ...request({ showroom: 'kharghar' }), includeCart: true },
      bearer(token),
    );
    expect(res.status, res.raw.body).toBe(200);
    const id = res.data?.id ?? 0;
    const row = await t.deps.db
      .selectFrom('appointments')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(Number(userId));

    const listed = await trpcQuery<{
      appointments: Array<{ id: number; items: Array<{ productId: number | null; name: string; quantity: number }> }>;
    }>(t.app, 'admin.appointments', undefined, bearer(await t.adminToken()));
    expect(listed.data?.appointments[0]?.id).toBe(id);
    expect(listed.data?.appointments[0]?.items).toEqual([
      { productId: Number(products[1]), name: 'Kolhapuri Saaj', size: null, quantity: 1, price: null },
      { productId: Number(products[0]), name: 'Rani Haar', size: null, quantity: 2, price: null },
    ]);
    await rx.settle();
    const mail = rx.emails.at(-1);
    expect(mail?.text).toContain('Kharghar Showroom');
    expect(mail?.text).toContain('Rani Haar x 2');

    // Without includeCart, no items; the cart itself is untouched.
    const plain = await trpcMutation<{ id: number }>(t.app, 'shop.bookAppointment', request(), bearer(token));
    const items = await t.deps.db
      .selectFrom('appointment_items')
      .select('product_id')
      .where('appointment_id', '=', plain.data?.id ?? 0)
      .execute();
    expect(items).toEqual([]);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) });
    expect(cart.json<{ count: number }>().count).toBe(3);
  });

  it('validates every field with a clear message, and stores nothing then', async () => {
    const before = (await list()).total;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, APPOINTMENT_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(121) }, APPOINTMENT_MESSAGES.nameTooLong],
      [{ email: 'meera' }, APPOINTMENT_MESSAGES.emailInvalid],
      [{ email: undefined }, APPOINTMENT_MESSAGES.emailInvalid],
      [{ mobile: '12345' }, APPOINTMENT_MESSAGES.mobileInvalid],
      [{ address: 'x'.repeat(501) }, APPOINTMENT_MESSAGES.addressTooLong],
      [{ message: 'x'.repeat(2001) }, APPOINTMENT_MESSAGES.messageTooLong],
      [{ showroom: 'vashi' }, APPOINTMENT_MESSAGES.showroomRequired],
      [{ showroom: undefined }, APPOINTMENT_MESSAGES.showroomRequired],
      [{ preferredDate: '2026-02-30' }, APPOINTMENT_MESSAGES.dateInvalid],
      [{ preferredDate: 'tomorrow' }, APPOINTMENT_MESSAGES.dateInvalid],
      [{ preferredDate: dateInIndia(t.deps.now() - DAY) }, APPOINTMENT_MESSAGES.dateInvalid],
      [{ preferredDate: dateInIndia(t.deps.now() + 400 * DAY) }, APPOINTMENT_MESSAGES.dateTooFar],
    ];
    for (const [over, message] of cases) {
      const res = await book(request(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await list()).total).toBe(before);
    // Address and message may be left out.
    expect((await book(request({ address: undefined, message: undefined }))).statusCode).toBe(201);
  });

  it('answers at once when the email to the shop cannot be sent; the outbox delivers the notice later', async () => {
    const delivered = () => rx.emails.filter((m) => m.subject.includes('Offline Mail'));
    const notice = () =>
      t.deps.db
        .selectFrom('outbox')
        .select(['attempts', 'sent_at', 'failed_at', 'last_error'])
        .where('recipient', '=', SHOP_EMAIL)
        .where('subject', 'like', '%Offline Mail%')
        .executeTakeFirstOrThrow();
    rx.failEmail(true);
    let res;
    try {
      res = await book(request({ name: 'Offline Mail' }));
      await rx.settle();
    } finally {
      rx.failEmail(false);
    }
    expect(res.statusCode, res.body).toBe(201);
    expect((await list()).appointments[0]?.name).toBe('Offline Mail');
    const tried = await notice();
    expect({ ...tried, attempts: Number(tried.attempts) }).toMatchObject({
      attempts: 1,
      sent_at: null,
      failed_at: null,
    });
    expect(tried.last_error).toBeTruthy();
    expect(delivered()).toHaveLength(0);
    // Not before its backoff...
    await rx.settle();
    expect(delivered()).toHaveLength(0);
    // ...and once it is due, it arrives, still answering to the visitor.
    t.advance(t.config.OUTBOX_RETRY_BASE_MS);
    await rx.settle();
    expect(delivered()).toHaveLength(1);
    expect(delivered()[0]?.to).toEqual([SHOP_EMAIL]);
    expect(delivered()[0]?.raw).toMatch(/^Reply-To: meera\.deshmukh@example\.in/im);
    const sent = await notice();
    expect(sent.sent_at).not.toBeNull();
    expect(sent.failed_at).toBeNull();
  });

  it('stores neither the request nor its notice when the notice cannot be written (one transaction)', async () => {
    const before = (await list()).total;
    const outboxBefore = await t.deps.db.selectFrom('outbox').select('id').execute();
    const enqueue = vi.spyOn(t.deps.outbox, 'enqueue').mockRejectedValue(new Error('outbox unavailable'));
    try {
      const res = await book(request({ name: 'Half Written' }));
      expect(res.statusCode).toBe(500);
    } finally {
      enqueue.mockRestore();
    }
    expect((await list()).total).toBe(before);
    expect(
      await t.deps.db.selectFrom('appointments').select('id').where('name', '=', 'Half Written').execute(),
    ).toEqual([]);
    expect(await t.deps.db.selectFrom('outbox').select('id').execute()).toHaveLength(outboxBefore.length);
  });

  it('lists newest first, 10 a page, and marks one handled (admin only)', async () => {
    for (let i = 0; i < PAGE_SIZES.appointments + 1; i++) {
      t.advance(1);
      expect((await book(request({ name: `Visitor ${i}` }))).statusCode).toBe(201);
    }
    const first = await list();
    expect(first.appointments).toHaveLength(PAGE_SIZES.appointments);
    expect(first.totalPages).toBe(Math.ceil(first.total / PAGE_SIZES.appointments));
    expect(first.appointments[0]?.name).toBe(`Visitor ${PAGE_SIZES.appointments}`);
    expect(first.appointments[1]?.name).toBe(`Visitor ${PAGE_SIZES.appointments - 1}`);
    const second = await list(2);
    expect(second.page).toBe(2);
    expect(second.appointments[0]?.name).toBe('Visitor 0');

    const target = first.appointments[3];
    const handled = await trpcMutation<{ message: string }>(
      t.app,
      'admin.markAppointmentHandled',
      { id: Number(target?._id) },
      bearer(await t.adminToken()),
    );
    expect(handled.data).toEqual({ message: APPOINTMENT_MESSAGES.handled });
    const after = (await list()).appointments.find((a) => a._id === target?._id);
    expect(after?.handledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const missing = await trpcMutation(
      t.app,
      'admin.markAppointmentHandled',
      { id: 999_999 },
      bearer(await t.adminToken()),
    );
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe(APPOINTMENT_MESSAGES.notFound);

    const { token } = await registerShopper(t, rx);
    for (const headers of [{}, bearer(token)]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/appointments', headers });
      expect([401, 403]).toContain(res.statusCode);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/appointments' });
    expect(anonymous.json()).toEqual({ message: AUTH_MESSAGES.adminRequired });
  });
});

describeEachDatabase('appointments without SHOP_EMAIL, and the shop details', (dialect) => {
  let t: TestApp;
  let rx: Receivers;
  const override = { phone: '+91 22 5555 0000', showrooms: [{ id: 'kharghar', hours: 'Every day, 11 am to 9 pm' }] };
  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, { env: { ...rx.env, SHOP_INFO_JSON: JSON.stringify(override) } });
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  it('stores the request and emails nobody', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookAppointment',
      payload: {
        name: 'Quiet Visitor',
        email: 'quiet@example.in',
        mobile: '9820014599',
        showroom: 'kharghar',
        preferredDate: dateInIndia(t.deps.now()),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await rx.settle();
    expect(rx.emails).toHaveLength(0);
    expect(await t.deps.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('serves the showroom and contact details with SHOP_INFO_JSON laid over the defaults', async () => {
    const info = await trpcQuery<ShopInfo>(t.app, 'shop.info');
    expect(info.data?.phone).toBe('+91 22 5555 0000');
    expect(info.data?.whatsapp).toBe(DEFAULT_SHOP_INFO.whatsapp);
    expect(info.data?.showrooms.map((s) => s.id)).toEqual(['nerul', 'kharghar']);
    expect(info.data?.showrooms[0]).toMatchObject(DEFAULT_SHOP_INFO.showrooms[0] ?? {});
    expect(info.data?.showrooms[1]).toMatchObject({
      ...DEFAULT_SHOP_INFO.showrooms[1],
      hours: 'Every day, 11 am to 9 pm',
    });
    // The hours are the visiting schedule's, read from the shop information until an owner edits it.
    expect(info.data?.showrooms[1]?.schedule?.weekly.monday).toEqual([{ from: '11:00', to: '21:00' }]);
    const rest = await t.app.inject({ method: 'GET', url: '/api/shopInfo' });
    expect(rest.json()).toEqual(info.data);
  });
});

describe('SHOP_INFO_JSON', () => {
  it('defaults to DEFAULT_SHOP_INFO and refuses bad values, naming the field', () => {
    expect(loadShopInfo(undefined)).toEqual(DEFAULT_SHOP_INFO);
    expect(() => loadShopInfo('{not json')).toThrow(ConfigError);
    expect(() => loadShopInfo('{not json')).toThrow(/SHOP_INFO_JSON/);
    expect(() => loadShopInfo(JSON.stringify({ email: 'nope' }))).toThrow(/SHOP_INFO_JSON\.email/);
    expect(() => loadShopInfo(JSON.stringify({ showrooms: [{ id: 'vashi' }] }))).toThrow(
      /SHOP_INFO_JSON\.showrooms\.0\.id/,
    );
    expect(() => loadShopInfo(JSON.stringify({ fax: '123' }))).toThrow(ConfigError);
  });
});
