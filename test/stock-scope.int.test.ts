import { beforeAll, expect, it } from 'vitest';
import { STOCK_MESSAGES } from '@shared/messages/stock';
import { pieceAnswer, type PieceWire } from '@shared/schemas/stock-wire';
import { createAdminAccount } from '@server/modules/admin/admin-accounts.service';
import { changedTables, snapshotDatabase } from './helpers/db-snapshot';
import { bearer, describeEachDatabase, useTestApp } from './helpers/harness';
import { multipart, pngImage } from './helpers/images';
import { trpcMutation } from './helpers/trpc-http';
import { wire } from './helpers/wire';

// A staff account scoped to a showroom moves that showroom's pieces only (issue 27, with the stock
// of issue 28): Nerul's desk cannot transfer, sell, withdraw, restore or receive a Kharghar piece,
// on REST or tRPC (403, and nothing in the database changes), while it moves Nerul's own and
// receives a piece sent to Nerul.

const STAFF_PASSWORD = 'a scoped staff long secret';

type Movement = 'transfer' | 'sell' | 'withdraw' | 'restore' | 'receive';
const bodyOf = (movement: Movement): Record<string, unknown> =>
  movement === 'transfer' ? { to: 'nerul' } : movement === 'sell' ? { billNumber: 'KH/77' } : {};

describeEachDatabase('stock movements scoped to a showroom', (dialect) => {
  const { t } = useTestApp(dialect, { env: { RATE_LIMIT_AUTH_MAX: '10000' } });
  let owner: Record<string, string>;
  let nerul: Record<string, string>;
  let designId: string;
  let tags = 0;

  beforeAll(async () => {
    owner = bearer(await t.adminToken());
    await createAdminAccount(t.deps.db, t.deps.passwords, 'nerul-scope', STAFF_PASSWORD, Date.now(), {
      role: 'staff',
      showroom: 'nerul',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/loginAdmin',
      payload: { username: 'nerul-scope', password: STAFF_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    nerul = bearer(login.json<{ token: string }>().token);
    await t.app.inject({ method: 'POST', url: '/api/updateGold', headers: owner, payload: { price: 7800 } });
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/createCategory',
      headers: owner,
      payload: { name: 'Bangles', makingChargeType: 'percent', makingChargeValue: 10 },
    });
    expect(category.statusCode, category.body).toBe(201);
    const categoryId = category.json<{ category: { _id: string } }>().category._id;
    const body = multipart(
      {
        name: 'Scoped Bangle',
        description: 'Plain.',
        category: categoryId,
        metal: 'gold',
        purity: '22K',
        netWeight: '8',
      },
      [{ field: 'productImage', filename: 'p.png', contentType: 'image/png', data: await pngImage(16, 16) }],
    );
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/createProduct',
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
    expect(product.statusCode, product.body).toBe(201);
    designId = product.json<{ product: { _id: string } }>().product._id;
  });

  const move = (id: string, movement: Movement, headers: Record<string, string>, payload = bodyOf(movement)) =>
    t.app.inject({ method: 'POST', url: `/api/pieces/${id}/${movement}`, headers, payload });

  /** A piece at `showroom`, brought by the owner to the status the movement starts from. */
  async function piece(showroom: 'nerul' | 'kharghar', status: 'inStock' | 'withdrawn' | 'inTransit') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pieces',
      headers: owner,
      payload: { productId: designId, tag: `SC-${++tags}`, showroom, grossWeight: 9, netWeight: 8 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const made: PieceWire = wire(res, pieceAnswer).piece;
    if (status === 'withdrawn') expect((await move(made._id, 'withdraw', owner)).statusCode).toBe(200);
    if (status === 'inTransit') {
      const to = showroom === 'nerul' ? 'kharghar' : 'nerul';
      expect((await move(made._id, 'transfer', owner, { to })).statusCode).toBe(200);
    }
    return made._id;
  }

  it('refuses every movement of a Kharghar piece to Nerul staff on REST and tRPC, and nothing changes', async () => {
    const pieces: Record<Movement, string> = {
      transfer: await piece('kharghar', 'inStock'),
      sell: await piece('kharghar', 'inStock'),
      withdraw: await piece('kharghar', 'inStock'),
      restore: await piece('kharghar', 'withdrawn'),
      // Sent from Nerul to Kharghar: it is Kharghar's staff who receive it.
      receive: await piece('nerul', 'inTransit'),
    };
    const before = await snapshotDatabase(t.deps.db, dialect);
    for (const movement of Object.keys(pieces) as Movement[]) {
      const id = pieces[movement];
      const rest = await move(id, movement, nerul);
      expect([rest.statusCode, rest.json()], `REST ${movement}`).toEqual([
        403,
        { message: STOCK_MESSAGES.otherShowroom },
      ]);
      const trpc = await trpcMutation(t.app, `stock.${movement}`, { id: Number(id), ...bodyOf(movement) }, nerul);
      expect(trpc.status, `tRPC ${movement}`).toBe(403);
      expect(trpc.error?.message, `tRPC ${movement}`).toBe(STOCK_MESSAGES.otherShowroom);
    }
    // No piece, no history line, no audit entry.
    expect(changedTables(before, await snapshotDatabase(t.deps.db, dialect))).toEqual([]);

    // The same pieces still move for the owner: the refusals were the scope, not their status.
    for (const movement of Object.keys(pieces) as Movement[]) {
      const payload = movement === 'transfer' ? { to: 'nerul' } : bodyOf(movement);
      const res = await move(pieces[movement], movement, owner, payload);
      expect(res.statusCode, `owner ${movement}: ${res.body}`).toBe(200);
    }
  });

  it("moves Nerul's own pieces, on REST and tRPC, and receives a piece sent to Nerul", async () => {
    const sent = await piece('nerul', 'inStock');
    const transferred = await move(sent, 'transfer', nerul, { to: 'kharghar' });
    expect(transferred.statusCode, transferred.body).toBe(200);
    expect(wire(transferred, pieceAnswer).piece).toMatchObject({ status: 'inTransit', transferTo: 'kharghar' });

    const sold = await trpcMutation<{ piece: { status: string } }>(
      t.app,
      'stock.sell',
      { id: Number(await piece('nerul', 'inStock')), billNumber: 'NR/88' },
      nerul,
    );
    expect(sold.status, JSON.stringify(sold.error)).toBe(200);
    expect(sold.data?.piece.status).toBe('sold');

    const kept = await piece('nerul', 'inStock');
    expect(wire(await move(kept, 'withdraw', nerul), pieceAnswer).piece.status).toBe('withdrawn');
    expect(wire(await move(kept, 'restore', nerul), pieceAnswer).piece.status).toBe('inStock');

    // At Kharghar, in transit to Nerul: Nerul's staff receive it, and it is Nerul's then.
    const arriving = await piece('kharghar', 'inTransit');
    const received = await trpcMutation<{ piece: { status: string; showroom: string } }>(
      t.app,
      'stock.receive',
      { id: Number(arriving) },
      nerul,
    );
    expect(received.status, JSON.stringify(received.error)).toBe(200);
    expect(received.data?.piece).toMatchObject({ status: 'inStock', showroom: 'nerul' });
  });
});
