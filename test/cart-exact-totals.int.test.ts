import { afterAll, beforeAll, expect, it } from 'vitest';
import { CART_MESSAGES } from '@shared/messages';
import { SPEC_LIMITS, CART_QUANTITY } from '@shared/constants';
import { productWrittenAnswer } from '@shared/schemas/catalog-wire';
import { createCategory } from './helpers/catalog-fixtures';
import { bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { multipart, pngImage } from './helpers/images';
import { startReceivers, type Receivers } from './helpers/receivers';
import { registerShopper } from './helpers/shoppers';
import { wire } from './helpers/wire';

// Issue 24, finding 19: cart amounts are integer paise in JavaScript numbers, exact only up to
// Number.MAX_SAFE_INTEGER (about 9 x 10^13 rupees). A cart of the dearest pieces the schemas allow
// (24K at ₹1 crore a gram, 10 kg, making ₹1 crore a gram, 10 of each) passes that after 44 lines:
// its total is refused with 409 rather than answered a paisa off.

describeEachDatabase('cart totals beyond exact paise', (dialect) => {
  let t: TestApp;
  let rx: Receivers;

  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, { env: { ...rx.env, RATE_LIMIT_AUTH_MAX: '1000' } });
  });
  afterAll(async () => {
    await t?.close();
    await rx?.close();
  });

  it('refuses to total a cart past 2^53 paise with 409 instead of an inexact sum', async () => {
    const auth = bearer(await t.adminToken());
    const rate = await t.app.inject({
      method: 'POST',
      url: '/api/updateGold',
      headers: auth,
      payload: { price: SPEC_LIMITS.maxRupees, confirm: true },
    });
    expect(rate.statusCode, rate.body).toBe(200);
    const category = await createCategory(t, 'Treasures');
    const image = await pngImage(16, 16);
    const ids: string[] = [];
    for (let i = 0; i < 45; i += 1) {
      const body = multipart(
        {
          name: `Treasure ${i + 1}`,
          category,
          description: 'The dearest piece the schemas allow.',
          metal: 'gold',
          purity: '24K',
          netWeight: String(SPEC_LIMITS.maxWeightGrams),
          grossWeight: String(SPEC_LIMITS.maxWeightGrams),
          makingChargeType: 'perGram',
          makingChargeValue: String(SPEC_LIMITS.maxRupees),
        },
        [{ field: 'productImage', filename: 'p.png', contentType: 'image/png', data: image }],
      );
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/createProduct',
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      expect(created.statusCode, created.body).toBe(201);
      ids.push(wire(created, productWrittenAnswer).product._id);
    }

    const { token } = await registerShopper(t, rx);
    const shopper = bearer(token);
    for (const productId of ids) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/addToCart',
        headers: shopper,
        payload: { productId },
      });
      expect(added.statusCode, added.body).toBe(200);
      const set = await t.app.inject({
        method: 'PUT',
        url: `/api/cart/${productId}`,
        headers: shopper,
        payload: { quantity: CART_QUANTITY.max },
      });
      expect(set.statusCode, set.body).toBe(200);
    }

    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: shopper });
    expect(cart.statusCode, cart.body.slice(0, 300)).toBe(409);
    expect(cart.json()).toMatchObject({ message: CART_MESSAGES.totalTooLarge });
  });
});
