import { beforeAll, expect, it } from 'vitest';
import {
  FINE_PURITY,
  MAKING_CHARGE_TYPES,
  PURITIES,
  SIZE_SERIES,
  STONE_KINDS,
  type Metal,
  type Purity,
} from '@shared/constants';
import { PRICE_MESSAGES } from '@shared/messages';
import { SPEC_MESSAGES } from '@shared/messages/back-office';
import {
  computePrice,
  paiseToRupees,
  priceProduct,
  resolveRate,
  rupeesToPaise,
  type RatesByPurity,
} from '@shared/pricing';
import { dateInIndia } from '@shared/schemas/appointments';
import type { ProductDto } from '@shared/schemas/catalog';
import { specificationsToStored, type SpecificationsStored } from '@shared/schemas/specifications';
import { insertCategory, insertProduct, productRecords } from '@server/modules/catalog/catalog.repo';
import { pricingSpecs, repriceMetals } from '@server/modules/catalog/catalog.service';
import { insertRates } from '@server/modules/rates/rates.repo';
import { currentRates } from '@server/modules/rates/rates.service';
import { pageSelectionIds } from '@server/modules/selection/selection.repo';
import { addProductsToSelection } from '@server/modules/selection/selection.service';
import { bearer, useTestApp, describeEachDatabase } from './helpers/harness';
import { multipart, pngImage } from './helpers/images';
import { registerShopper } from './helpers/shoppers';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

type RestProduct = Omit<ProductDto, 'id' | 'category' | 'createdAt'> & { _id: string };

