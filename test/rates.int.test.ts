import { beforeAll, expect, it } from 'vitest';
import { AUTH_MESSAGES, GOLD_MESSAGES, PRICE_MESSAGES } from '@shared/messages';
import { deriveRatePaise, paiseToRupees } from '@shared/pricing';
import type { RateHistoryDto, RatesDto } from '@shared/schemas/rates';
import { bearer, useTestApp, describeEachDatabase } from './helpers/harness';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

describeEachDatabase('metal rates', (dialect) => {
  let auth: Record<string, string>;
  const { t } = useTestApp(dialect);
  beforeAll(async () => {
    auth = bearer(await t.adminToken());
  });

  const rates = async () => (await t.app.inject({ method: 'GET', url: '/api/getRates' })).json<RatesDto>();
  const row = (all: RatesDto, purity: string) => all.rates.find((r) => r.purity === purity)!;

  it('lists every purity, unset until a rate is given', async () => {
    const all = await rates();
    expect(all.rates.map((r) => `${r.metal}/${r.purity}`)).toEqual([
      'gold/24K',
      'gold/22K',
      'gold/18K',
      'gold/14K',
      'silver/999',
      'silver/925',
      'platinum/950',
    ]);
    expect(all.rates.every((r) => r.pricePerGram === null && r.updatedAt === null)).toBe(true);
    expect(row(all, '22K')).toMatchObject({ fineness: 0.916, derived: true });
    expect(row(all, '24K').derived).toBe(false);
  });

  it('takes the gold price as the 24K rate and derives the other purities from it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/updateGold', headers: auth, payload: { price: 7800 } });
    expect(res.json()).toEqual({ message: GOLD_MESSAGES.updateSucceeded, price: 7800 });
    expect((await t.app.inject({ method: 'GET', url: '/api/getGold' })).json()).toMatchObject({ price: 7800 });
    const all = await rates();
    expect(row(all, '24K')).toMatchObject({ pricePerGram: 7800, derived: false });
    expect(row(all, '22K')).toMatchObject({
      pricePerGram: paiseToRupees(deriveRatePaise('gold', '22K', 780_000)),
      derived: true,
    });
    expect(row(all, '22K').pricePerGram).toBe(7144.8); // 7,800 x 0.916
    expect(row(all, '22K').updatedAt).toBe(row(all, '24K').updatedAt);
    const viaTrpc = await trpcQuery<RatesDto>(t.app, 'rates.list');
    expect(viaTrpc.data).toEqual(all);
  });

  it('sets fine rates and overrides in one request, and returns an override to derived with null', async () => {
    t.advance(1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/updateRates',
      headers: auth,
      payload: {
        rates: [
          { metal: 'silver', purity: '999', pricePerGram: 95 },
          { metal: 'gold', purity: '22K', pricePerGram: '7200.50' },
          { metal: 'platinum', purity: '950', pricePerGram: 3200 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(PRICE_MESSAGES.ratesUpdated);
    let all = await rates();
    expect(row(all, '22K')).toMatchObject({ pricePerGram: 7200.5, derived: false });
    expect(row(all, '925')).toMatchObject({
      pricePerGram: paiseToRupees(deriveRatePaise('silver', '925', 9500)),
      derived: true,
    });
    expect(row(all, '950')).toMatchObject({ pricePerGram: 3200, derived: false });
    expect(row(all, '22K').updatedAt).toBeGreaterThan(row(all, '24K').updatedAt!);

    const reset = await trpcMutation(
      t.app,
      'rates.update',
      { rates: [{ metal: 'gold', purity: '22K', pricePerGram: null }] },
      auth,
    );
    expect(reset.status).toBe(200);
    all = await rates();
    expect(row(all, '22K')).toMatchObject({ pricePerGram: 7144.8, derived: true });
  });

  it('refuses bad rates with the shared messages, and changes nothing', async () => {
    const before = await rates();
    const cases: Array<[unknown, string]> = [
      [[{ metal: 'gold', purity: '24K', pricePerGram: -1 }], GOLD_MESSAGES.invalidPrice],
      [[{ metal: 'gold', purity: '24K', pricePerGram: 'abc' }], GOLD_MESSAGES.invalidPrice],
      [[{ metal: 'gold', purity: '24K', pricePerGram: 1.234 }], GOLD_MESSAGES.invalidPrice],
      [[{ metal: 'gold', purity: '925', pricePerGram: 100 }], PRICE_MESSAGES.purityOfMetal],
      [[{ metal: 'copper', purity: '24K', pricePerGram: 100 }], PRICE_MESSAGES.metalInvalid],
      [[{ metal: 'gold', purity: '24K', pricePerGram: null }], PRICE_MESSAGES.fineRateRequired],
      [[], PRICE_MESSAGES.ratesRequired],
      [
        [
          { metal: 'gold', purity: '22K', pricePerGram: 1 },
          { metal: 'gold', purity: '22K', pricePerGram: 2 },
        ],
        PRICE_MESSAGES.rateDuplicate,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/updateRates',
        headers: auth,
        payload: { rates: payload },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await rates()).toEqual(before);
  });

  it('keeps a history per metal for the dashboard, for admins only', async () => {
    t.advance(1000);
    await t.app.inject({ method: 'POST', url: '/api/updateGold', headers: auth, payload: { price: 7850.25 } });
    const res = await t.app.inject({ method: 'GET', url: '/api/getRateHistory?metal=gold&limit=5', headers: auth });
    const history = res.json<RateHistoryDto>();
    expect(history.purity).toBe('24K');
    expect(history.points.map((p) => p.pricePerGram)).toEqual([7850.25, 7800]);
    const overrides = await trpcQuery<RateHistoryDto>(t.app, 'rates.history', { metal: 'gold', purity: '22K' }, auth);
    expect(overrides.data?.points.map((p) => p.pricePerGram)).toEqual([null, 7200.5]);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/getRateHistory?metal=silver&purity=22K',
      headers: auth,
    });
    expect(wrong.json()).toEqual({ message: PRICE_MESSAGES.purityOfMetal });
    expect((await t.app.inject({ method: 'GET', url: '/api/getRateHistory?metal=gold' })).statusCode).toBe(401);
  });

  it('refuses rate updates without an admin session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/updateRates',
      payload: { rates: [{ metal: 'gold', purity: '24K', pricePerGram: 1 }] },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.adminRequired });
  });
});
