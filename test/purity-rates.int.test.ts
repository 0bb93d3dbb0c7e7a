import { beforeAll, expect, it } from 'vitest';
import type { ProductDto } from '@shared/schemas/catalog';
import type { RatesDto } from '@shared/schemas/rates';
import { down as oldRule, up as newRule } from '../migrations/2026-12-07-0009-purity-rates-by-fineness';
import { bearer, useTestApp, describeEachDatabase } from './helpers/harness';
import { multipart, pngImage } from './helpers/images';

// The trade's rule for a purity's rate: the 24K (999) rate times the purity's fineness in
// thousandths, checked against the India Bullion and Jewellers Association's rates of 1 Aug 2024
// (rupees per 10 g): 999 = 69,905; 916 = 64,033; 750 = 52,429; 585 = 40,894.

type RestProduct = Omit<ProductDto, 'id' | 'category' | 'createdAt'> & { _id: string };

describeEachDatabase('purity rates by fineness', (dialect) => {
  let auth: Record<string, string>;
  let categoryId: string;
  let image: Buffer;

  const { t } = useTestApp(dialect);
  beforeAll(async () => {
    auth = bearer(await t.adminToken());
    image = await pngImage(16, 16);
    // No making charge: a piece's price is its metal value plus 3% GST.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/createCategory',
      headers: auth,
      payload: { name: 'Bullion Coins' },
    });
    expect(res.statusCode, res.body).toBe(201);
    categoryId = res.json<{ category: { _id: string } }>().category._id;
  });

  const setRates = async (rates: Array<{ metal: string; purity: string; pricePerGram: number | null }>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/updateRates', headers: auth, payload: { rates } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const rateOf = async (purity: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/getRates' }))
      .json<RatesDto>()
      .rates.find((r) => r.purity === purity)!;
  const per10g = (pricePerGram: number | null) => Math.round(pricePerGram! * 10);

  async function coin(name: string, purity: string, netWeight: string): Promise<RestProduct> {
    const body = multipart({ name, description: 'A coin.', category: categoryId, metal: 'gold', purity, netWeight }, [
      { field: 'productImage', filename: 'c.png', contentType: 'image/png', data: image },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/createProduct',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ product: RestProduct }>().product;
  }
  const storedPaise = async (id: string) =>
    Number(
      (
        await t.deps.db
          .selectFrom('products')
          .select('price_paise')
          .where('id', '=', Number(id))
          .executeTakeFirstOrThrow()
      ).price_paise,
    );

  it('derives 22K, 18K and 14K from 24K as the IBJA published them on 1 Aug 2024', async () => {
    await setRates([{ metal: 'gold', purity: '24K', pricePerGram: 6990.5 }]);
    expect(per10g((await rateOf('24K')).pricePerGram)).toBe(69_905);
    expect(await rateOf('22K')).toMatchObject({ pricePerGram: 6403.3, derived: true });
    expect(per10g((await rateOf('22K')).pricePerGram)).toBe(64_033);
    expect(per10g((await rateOf('18K')).pricePerGram)).toBe(52_429);
    expect(per10g((await rateOf('14K')).pricePerGram)).toBe(40_894);

    const tenGrams = await coin('IBJA 22K Coin', '22K', '10');
    expect(tenGrams.price).toMatchObject({ metalValue: 64_033, ratePerGram: 6403.3, making: 0 });
  });

  it('prices 22K at 6,228.80 a gram for 24K at 6,800, and silver 925 at 999 x 0.925', async () => {
    await setRates([
      { metal: 'gold', purity: '24K', pricePerGram: 6800 },
      { metal: 'silver', purity: '999', pricePerGram: 95 },
    ]);
    expect((await rateOf('22K')).pricePerGram).toBe(6228.8);
    expect((await rateOf('925')).pricePerGram).toBe(87.88); // 87.875, half up
    const gram = await coin('One Gram 22K Coin', '22K', '1');
    // 6,228.80 + 3% GST 186.864 -> 186.86.
    expect(gram.price).toMatchObject({ metalValue: 6228.8, gst: 186.86, total: 6415.66 });
    expect(await storedPaise(gram._id)).toBe(641_566);
  });

  it('migration 0009 reprices stored prices from the old rule to the new', async () => {
    await setRates([{ metal: 'gold', purity: '24K', pricePerGram: 6800 }]);
    const gram = await coin('Migrated 22K Coin', '22K', '1');
    await oldRule(t.deps.db);
    // The old rule: 6,800 x 916 / 999 = 6,235.04; + GST 187.0512 -> 187.05.
    expect(await storedPaise(gram._id)).toBe(642_209);
    await newRule(t.deps.db);
    expect(await storedPaise(gram._id)).toBe(641_566);
    expect((await t.app.inject({ method: 'GET', url: `/api/getProduct/${gram._id}` })).json()).toMatchObject({
      product: { price: { total: 6415.66 } },
    });
  });
});