describeEachDatabase('prices from specifications and rates', (dialect) => {
  let auth: Record<string, string>;
  let image: Buffer;
  let categoryId: string;

  const { t, rx } = useTestApp(dialect, { shoppers: true });
  beforeAll(async () => {
    auth = bearer(await t.adminToken());
    image = await pngImage(16, 16);
    await t.app.inject({ method: 'POST', url: '/api/updateGold', headers: auth, payload: { price: 7800 } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/createCategory',
      headers: auth,
      payload: { name: 'Gold', makingChargeType: 'percent', makingChargeValue: 12 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const category = res.json<{ category: { _id: string; makingChargeType: string; makingChargeValue: number } }>()
      .category;
    expect(category).toMatchObject({ makingChargeType: 'percent', makingChargeValue: 12 });
    categoryId = category._id;
  });

  async function create(fields: Record<string, string>, category = categoryId) {
    const body = multipart({ description: 'Handcrafted.', category, ...fields }, [
      { field: 'productImage', filename: 'p.png', contentType: 'image/png', data: image },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/createProduct',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  }
  async function created(fields: Record<string, string>, category = categoryId): Promise<RestProduct> {
    const res = await create(fields, category);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ product: RestProduct }>().product;
  }
  const getProduct = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/getProduct/${id}` })).json<{ product: RestProduct }>().product;

  it('prices a product created over REST multipart by the formula, with its category making charge', async () => {
    const p = await created({
      name: 'Lakshmi Haar',
      metal: 'gold',
      purity: '22K',
      grossWeight: '25.5',
      netWeight: '24.125',
      stones: JSON.stringify([{ kind: 'ruby', count: 12, caratWeight: 1.2, value: 4500 }]),
      hallmarked: 'true',
      huid: 'ab12cd',
    });
    const rate = resolveRate('gold', '22K', { '24K': 780_000 })!.ratePerGramPaise;
    const expected = computePrice({
      netWeightMg: 24_125,
      ratePerGramPaise: rate,
      making: { type: 'percent', value: 1200 },
      stones: [{ valuePaise: 450_000 }],
    })!;
    expect(p.price).toMatchObject({
      total: paiseToRupees(expected.total),
      metalValue: paiseToRupees(expected.metalValue),
      making: paiseToRupees(expected.making),
      stones: 4500,
      gst: paiseToRupees(expected.gst),
      gstRate: 3,
      ratePerGram: paiseToRupees(rate),
      sizeLabel: null,
    });
    expect(p.price!.rateUpdatedAt).toEqual(expect.any(Number));
    expect(p.specifications).toMatchObject({
      metal: 'gold',
      purity: '22K',
      grossWeight: 25.5,
      netWeight: 24.125,
      hallmarked: true,
      huid: 'AB12CD',
      makingChargeType: null,
    });
    expect(p.specifications.stones).toEqual([{ kind: 'ruby', count: 12, caratWeight: 1.2, value: 4500 }]);
    // The page adds where its pieces are (issue 28): none here, so made to order.
    expect(await getProduct(p._id)).toEqual({ ...p, availability: [], madeToOrder: true, pieces: [] });
  });

  it('prices sizes each, lists the lowest as the from price, and updates specifications over tRPC', async () => {
    const ringCategory = (
      await t.app.inject({ method: 'POST', url: '/api/createCategory', headers: auth, payload: { name: 'Rings' } })
    ).json<{ category: { _id: string } }>();
    const p = await created(
      {
        name: 'Solitaire Ring',
        metal: 'gold',
        purity: '18K',
        netWeight: '3',
        makingChargeType: 'perGram',
        makingChargeValue: '850',
        sizes: JSON.stringify([
          { label: '14', netWeight: 3.4 },
          { label: '10', netWeight: 2.9, grossWeight: 3.1 },
        ]),
      },
      ringCategory.category._id,
    );
    const rate = resolveRate('gold', '18K', { '24K': 780_000 })!.ratePerGramPaise;
    const at = (mg: number) =>
      computePrice({ netWeightMg: mg, ratePerGramPaise: rate, making: { type: 'perGram', value: 85_000 } })!.total;
    expect(p.sizePrices).toEqual([
      { label: '14', total: paiseToRupees(at(3400)) },
      { label: '10', total: paiseToRupees(at(2900)) },
    ]);
    expect(p.price).toMatchObject({ total: paiseToRupees(at(2900)), sizeLabel: '10' });

    const wrongSeries = await create({
      name: 'Gold Bangle',
      metal: 'gold',
      purity: '22K',
      sizes: JSON.stringify([{ label: '12', netWeight: 10 }]),
    });
    expect(wrongSeries.json()).toEqual({ message: SPEC_MESSAGES.sizesNotForCategory });

    const updated = await trpcMutation<{ product: ProductDto }>(
      t.app,
      'catalog.updateProduct',
      {
        id: p._id,
        name: 'Solitaire Ring',
        categoryId: ringCategory.category._id,
        metal: 'platinum',
        purity: '950',
        netWeight: 4,
        makingChargeType: 'flat',
        makingChargeValue: 2500,
      },
      auth,
    );
    expect(updated.status, JSON.stringify(updated.error)).toBe(200);
    expect(updated.data?.product.price).toBeNull(); // no platinum rate yet: price on request
    expect(updated.data?.product.sizePrices).toEqual([]);
    const renamed = await trpcMutation<{ product: ProductDto }>(
      t.app,
      'catalog.updateProduct',
      { id: p._id, name: 'Platinum Band', categoryId: ringCategory.category._id },
      auth,
    );
    expect(renamed.data?.product.specifications).toMatchObject({
      metal: 'platinum',
      netWeight: 4,
      makingChargeType: 'flat',
      makingChargeValue: 2500,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/updateRates',
      headers: auth,
      payload: { rates: [{ metal: 'platinum', purity: '950', pricePerGram: 3200 }] },
    });
    const viaTrpc = await trpcQuery<ProductDto>(t.app, 'catalog.productById', { id: p._id });
    const expected = computePrice({
      netWeightMg: 4000,
      ratePerGramPaise: 320_000,
      making: { type: 'flat', value: 250_000 },
    })!;
    expect(viaTrpc.data?.price?.total).toBe(paiseToRupees(expected.total));
  });

  it('answers price on request without metal or weight, and keeps old payloads working', async () => {
    const plain = await created({ name: 'Heirloom Brooch' });
    expect(plain.price).toBeNull();
    expect(plain.specifications).toMatchObject({ metal: null, netWeight: null, stones: [], sizes: [] });
    const noWeight = await created({ name: 'Filigree Pendant', metal: 'gold', purity: '22K' });
    expect(noWeight.price).toBeNull();
  });

  it('refuses bad specifications with the shared messages', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ metal: 'gold', purity: '22K', netWeight: '12', grossWeight: '10' }, SPEC_MESSAGES.netAboveGross],
      [{ metal: 'gold', purity: '22K', netWeight: '1.2345' }, SPEC_MESSAGES.weightInvalid],
      [{ metal: 'gold', purity: '22K', netWeight: '-2' }, SPEC_MESSAGES.weightInvalid],
      [{ metal: 'gold', purity: '22K', hallmarked: 'true', huid: 'AB12' }, SPEC_MESSAGES.huidInvalid],
      [{ metal: 'gold', purity: '22K', hallmarked: 'true', huid: 'AB-12C' }, SPEC_MESSAGES.huidInvalid],
      [{ metal: 'silver', purity: '22K' }, PRICE_MESSAGES.purityOfMetal],
      [{ metal: 'gold', purity: '925' }, PRICE_MESSAGES.purityOfMetal],
      [{ metal: 'gold', purity: '22K', makingChargeType: 'percent' }, SPEC_MESSAGES.makingBothOrNeither],
      [{ stones: 'not json' }, SPEC_MESSAGES.stonesInvalid],
    ];
    for (const [fields, message] of cases) {
      const res = await create({ name: 'Refused Piece', ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const listed = (await t.app.inject({ method: 'GET', url: '/api/getProducts?q=Refused' })).json<{
      total: number;
    }>();
    expect(listed.total).toBe(0);
  });

  it('shows a rate change on the very next read of the product and of both listings', async () => {
    const p = await created({
      name: 'Rate Follower Chain',
      metal: 'gold',
      purity: '22K',
      netWeight: '10',
      makingChargeType: 'flat',
      makingChargeValue: '1000',
    });
    await addProductsToSelection(t.deps.db, 'goldNecklaceSet', [Number(p._id)], t.deps.now());
    await t.deps.catalogCache.invalidate();
    const totalAt = (fine: number, override?: number) =>
      paiseToRupees(
        computePrice({
          netWeightMg: 10_000,
          ratePerGramPaise: override ?? resolveRate('gold', '22K', { '24K': fine })!.ratePerGramPaise,
          making: { type: 'flat', value: 100_000 },
        })!.total,
      );
    const reads = async () => {
      const rest = await getProduct(p._id);
      const list = (await t.app.inject({ method: 'GET', url: '/api/getProducts?q=Rate%20Follower' })).json<{
        products: RestProduct[];
      }>();
      const sel = (
        await t.app.inject({
          method: 'POST',
          url: '/api/getSelectionByTypeCatagory',
          payload: { type: 'goldNecklaceSet' },
        })
      ).json<{ products: RestProduct[] }>();
      const trpc = await trpcQuery<{ products: ProductDto[] }>(t.app, 'catalog.listProducts', { q: 'Rate Follower' });
      return [
        rest.price?.total,
        list.products[0]?.price?.total,
        sel.products[0]?.price?.total,
        trpc.data?.products[0]?.price?.total,
      ];
    };
    expect(await reads()).toEqual(Array(4).fill(totalAt(780_000)));
    await t.app.inject({ method: 'POST', url: '/api/updateGold', headers: auth, payload: { price: 8123.45 } });
    expect(await reads()).toEqual(Array(4).fill(totalAt(812_345)));
    await t.app.inject({
      method: 'POST',
      url: '/api/updateRates',
      headers: auth,
      payload: { rates: [{ metal: 'gold', purity: '22K', pricePerGram: 7500 }] },
    });
    expect(await reads()).toEqual(Array(4).fill(totalAt(812_345, 750_000)));
    await t.app.inject({
      method: 'POST',
      url: '/api/updateRates',
      headers: auth,
      payload: {
        rates: [
          { metal: 'gold', purity: '22K', pricePerGram: null },
          { metal: 'gold', purity: '24K', pricePerGram: 7800 },
        ],
      },
    });
    expect(await reads()).toEqual(Array(4).fill(totalAt(780_000)));
  });

  it('sorts by price over many pages, unpriced last, and filters a price range, on both listings', async () => {
    const cat = (
      await t.app.inject({ method: 'POST', url: '/api/createCategory', headers: auth, payload: { name: 'Sorted' } })
    ).json<{ category: { _id: string } }>().category._id;
    const weights = ['4.5', '1.25', '9', '2', '6.75', '3', '1.25', '12'];
    const ids: string[] = [];
    for (const [i, w] of weights.entries())
      ids.push((await created({ name: `Sorted ${i}`, metal: 'gold', purity: '22K', netWeight: w }, cat))._id);
    for (const i of [0, 1, 2]) ids.push((await created({ name: `Sorted unpriced ${i}` }, cat))._id);
    await addProductsToSelection(t.deps.db, 'dailyGold', ids.map(Number), t.deps.now());
    await t.deps.catalogCache.invalidate();

    const all = async (
      read: (page: number) => Promise<{ products: RestProduct[]; totalPages: number; total: number }>,
    ) => {
      const first = await read(1);
      const out = [...first.products];
      for (let page = 2; page <= first.totalPages; page++) out.push(...(await read(page)).products);
      return { items: out, total: first.total };
    };
    const listing = (query: string) => (page: number) =>
      t.app
        .inject({ method: 'GET', url: `/api/getProducts?category=${cat}&limit=3&page=${page}&${query}` })
        .then((r) => r.json<{ products: RestProduct[]; totalPages: number; total: number }>());
    const selection = (extra: Record<string, unknown>) => (page: number) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/getSelectionByTypeCatagory',
          payload: { type: 'dailyGold', limit: 3, page, ...extra },
        })
        .then((r) => r.json<{ products: RestProduct[]; totalPages: number; total: number }>());

    const priced = ids.slice(0, 8).map((id, i) => ({ id, mg: Math.round(Number(weights[i]) * 1000) }));
    const asc = [...priced].sort((a, b) => a.mg - b.mg || Number(a.id) - Number(b.id)).map((p) => p.id);
    const desc = [...priced].sort((a, b) => b.mg - a.mg || Number(b.id) - Number(a.id)).map((p) => p.id);
    const unpricedAsc = ids.slice(8);
    const unpricedDesc = [...unpricedAsc].reverse();

    for (const read of [listing('sort=priceAsc'), selection({ sort: 'priceAsc' })]) {
      const { items } = await all(read);
      expect(items.map((p) => p._id)).toEqual([...asc, ...unpricedAsc]);
      const totals = items.flatMap((p) => (p.price ? [p.price.total] : []));
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    }
    for (const read of [listing('sort=priceDesc'), selection({ sort: 'priceDesc' })]) {
      expect((await all(read)).items.map((p) => p._id)).toEqual([...desc, ...unpricedDesc]);
    }
    // 3 g and 6.75 g
    const bounds = { min: (await getProduct(ids[5]!)).price!.total, max: (await getProduct(ids[4]!)).price!.total };
    const inRange = asc.filter((id) => [ids[5], ids[0], ids[4]].includes(id));
    for (const read of [
      listing(`sort=priceAsc&minPrice=${bounds.min}&maxPrice=${bounds.max}`),
      selection({ sort: 'priceAsc', minPrice: bounds.min, maxPrice: bounds.max }),
    ]) {
      const { items, total } = await all(read);
      expect(items.map((p) => p._id)).toEqual(inRange);
      expect(total).toBe(3);
    }
    // A large selection is read along the price index instead: the same pages.
    for (const sort of ['priceAsc', 'priceDesc'] as const) {
      for (const range of [{}, { minPaise: rupeesToPaise(bounds.min), maxPaise: rupeesToPaise(bounds.max) }]) {
        for (const pageNo of [1, 2, 3, 4, 5]) {
          const filter = { sort, page: pageNo, limit: 3, ...range };
          const joined = await pageSelectionIds(t.deps.db, 'dailyGold', filter);
          expect(await pageSelectionIds(t.deps.db, 'dailyGold', filter, 0), JSON.stringify(filter)).toEqual(joined);
        }
      }
    }
    const onlyMin = await all(listing(`sort=priceDesc&minPrice=${bounds.max}`));
    expect(onlyMin.items.map((p) => p._id)).toEqual(desc.slice(0, 3));
    const bad = await t.app.inject({ method: 'GET', url: '/api/getProducts?minPrice=-1' });
    expect(bad.json()).toEqual({ message: PRICE_MESSAGES.priceRangeInvalid });
    const reversed = await t.app.inject({ method: 'GET', url: '/api/getProducts?minPrice=10&maxPrice=5' });
    expect(reversed.json()).toEqual({ message: PRICE_MESSAGES.priceRangeOrder });
  });

  it('a category making charge change reprices its products', async () => {
    const cat = (
      await t.app.inject({
        method: 'POST',
        url: '/api/createCategory',
        headers: auth,
        payload: { name: 'Making Moves', makingChargeType: 'flat', makingChargeValue: 500 },
      })
    ).json<{ category: { _id: string } }>().category._id;
    const p = await created({ name: 'Moving Pendant', metal: 'gold', purity: '24K', netWeight: '2' }, cat);
    const at = (making: { type: 'flat' | 'perGram'; value: number }) =>
      paiseToRupees(computePrice({ netWeightMg: 2000, ratePerGramPaise: 780_000, making })!.total);
    expect(p.price?.total).toBe(at({ type: 'flat', value: 50_000 }));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/updateCategory/${cat}`,
      headers: auth,
      payload: { name: 'Making Moves', makingChargeType: 'perGram', makingChargeValue: 600 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getProduct(p._id)).price?.total).toBe(at({ type: 'perGram', value: 60_000 }));
    const sorted = (
      await t.app.inject({
        method: 'GET',
        url: `/api/getProducts?category=${cat}&sort=priceAsc&minPrice=${at({ type: 'perGram', value: 60_000 })}`,
      })
    ).json<{ total: number }>();
    expect(sorted.total).toBe(1); // the stored price moved with it
  });

  it('carries prices into the cart and into an appointment made from it', async () => {
    const p = await created({ name: 'Cart Jhumka', metal: 'gold', purity: '22K', netWeight: '5.5' });
    const unpriced = await created({ name: 'Cart Curio' });
    const { token } = await registerShopper(t, rx);
    for (const id of [p._id, p._id, unpriced._id]) {
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
    // A cart line is priced at the piece's whole-rupee price, as the shopper reads it.
    const unit = Math.round(p.price!.total);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).json<{
      items: Array<{ product: RestProduct; quantity: number; lineTotal: number | null }>;
      total: number;
      unpricedLines: number;
      ratesUpdatedAt: number;
    }>();
    expect(cart.items.map((i) => [i.product._id, i.quantity, i.lineTotal])).toEqual([
      [unpriced._id, 1, null],
      [p._id, 2, paiseToRupees(rupeesToPaise(unit) * 2)],
    ]);
    expect(cart.total).toBe(paiseToRupees(rupeesToPaise(unit) * 2));
    expect(cart.unpricedLines).toBe(1);
    expect(cart.ratesUpdatedAt).toEqual(expect.any(Number));
    const viaTrpc = await trpcQuery<{ total: number }>(t.app, 'cart.list', undefined, bearer(token));
    expect(viaTrpc.data?.total).toBe(cart.total);

    const booked = await trpcMutation<{ id: number }>(
      t.app,
      'shop.bookAppointment',
      {
        name: 'Meera Deshmukh',
        email: 'meera@example.in',
        mobile: '98200 14511',
        showroom: 'nerul',
        preferredDate: dateInIndia(t.deps.now() + 86_400_000),
        includeCart: true,
      },
      bearer(token),
    );
    expect(booked.status, booked.raw.body).toBe(200);
    // A later rate change does not move the price the request recorded.
    await t.app.inject({
      method: 'POST',
      url: '/api/updateGold',
      headers: auth,
      payload: { price: 9100, confirm: true },
    });
    const listed = await trpcQuery<{
      appointments: Array<{ id: number; items: Array<{ name: string; quantity: number; price: number | null }> }>;
    }>(t.app, 'admin.appointments', undefined, auth);
    const items = listed.data?.appointments.find((a) => a.id === booked.data?.id)?.items;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Cart Jhumka', quantity: 2, price: unit }),
        expect.objectContaining({ name: 'Cart Curio', quantity: 1, price: null }),
      ]),
    );
    expect((await getProduct(p._id)).price!.total).toBeGreaterThan(unit);
    const back = { price: 7800, confirm: true };
    await t.app.inject({ method: 'POST', url: '/api/updateGold', headers: auth, payload: back });
  });

  it('reprices in SQL exactly as computePrice does, on a varied corpus', async () => {
    const db = t.deps.db;
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const categories: Array<{
      id: number;
      making: { type: 'percent' | 'perGram' | 'flat' | null; value: number | null };
    }> = [];
    for (let c = 0; c < 4; c++) {
      const type = c === 0 ? null : MAKING_CHARGE_TYPES[c - 1]!;
      const making = { type, value: type === null ? null : type === 'percent' ? rnd(3001) : rnd(200_000) };
      categories.push({ id: await insertCategory(db, `Corpus ${c}`, making, Date.now()), making });
    }
    const metals: Metal[] = ['gold', 'silver', 'platinum'];
    const ids: number[] = [];
    for (let i = 0; i < 240; i++) {
      const metal = metals[rnd(3)]!;
      const purities = PURITIES[metal] as readonly Purity[];
      const ownMaking = rnd(2) === 0 ? null : MAKING_CHARGE_TYPES[rnd(3)]!;
      const sized = rnd(5) === 0;
      const series = metal === 'gold' && rnd(2) === 0 ? SIZE_SERIES.bangle : SIZE_SERIES.ring;
      const specs: SpecificationsStored = {
        ...specificationsToStored({}),
        metal: rnd(15) === 0 ? null : metal,
        purity: purities[rnd(purities.length)]!,
        netWeightMg: rnd(12) === 0 ? null : 1 + rnd(250_000),
        makingChargeType: ownMaking,
        makingChargeValue:
          ownMaking === null
            ? null
            : ownMaking === 'percent'
              ? rnd(10_001)
              : ownMaking === 'perGram'
                ? rnd(500_000)
                : rnd(10_000_000),
        stones: Array.from({ length: rnd(3) }, () => ({
          kind: STONE_KINDS[rnd(STONE_KINDS.length)]!,
          count: 1 + rnd(40),
          caratWeightThousandths: null,
          valuePaise: rnd(50_000_000),
        })),
        sizes: sized
          ? series.slice(0, 1 + rnd(4)).map((label) => ({ label, netWeightMg: 1 + rnd(60_000), grossWeightMg: null }))
          : [],
      };
      const category = categories[rnd(categories.length)]!;
      ids.push(
        await insertProduct(
          db,
          { name: `Corpus piece ${i}`, description: '', categoryId: category.id, imageKey: null, specs },
          Date.now(),
        ),
      );
    }
    const rateSets: RatesByPurity[] = [
      { '24K': 780_001, '999': 9_499, '950': 319_999 },
      { '24K': 123_457, '22K': 111_111, '14K': 70_001, '999': 1, '925': 99_999 },
      { '24K': 999_999_999, '999': 999_999, '950': 5 },
    ];
    for (const set of rateSets) {
      t.advance(1000);
      const now = t.deps.now();
      const metalOf = (purity: Purity) => metals.find((m) => (PURITIES[m] as readonly string[]).includes(purity))!;
      const rows: Array<{ metal: Metal; purity: Purity; pricePaise: number | null }> = (
        Object.keys(set) as Purity[]
      ).map((purity) => ({ metal: metalOf(purity), purity, pricePaise: set[purity]! }));
      // Clear overrides not in this set, so that the rates are exactly `set`.
      for (const purity of ['22K', '18K', '14K', '925'] as Purity[])
        if (!(purity in set)) rows.push({ metal: metalOf(purity), purity, pricePaise: null });
      await db.transaction().execute(async (trx) => {
        await insertRates(trx, rows, null, now);
        await repriceMetals(trx, await currentRates(trx), metals);
      });
      const current = await currentRates(db);
      const records = await productRecords(db, ids);
      const sizeRows = await db
        .selectFrom('product_sizes')
        .select(['product_id', 'position', 'price_paise'])
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('position')
        .execute();
      let priced = 0;
      for (const record of records) {
        const category = categories.find((c) => c.id === record.category.id)!;
        const specs = pricingSpecs(record.specs, category.making);
        const expected = priceProduct(specs, current.rates)?.price.total ?? null;
        expect(record.pricePaise, `product ${record.id}`).toBe(expected);
        if (expected !== null) priced++;
        const rate =
          specs.metal && specs.purity
            ? (resolveRate(specs.metal, specs.purity, current.rates)?.ratePerGramPaise ?? null)
            : null;
        const making =
          specs.makingChargeType && specs.makingChargeValue !== null
            ? { type: specs.makingChargeType, value: specs.makingChargeValue }
            : null;
        for (const [position, size] of record.specs.sizes.entries()) {
          const stored = sizeRows.find(
            (r) => r.product_id === record.id && Number(r.position) === position,
          )?.price_paise;
          const want = specs.metal
            ? (computePrice({ netWeightMg: size.netWeightMg, ratePerGramPaise: rate, making, stones: specs.stones })
                ?.total ?? null)
            : null;
          expect(stored === null || stored === undefined ? null : Number(stored), `size ${record.id}/${position}`).toBe(
            want,
          );
        }
      }
      expect(priced).toBeGreaterThan(150);
    }
    expect(FINE_PURITY.gold).toBe('24K');
  });
});
