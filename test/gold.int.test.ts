import { expect, it } from 'vitest';
import { AUTH_MESSAGES, GOLD_MESSAGES } from '@shared/messages';
import type { RateHistoryDto } from '@shared/schemas/rates';
import { bearer, useTestApp, describeEachDatabase } from './helpers/harness';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

describeEachDatabase('gold price', (dialect) => {
  const { t } = useTestApp(dialect);

  it('has no price until one is set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getGold' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ price: null, updatedAt: null });
  });

  it('updates the price and keeps the history', async () => {
    const auth = bearer(await t.adminToken());
    for (const price of [7120, '7198.25', 7245.5]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/updateGold', headers: auth, payload: { price } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: GOLD_MESSAGES.updateSucceeded, price: Number(price) });
      t.advance(1000);
    }
    const current = (await t.app.inject({ method: 'GET', url: '/api/getGold' })).json<{
      price: number;
      updatedAt: string;
    }>();
    expect(current.price).toBe(7245.5);
    expect(new Date(current.updatedAt).getTime()).toBeGreaterThan(0);
    const viaTrpc = await trpcQuery<{ price: number }>(t.app, 'gold.current');
    expect(viaTrpc.data?.price).toBe(7245.5);
    const history = await trpcQuery<RateHistoryDto>(t.app, 'rates.history', { metal: 'gold' }, auth);
    const points = history.data?.points ?? [];
    expect(points.map((h) => h.pricePerGram)).toEqual([7245.5, 7198.25, 7120]);
    expect(points[0]!.at).toBeGreaterThan(points[1]!.at);
  });

  it('accepts only a positive price with at most two decimals', async () => {
    const auth = bearer(await t.adminToken());
    for (const price of [0, -5, 'abc', '', null, 1.234, 1e12, 'Infinity', [1], { p: 1 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/updateGold', headers: auth, payload: { price } });
      expect(res.statusCode, JSON.stringify(price)).toBe(400);
      expect(res.json()).toEqual({ message: GOLD_MESSAGES.invalidPrice });
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/updateGold', headers: auth, payload: {} });
    expect(missing.json()).toEqual({ message: GOLD_MESSAGES.invalidPrice });
    const viaTrpc = await trpcMutation(t.app, 'gold.update', { price: -1 }, auth);
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.error?.message).toBe(GOLD_MESSAGES.invalidPrice);
    expect((await t.app.inject({ method: 'GET', url: '/api/getGold' })).json<{ price: number }>().price).toBe(7245.5);
  });

  it('refuses updates without an admin session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/updateGold', payload: { price: 1 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.adminRequired });
    expect((await trpcMutation(t.app, 'gold.update', { price: 1 })).status).toBe(401);
    expect((await trpcQuery(t.app, 'rates.history', { metal: 'gold' })).status).toBe(401);
  });
});
