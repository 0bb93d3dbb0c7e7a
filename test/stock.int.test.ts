import { beforeAll, expect, it } from 'vitest';
import { PIECE_LIMITS, PIECE_MOVES, type PieceStatus } from '@shared/stock-constants';
import { STOCK_MESSAGES } from '@shared/messages/stock';
import { computePrice, paiseToRupees } from '@shared/pricing';
import { productDetailAnswer } from '@shared/schemas/catalog-wire';
import type { ProductDetailDto } from '@shared/schemas/stock';
import {
  dayMovementsAnswer,
  pieceAnswer,
  pieceHistoryAnswer,
  piecePageAnswer,
  type PieceWire,
} from '@shared/schemas/stock-wire';
import { createAdminAccount } from '@server/modules/admin/admin-accounts.service';
import { holdPieces } from '@server/modules/stock/holds.service';
import { stockSummaryOf } from '@server/modules/stock/stock-reads.service';
import { insertMovements } from '@server/modules/stock/stock.repo';
import { inTransaction } from '@server/platform/db/transaction';
import { bearer, describeEachDatabase, useTestApp } from './helpers/harness';
import { multipart, pngImage } from './helpers/images';
import { trpcQuery } from './helpers/trpc-http';
import { wire } from './helpers/wire';

// Showroom stock (issue 28): pieces with their own tag, showroom, weights and HUID, priced from
// their own net weight by their design's rules; movements allowed and refused by status; the
// product page's public shapes; the stored price a design's cheapest piece is read from.

const STAFF_PASSWORD = 'a staff member long secret';
// 22K at 7800 a gram of 24K: 7800 x 0.916.
const RATE_22K_PAISE = 714_480;

