import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '@shared/messages';
import type { RateImpactDto, RatesDto } from '@shared/schemas/rates';
import { createCategory } from './helpers/catalog-fixtures';
import { bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { multipart, pngImage } from './helpers/images';
import { changedTables, snapshotDatabase } from './helpers/db-snapshot';
import { trpcMutation } from './helpers/trpc-http';

// The rate guard (issue 27, item 6): a rate moved by more than RATE_CHANGE_CONFIRM_PERCENT from
// its current value is refused with 409 and the impact unless the request says confirm: true.

describeEachDatabase('rate guard', (dialect) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    auth = bearer(await t.adminToken());
    const category = await createCategory(t, 'Rings');
    const image = await pngImage(16, 16);
    for (const [name, netWeight] of [
      ['Solitaire Band', '4'],
      ['Temple Bangle', '20'],
      ['Silver Anklet', '30'],
    ] as const) {
      const metal = name.startsWith('Silver') ? 'silver' : 'gold';
      const body = multipart(
        { name, category, description: 'Handcrafted.', metal, purity: metal === 'gold' ? '22K' : '925', netWeight },
        [{ field: 'productImage', filename: 'p.png', contentType: 'image/png', data: image }],
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/createProduct',
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: auth, payload });
  const gold = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/getRates' })).json<RatesDto>().rates.find((r) => r.purity === '24K')
      ?.pricePerGram;

  it('lets a rate set for the first time through, however far from nothing', async () => {
    expect((await post('/api/updateGold', { price: 7800 })).statusCode).toBe(200);
    expect(
      (await post('/api/updateRates', { rates: [{ metal: 'silver', purity: '999', pricePerGram: 95 }] })).statusCode,
    ).toBe(200);
    expect(await gold()).toBe(7800);
  });

  it('lets a move within the limit through without confirming', async () => {
    expect((await post('/api/updateGold', { price: 8580 })).statusCode).toBe(200); // +10% exactly
    expect((await post('/api/updateGold', { price: 7800 })).statusCode).toBe(200); // -9.1%
  });

  it('refuses a typo with 409 and the impact, on both REST paths and tRPC, and changes nothing', async () => {
    const before = await snapshotDatabase(t.deps.db, dialect);
    const res = await post('/api/updateGold', { price: 7.8 });
    expect(res.statusCode).toBe(409);
    const impact = res.json<RateImpactDto>();
    expect({ ...impact, examples: impact.examples.map((e) => e.name) }).toEqual({
      message: PRICE_MESSAGES.rateChangeNeedsConfirm(10),
      changes: [{ metal: 'gold', purity: '24K', from: 7800, to: 7.8, percent: -99.9 }],
      pieces: 2,
      examples: ['Temple Bangle', 'Solitaire Band'],
    });
    for (const e of impact.examples) {
      expect(e.before).toBeGreaterThan(10_000);
      expect(e.after).toBeLessThan(e.before / 10);
    }

    const rates = await post('/api/updateRates', {
      rates: [
        { metal: 'gold', purity: '24K', pricePerGram: 7900 },
        { metal: 'silver', purity: '999', pricePerGram: 950 },
      ],
    });
    expect(rates.statusCode).toBe(409);
    expect(rates.json<RateImpactDto>()).toMatchObject({
      changes: [{ metal: 'silver', purity: '999', from: 95, to: 950, percent: 900 }],
      pieces: 3,
      examples: [{ name: 'Temple Bangle' }, { name: 'Solitaire Band' }, { name: 'Silver Anklet' }],
    });

    const viaTrpc = await trpcMutation<unknown>(t.app, 'gold.update', { price: 78_000 }, auth);
    expect(viaTrpc.status).toBe(409);
    expect(viaTrpc.error?.message).toBe(PRICE_MESSAGES.rateChangeNeedsConfirm(10));
    const details = (viaTrpc.error?.data as { details?: RateImpactDto } | undefined)?.details;
    expect(details?.changes).toEqual([{ metal: 'gold', purity: '24K', from: 7800, to: 78_000, percent: 900 }]);

    expect(changedTables(before, await snapshotDatabase(t.deps.db, dialect))).toEqual([]);
    expect(await gold()).toBe(7800);
  });

  it('saves the same change once confirmed, and reprices', async () => {
    const res = await post('/api/updateGold', { price: 7.8, confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await gold()).toBe(7.8);
    const back = await post('/api/updateRates', {
      confirm: true,
      rates: [{ metal: 'gold', purity: '24K', pricePerGram: 7800 }],
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await gold()).toBe(7800);
  });

  it('reads the limit from RATE_CHANGE_CONFIRM_PERCENT', async () => {
    const strict = await createTestApp(dialect, { env: { RATE_CHANGE_CONFIRM_PERCENT: '2' } });
    try {
      const headers = bearer(await strict.adminToken());
      const send = (price: number) =>
        strict.app.inject({ method: 'POST', url: '/api/updateGold', headers, payload: { price } });
      expect((await send(7000)).statusCode).toBe(200);
      const refused = await send(7200); // +2.9%
      expect(refused.statusCode).toBe(409);
      expect(refused.json<RateImpactDto>()).toMatchObject({
        message: PRICE_MESSAGES.rateChangeNeedsConfirm(2),
        pieces: 0,
      });
      expect((await send(7100)).statusCode).toBe(200); // +1.4%
    } finally {
      await strict.close();
    }
  });
});