describeEachDatabase('showroom stock: pieces, prices and movements', (dialect) => {
  const { t } = useTestApp(dialect, { env: { RATE_LIMIT_AUTH_MAX: '10000' } });
  let owner: Record<string, string>;
  let nerulStaff: Record<string, string>;
  let categoryId: string;
  let jhumkaId: string;
  let ringId: string;
  let tagCount = 0;
  const nextTag = (prefix = 'NR') => `${prefix}-${++tagCount}`;

  const signIn = async (username: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loginAdmin',
      payload: { username, password: STAFF_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return bearer(res.json<{ token: string }>().token);
  };

  async function createDesign(fields: Record<string, string>): Promise<string> {
    const body = multipart({ description: 'Handcrafted.', category: categoryId, ...fields }, [
      { field: 'productImage', filename: 'p.png', contentType: 'image/png', data: await pngImage(16, 16) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/createProduct',
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ product: { _id: string } }>().product._id;
  }

  beforeAll(async () => {
    owner = bearer(await t.adminToken());
    const { db, passwords } = t.deps;
    await createAdminAccount(db, passwords, 'nerul-desk', STAFF_PASSWORD, Date.now(), {
      role: 'staff',
      showroom: 'nerul',
    });
    nerulStaff = await signIn('nerul-desk');
    await t.app.inject({ method: 'POST', url: '/api/updateGold', headers: owner, payload: { price: 7800 } });
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/createCategory',
      headers: owner,
      payload: { name: 'Earrings', makingChargeType: 'percent', makingChargeValue: 12 },
    });
    expect(category.statusCode, category.body).toBe(201);
    categoryId = category.json<{ category: { _id: string } }>().category._id;
    jhumkaId = await createDesign({
      name: 'Temple Jhumkas',
      metal: 'gold',
      purity: '22K',
      netWeight: '10',
      grossWeight: '11',
      stones: JSON.stringify([{ kind: 'pearl', count: 2, value: 500 }]),
    });
    ringId = await createDesign({
      name: 'Solitaire Ring',
      metal: 'gold',
      purity: '22K',
      netWeight: '3',
      sizes: JSON.stringify([
        { label: '10', netWeight: 2.9 },
        { label: '14', netWeight: 3.4 },
      ]),
    });
  });

  async function addPiece(fields: Record<string, unknown>, headers = owner): Promise<PieceWire> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pieces',
      headers,
      payload: { productId: jhumkaId, tag: nextTag(), showroom: 'nerul', grossWeight: 11, netWeight: 10, ...fields },
    });
    expect(res.statusCode, res.body).toBe(201);
    return wire(res, pieceAnswer).piece;
  }
  const move = (id: string, movement: string, payload: Record<string, unknown> = {}, headers = owner) =>
    t.app.inject({ method: 'POST', url: `/api/pieces/${id}/${movement}`, headers, payload });

  it('adds a piece priced from its own net weight by its design’s rules, tag in capitals', async () => {
    const piece = await addPiece({ tag: 'nr-ab1', netWeight: 10.25, grossWeight: 11.5, huid: 'ab12c9' });
    expect(piece).toMatchObject({
      productId: jhumkaId,
      productName: 'Temple Jhumkas',
      tag: 'NR-AB1',
      showroom: 'nerul',
      status: 'inStock',
      grossWeight: 11.5,
      netWeight: 10.25,
      huid: 'AB12C9',
      transferTo: null,
    });
    const expected = computePrice({
      netWeightMg: 10_250,
      ratePerGramPaise: RATE_22K_PAISE,
      making: { type: 'percent', value: 1200 },
      stones: [{ valuePaise: 50_000 }],
    });
    expect(piece.price?.total).toBe(paiseToRupees(expected?.total ?? 0));
    expect(piece.price?.ratePerGram).toBe(paiseToRupees(RATE_22K_PAISE));
    // The stored price (what 'cheapest in stock' reads) is the same sum, done by the database.
    const summary = (await stockSummaryOf(t.deps.db, [Number(jhumkaId)])).get(Number(jhumkaId));
    expect(summary?.cheapestInStockPaise).toBe(expected?.total);
  });

  it('refuses a duplicate tag (any case) or HUID, net above gross, a size not of the design', async () => {
    await addPiece({ tag: 'DUP-1', huid: 'ZZ99ZZ' });
    const post = (fields: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pieces',
        headers: owner,
        payload: { productId: jhumkaId, tag: nextTag(), showroom: 'nerul', grossWeight: 11, netWeight: 10, ...fields },
      });
    const dupTag = await post({ tag: 'dup-1' });
    expect([dupTag.statusCode, dupTag.json()]).toEqual([409, { message: STOCK_MESSAGES.tagTaken }]);
    const dupHuid = await post({ huid: 'zz99zz' });
    expect([dupHuid.statusCode, dupHuid.json()]).toEqual([409, { message: STOCK_MESSAGES.huidTaken }]);
    const heavy = await post({ netWeight: 12 });
    expect([heavy.statusCode, heavy.json()]).toEqual([400, { message: STOCK_MESSAGES.netAboveGross }]);
    const badTag = await post({ tag: 'NR 1' });
    expect([badTag.statusCode, badTag.json()]).toEqual([400, { message: STOCK_MESSAGES.tagInvalid }]);
    const sized = await post({ productId: ringId, sizeLabel: '12' });
    expect([sized.statusCode, sized.json()]).toEqual([400, { message: STOCK_MESSAGES.sizeLabelNotOfDesign }]);
    const unsized = await post({ productId: ringId });
    expect([unsized.statusCode, unsized.json()]).toEqual([400, { message: STOCK_MESSAGES.sizeLabelRequired }]);
    const noDesign = await post({ productId: 999_999 });
    expect([noDesign.statusCode, noDesign.json()]).toEqual([404, { message: STOCK_MESSAGES.productNotFound }]);
    const staffAdds = await t.app.inject({
      method: 'POST',
      url: '/api/pieces',
      headers: nerulStaff,
      payload: { productId: jhumkaId, tag: nextTag(), showroom: 'nerul', grossWeight: 11, netWeight: 10 },
    });
    expect(staffAdds.statusCode).toBe(403);
  });

  it('prices a piece in a size from its own weight, not the size’s', async () => {
    const piece = await addPiece({ productId: ringId, sizeLabel: '14', netWeight: 3.512, grossWeight: 3.6 });
    const making = { type: 'percent' as const, value: 1200 };
    const expected = computePrice({ netWeightMg: 3512, ratePerGramPaise: RATE_22K_PAISE, making });
    expect(piece.sizeLabel).toBe('14');
    expect(piece.price).toMatchObject({ total: paiseToRupees(expected?.total ?? 0), sizeLabel: '14' });
  });

  it('corrects weights, size and HUID (owners only), repricing the piece and keeping its history', async () => {
    const piece = await addPiece({});
    const patch = (payload: Record<string, unknown>, headers = owner) =>
      t.app.inject({ method: 'PATCH', url: `/api/pieces/${piece._id}`, headers, payload });
    const res = await patch({ netWeight: 9.5, huid: 'QQ11QQ' });
    expect(res.statusCode, res.body).toBe(200);
    const updated = wire(res, pieceAnswer).piece;
    expect(updated).toMatchObject({ netWeight: 9.5, grossWeight: 11, huid: 'QQ11QQ' });
    const expected = computePrice({
      netWeightMg: 9500,
      ratePerGramPaise: RATE_22K_PAISE,
      making: { type: 'percent', value: 1200 },
      stones: [{ valuePaise: 50_000 }],
    });
    expect(updated.price?.total).toBe(paiseToRupees(expected?.total ?? 0));
    expect((await patch({ netWeight: 11.5 })).json()).toEqual({ message: STOCK_MESSAGES.netAboveGross });
    expect((await patch({})).json()).toEqual({ message: STOCK_MESSAGES.nothingToChange });
    expect((await patch({ huid: null })).json<{ piece: PieceWire }>().piece.huid).toBeNull();
    expect((await patch({ netWeight: 9 }, nerulStaff)).statusCode).toBe(403);
    const history = await t.app.inject({ method: 'GET', url: `/api/pieces/${piece._id}/history`, headers: owner });
    expect(wire(history, pieceHistoryAnswer).movements.map((m) => m.kind)).toEqual(['create', 'edit', 'edit']);
  });

  it('allows each movement only from its statuses; 409 names both statuses', async () => {
    // Bring a piece to each status, then try every movement from it.
    const at = async (status: PieceStatus): Promise<string> => {
      const { _id } = await addPiece({});
      if (status === 'inTransit') expect((await move(_id, 'transfer', { to: 'kharghar' })).statusCode).toBe(200);
      if (status === 'sold') expect((await move(_id, 'sell')).statusCode).toBe(200);
      if (status === 'withdrawn') expect((await move(_id, 'withdraw')).statusCode).toBe(200);
      if (status === 'held') {
        // Holds come from visits (issue 29): through the service, in the caller's transaction.
        await inTransaction(t.deps.db, (trx) =>
          holdPieces(trx, [Number(_id)], Date.now() + 3_600_000, {
            actor: { kind: 'system' },
            hooks: t.deps.hooks,
            now: Date.now(),
          }),
        );
      }
      return _id;
    };
    const movements = ['transfer', 'receive', 'sell', 'withdraw', 'restore'] as const;
    for (const status of ['inStock', 'held', 'sold', 'inTransit', 'withdrawn'] as const)
      for (const movement of movements) {
        const id = await at(status);
        const rule = PIECE_MOVES[movement];
        const res = await move(id, movement, movement === 'transfer' ? { to: 'kharghar' } : {});
        if ((rule.from as readonly string[]).includes(status)) {
          expect(res.statusCode, `${movement} from ${status}: ${res.body}`).toBe(200);
          expect(wire(res, pieceAnswer).piece.status).toBe(rule.to);
        } else {
          expect([res.statusCode, res.json()], `${movement} from ${status}`).toEqual([
            409,
            { message: STOCK_MESSAGES.moveRefused(status, rule.to) },
          ]);
        }
      }
  });

  it('answers at most the newest 200 movements of a day', async () => {
    const { _id } = await addPiece({});
    const pieceId = Number(_id);
    const line = { pieceId, kind: 'edit', fromStatus: null, toStatus: 'inStock' as const, fromShowroom: null };
    const lines = Array.from({ length: PIECE_LIMITS.dayMovementsMax + 5 }, () => ({
      ...line,
      toShowroom: 'nerul' as const,
      actorId: null,
      actorUsername: null,
    }));
    await insertMovements(t.deps.db, lines, Date.now());
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const res = await t.app.inject({ method: 'GET', url: `/api/stockMovements?date=${today}`, headers: owner });
    const { movements } = wire(res, dayMovementsAnswer);
    expect(movements).toHaveLength(PIECE_LIMITS.dayMovementsMax);
    const ids = movements.map((m) => Number(m._id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('transfers and receives a piece, keeping where it goes and each step in its history', async () => {
    const { _id } = await addPiece({});
    expect((await move(_id, 'transfer', { to: 'nerul' })).json()).toEqual({ message: STOCK_MESSAGES.sameShowroom });
    const sent = wire(await move(_id, 'transfer', { to: 'kharghar' }), pieceAnswer).piece;
    expect(sent).toMatchObject({ status: 'inTransit', showroom: 'nerul', transferTo: 'kharghar' });
    const arriving = await t.app.inject({
      method: 'GET',
      url: '/api/pieces?showroom=kharghar&status=inTransit',
      headers: owner,
    });
    expect(wire(arriving, piecePageAnswer).pieces.map((p) => p._id)).toContain(_id);
    const received = wire(await move(_id, 'receive'), pieceAnswer).piece;
    expect(received).toMatchObject({ status: 'inStock', showroom: 'kharghar', transferTo: null });
    const sold = wire(await move(_id, 'sell', { billNumber: 'KH/1184' }), pieceAnswer).piece;
    expect(sold.status).toBe('sold');
    const history = wire(
      await t.app.inject({ method: 'GET', url: `/api/pieces/${_id}/history`, headers: nerulStaff }),
      pieceHistoryAnswer,
    ).movements;
    expect(history.map((m) => [m.kind, m.fromStatus, m.toStatus, m.fromShowroom, m.toShowroom])).toEqual([
      ['create', null, 'inStock', null, 'nerul'],
      ['transfer', 'inStock', 'inTransit', 'nerul', 'kharghar'],
      ['receive', 'inTransit', 'inStock', 'nerul', 'kharghar'],
      ['sell', 'inStock', 'sold', 'kharghar', 'kharghar'],
    ]);
    expect(history[3]).toMatchObject({ billNumber: 'KH/1184', actor: 'curator' });
  });

  it('shows shoppers pieces in stock and held, never a tag or a sold piece; made to order otherwise', async () => {
    const design = await createDesign({ name: 'Kolhapuri Saaj', metal: 'gold', purity: '22K', netWeight: '20' });
    const read = async () =>
      wire(await t.app.inject({ method: 'GET', url: `/api/getProduct/${design}` }), productDetailAnswer);
    expect((await read()).product).toMatchObject({ availability: [], madeToOrder: true, pieces: [] });

    const light = await addPiece({ productId: design, netWeight: 18.5, grossWeight: 19 });
    const heavy = await addPiece({ productId: design, netWeight: 21, grossWeight: 22, showroom: 'kharghar' });
    const sold = await addPiece({ productId: design, netWeight: 19, grossWeight: 20 });
    const away = await addPiece({ productId: design, netWeight: 19.5, grossWeight: 20 });
    expect((await move(sold._id, 'sell')).statusCode).toBe(200);
    expect((await move(away._id, 'transfer', { to: 'kharghar' })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: `/api/getProduct/${design}` });
    expect(res.body).not.toContain(light.tag);
    const { product } = wire(res, productDetailAnswer);
    expect(product.availability).toEqual([
      { showroom: 'nerul', count: 1 },
      { showroom: 'kharghar', count: 1 },
    ]);
    expect(product.madeToOrder).toBe(false);
    expect(product.pieces.map((p) => p._id).sort()).toEqual([light._id, heavy._id].sort());
    const shown = product.pieces.find((p) => p._id === light._id);
    expect(shown).toEqual({
      _id: light._id,
      showroom: 'nerul',
      sizeLabel: null,
      grossWeight: 19,
      netWeight: 18.5,
      huid: null,
      price: light.price,
      reserved: false,
    });
    for (const p of product.pieces) expect(Object.keys(p)).not.toContain('tag');

    // The tRPC read answers the same.
    const viaTrpc = await trpcQuery<ProductDetailDto>(t.app, 'catalog.productById', { id: Number(design) });
    expect(viaTrpc.data?.pieces.map((p) => p.id).sort()).toEqual([Number(light._id), Number(heavy._id)].sort());
    expect(JSON.stringify(viaTrpc.data)).not.toContain(light.tag);

    // Nothing in stock, held or in transit: made to order again.
    for (const p of [light, heavy]) expect((await move(p._id, 'sell')).statusCode).toBe(200);
    expect((await read()).product.madeToOrder).toBe(false); // one still in transit
    expect((await move(away._id, 'receive')).statusCode).toBe(200);
    expect((await move(away._id, 'withdraw')).statusCode).toBe(200);
    expect((await read()).product).toMatchObject({ availability: [], madeToOrder: true, pieces: [] });
  });

  it('reprices the stored piece prices when the rate changes', async () => {
    const design = await createDesign({ name: 'Rate Bangle', metal: 'gold', purity: '22K', netWeight: '15' });
    await addPiece({ productId: design, netWeight: 14, grossWeight: 15 });
    await addPiece({ productId: design, netWeight: 12.345, grossWeight: 15 });
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/updateGold',
      headers: owner,
      payload: { price: 8000, confirm: true },
    });
    expect(update.statusCode, update.body).toBe(200);
    const expected = computePrice({
      netWeightMg: 12_345,
      ratePerGramPaise: 732_800,
      making: { type: 'percent', value: 1200 },
    });
    const summary = (await stockSummaryOf(t.deps.db, [Number(design)])).get(Number(design));
    expect(summary?.cheapestInStockPaise).toBe(expected?.total);
  });
});
