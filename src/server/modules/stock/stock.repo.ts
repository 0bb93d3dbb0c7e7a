import { sql, type RawBuilder } from 'kysely';
import type { ShowroomId } from '@shared/constants';
import type { PieceStatus } from '@shared/stock-constants';
import type { Db } from '@server/platform/db/database';
import { containsPattern } from '@server/platform/db/like';
import { isMysql } from '@server/platform/db/migration-helpers';

// The stock's tables: pieces and their movements. Every status change is one conditional UPDATE
// (`... WHERE status IN (allowed)`), whose count of changed rows says whether this writer won: of
// two sales, two holds, or a hold and a sale of one piece at the same moment, the database lets
// exactly one change the row (InnoDB re-reads the row the other committed; SQLite has one writer).

export interface PieceRow {
  id: number;
  productId: number;
  tag: string;
  showroom: string;
  transferTo: string | null;
  sizeLabel: string | null;
  grossWeightMg: number;
  netWeightMg: number;
  huid: string | null;
  status: string;
  heldUntil: number | null;
  pricePaise: number | null;
  updatedAt: number;
}

const PIECE_COLUMNS = [
  'pieces.id as id',
  'pieces.product_id as productId',
  'pieces.tag as tag',
  'pieces.showroom as showroom',
  'pieces.transfer_to as transferTo',
  'pieces.size_label as sizeLabel',
  'pieces.gross_weight_mg as grossWeightMg',
  'pieces.net_weight_mg as netWeightMg',
  'pieces.huid as huid',
  'pieces.status as status',
  'pieces.held_until as heldUntil',
  'pieces.price_paise as pricePaise',
  'pieces.updated_at as updatedAt',
] as const;

type Numeric = number | string | bigint;
const num = (v: Numeric): number => Number(v);
const numOrNull = (v: Numeric | null): number | null => (v === null ? null : Number(v));

function toPieceRow(r: {
  id: Numeric;
  productId: Numeric;
  tag: string;
  showroom: string;
  transferTo: string | null;
  sizeLabel: string | null;
  grossWeightMg: Numeric;
  netWeightMg: Numeric;
  huid: string | null;
  status: string;
  heldUntil: Numeric | null;
  pricePaise: Numeric | null;
  updatedAt: Numeric;
}): PieceRow {
  return {
    ...r,
    id: num(r.id),
    productId: num(r.productId),
    grossWeightMg: num(r.grossWeightMg),
    netWeightMg: num(r.netWeightMg),
    heldUntil: numOrNull(r.heldUntil),
    pricePaise: numOrNull(r.pricePaise),
    updatedAt: num(r.updatedAt),
  };
}

export interface NewPiece {
  productId: number;
  tag: string;
  showroom: ShowroomId;
  sizeLabel: string | null;
  grossWeightMg: number;
  netWeightMg: number;
  huid: string | null;
}

export async function insertPiece(trx: Db, piece: NewPiece, now: number): Promise<number> {
  const result = await trx
    .insertInto('pieces')
    .values({
      product_id: piece.productId,
      tag: piece.tag,
      showroom: piece.showroom,
      size_label: piece.sizeLabel,
      gross_weight_mg: piece.grossWeightMg,
      net_weight_mg: piece.netWeightMg,
      huid: piece.huid,
      status: 'inStock',
      created_at: now,
      updated_at: now,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function findPieces(db: Db, ids: readonly number[]): Promise<PieceRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('pieces')
    .select(PIECE_COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toPieceRow);
}

export async function findPiece(db: Db, id: number): Promise<PieceRow | undefined> {
  return (await findPieces(db, [id]))[0];
}

/**
 * The piece as last committed, locked until the transaction ends (FOR UPDATE on MySQL, whose plain
 * read in a transaction answers from its first snapshot; a SQLite write transaction already holds
 * the database). What a refused conditional UPDATE re-reads to name the status that refused it.
 */
export async function findPieceLocked(trx: Db, id: number): Promise<PieceRow | undefined> {
  const query = trx.selectFrom('pieces').select(PIECE_COLUMNS).where('id', '=', id);
  const row = await (isMysql(trx) ? query.forUpdate() : query).executeTakeFirst();
  return row && toPieceRow(row);
}

/** The piece with this tag or this HUID (both kept in capitals), other than `exceptId`. */
export async function findClash(
  db: Db,
  field: 'tag' | 'huid',
  value: string,
  exceptId?: number,
): Promise<number | undefined> {
  let query = db.selectFrom('pieces').select('id').where(field, '=', value);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const row = await query.executeTakeFirst();
  return row && Number(row.id);
}

export async function updatePieceFields(
  trx: Db,
  id: number,
  fields: { grossWeightMg: number; netWeightMg: number; sizeLabel: string | null; huid: string | null },
  now: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('pieces')
    .set({
      gross_weight_mg: fields.grossWeightMg,
      net_weight_mg: fields.netWeightMg,
      size_label: fields.sizeLabel,
      huid: fields.huid,
      updated_at: now,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface Move {
  from: readonly PieceStatus[];
  to: PieceStatus;
  /** Only a piece at this showroom (a staff account's); while in transit, `transferTo` is checked instead. */
  atShowroom?: ShowroomId | undefined;
  /** Only a piece on its way to this showroom. */
  toShowroom?: ShowroomId | undefined;
  set: { showroom?: ShowroomId; transferTo?: ShowroomId | null; heldUntil?: number | null };
}

/**
 * Moves the pieces among `ids` that are in one of `move.from` (and at the showroom asked) to
 * `move.to`, in one statement; answers how many it changed. A count below ids.length means
 * another writer got there first, or a piece was not where the caller may move it.
 */
export async function movePieces(trx: Db, ids: readonly number[], move: Move, now: number): Promise<number> {
  if (ids.length === 0) return 0;
  let query = trx
    .updateTable('pieces')
    .set({
      status: move.to,
      updated_at: now,
      ...(move.set.showroom === undefined ? {} : { showroom: move.set.showroom }),
      ...(move.set.transferTo === undefined ? {} : { transfer_to: move.set.transferTo }),
      ...(move.set.heldUntil === undefined ? {} : { held_until: move.set.heldUntil }),
    })
    .where('id', 'in', [...ids])
    .where('status', 'in', [...move.from]);
  if (move.atShowroom !== undefined) query = query.where('showroom', '=', move.atShowroom);
  if (move.toShowroom !== undefined) query = query.where('transfer_to', '=', move.toShowroom);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Held pieces among `ids` are held until `until` instead (their visit moved); no status changes. */
export async function setHeldUntil(trx: Db, ids: readonly number[], until: number, now: number): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('pieces')
    .set({ held_until: until, updated_at: now })
    .where('id', 'in', [...ids])
    .where('status', '=', 'held')
    .execute();
}

/**
 * Stores the price of the pieces in scope: `price` is the SQL of a piece's price from its own
 * columns (the catalogue's port builds it), `productIds` a list or a subquery of product ids.
 */
export async function repricePieces(
  trx: Db,
  price: RawBuilder<number | null>,
  products: { ids: readonly number[] } | { subquery: RawBuilder<number> },
): Promise<number> {
  if ('ids' in products && products.ids.length === 0) return 0;
  const scope = 'ids' in products ? sql.join([...products.ids]) : products.subquery;
  const result = await sql`UPDATE pieces SET price_paise = ${price} WHERE pieces.product_id IN (${scope})`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/** The columns the catalogue's price SQL reads of a piece's row. */
export const PIECE_PRICE_COLUMNS = {
  netWeight: sql.ref('pieces.net_weight_mg'),
  productId: sql.ref('pieces.product_id'),
};

// ---- Movements ---------------------------------------------------------------

export interface NewMovement {
  pieceId: number;
  kind: string;
  fromStatus: PieceStatus | null;
  toStatus: PieceStatus;
  fromShowroom: ShowroomId | null;
  toShowroom: ShowroomId;
  billNumber?: string | null;
  actorId: number | null;
  actorUsername: string | null;
}

export async function insertMovements(trx: Db, movements: readonly NewMovement[], now: number): Promise<void> {
  if (movements.length === 0) return;
  await trx
    .insertInto('stock_movements')
    .values(
      movements.map((m) => ({
        piece_id: m.pieceId,
        at: now,
        kind: m.kind,
        from_status: m.fromStatus,
        to_status: m.toStatus,
        from_showroom: m.fromShowroom,
        to_showroom: m.toShowroom,
        bill_number: m.billNumber ?? null,
        actor_id: m.actorId,
        actor_username: m.actorUsername,
      })),
    )
    .execute();
}

export interface MovementRow {
  id: number;
  pieceId: number;
  at: number;
  kind: string;
  fromStatus: string | null;
  toStatus: string;
  fromShowroom: string | null;
  toShowroom: string;
  billNumber: string | null;
  actor: string | null;
}

const MOVEMENT_COLUMNS = [
  'stock_movements.id as id',
  'stock_movements.piece_id as pieceId',
  'stock_movements.at as at',
  'stock_movements.kind as kind',
  'stock_movements.from_status as fromStatus',
  'stock_movements.to_status as toStatus',
  'stock_movements.from_showroom as fromShowroom',
  'stock_movements.to_showroom as toShowroom',
  'stock_movements.bill_number as billNumber',
  'stock_movements.actor_username as actor',
] as const;

const toMovementRow = <R extends { id: Numeric; pieceId: Numeric; at: Numeric }>(r: R) => ({
  ...r,
  id: num(r.id),
  pieceId: num(r.pieceId),
  at: num(r.at),
});

/** A piece's history, oldest first. */
export async function pieceHistory(db: Db, pieceId: number): Promise<MovementRow[]> {
  const rows = await db
    .selectFrom('stock_movements')
    .select(MOVEMENT_COLUMNS)
    .where('piece_id', '=', pieceId)
    .orderBy('id')
    .execute();
  return rows.map(toMovementRow);
}

/** Movements from `from` (inclusive) to `to` (exclusive), newest first, of a showroom (either end) if given. */
export async function movementsBetween(
  db: Db,
  range: { from: number; to: number; showroom?: ShowroomId | undefined },
  limit: number,
): Promise<Array<MovementRow & { tag: string; productId: number }>> {
  let query = db
    .selectFrom('stock_movements')
    .innerJoin('pieces', 'pieces.id', 'stock_movements.piece_id')
    .select([...MOVEMENT_COLUMNS, 'pieces.tag as tag', 'pieces.product_id as productId'])
    .where('stock_movements.at', '>=', range.from)
    .where('stock_movements.at', '<', range.to);
  const { showroom } = range;
  if (showroom)
    query = query.where((eb) =>
      eb.or([eb('stock_movements.to_showroom', '=', showroom), eb('stock_movements.from_showroom', '=', showroom)]),
    );
  const rows = await query.orderBy('stock_movements.id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ ...toMovementRow(r), productId: num(r.productId) }));
}

// ---- Lists -------------------------------------------------------------------

export interface PieceFilter {
  showroom?: ShowroomId | undefined;
  status?: PieceStatus | undefined;
  productId?: number | undefined;
  q?: string | undefined;
  /** Designs whose name matches q. */
  namedProductIds?: readonly number[];
}

/** Up to `limit` pieces after `afterId`, in id order: a whole-stock read in batches. */
export async function piecesAfter(db: Db, afterId: number, limit: number): Promise<PieceRow[]> {
  const rows = await db
    .selectFrom('pieces')
    .select(PIECE_COLUMNS)
    .where('pieces.id', '>', afterId)
    .orderBy('pieces.id')
    .limit(limit)
    .execute();
  return rows.map(toPieceRow);
}

export async function pagePieces(
  db: Db,
  filter: PieceFilter,
  page: number,
  limit: number,
): Promise<{ rows: PieceRow[]; total: number }> {
  let base = db.selectFrom('pieces');
  const { showroom, status, productId, q } = filter;
  if (showroom) base = base.where((eb) => eb.or([eb('showroom', '=', showroom), eb('transfer_to', '=', showroom)]));
  if (status) base = base.where('status', '=', status);
  if (productId !== undefined) base = base.where('product_id', '=', productId);
  if (q) {
    const pattern = containsPattern(q.toUpperCase());
    const named = filter.namedProductIds ?? [];
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`tag like ${pattern} escape '!'`,
        sql<boolean>`huid like ${pattern} escape '!'`,
        ...(named.length > 0 ? [eb('product_id', 'in', [...named])] : []),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(PIECE_COLUMNS)
      .orderBy('pieces.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<Numeric>().as('n')).executeTakeFirst(),
  ]);
  return { rows: rows.map(toPieceRow), total: Number(count?.n ?? 0) };
}

/** The tags of a showroom's pieces that are there (in stock or held), for a tally. */
export async function tagsPresentAt(db: Db, showroom: ShowroomId): Promise<string[]> {
  const rows = await db
    .selectFrom('pieces')
    .select('tag')
    .where('showroom', '=', showroom)
    .where('status', 'in', ['inStock', 'held'])
    .execute();
  return rows.map((r) => r.tag);
}

// ---- What the storefront reads ------------------------------------------------

export interface StockCountRow {
  productId: number;
  showroom: string;
  status: string;
  count: number;
  /** The lowest stored price among these pieces. */
  minPricePaise: number | null;
}

/** Per design, showroom and status: how many pieces and the cheapest's price (sold and withdrawn left out). */
export async function stockCounts(db: Db, productIds: readonly number[]): Promise<StockCountRow[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('pieces')
    .select((eb) => [
      'product_id as productId',
      'showroom',
      'status',
      eb.fn.countAll<Numeric>().as('n'),
      eb.fn.min('price_paise').as('minPrice'),
    ])
    .where('product_id', 'in', [...productIds])
    .where('status', 'in', ['inStock', 'held', 'inTransit'])
    .groupBy(['product_id', 'showroom', 'status'])
    .execute();
  return rows.map((r) => ({
    productId: num(r.productId),
    showroom: r.showroom,
    status: r.status,
    count: num(r.n),
    minPricePaise: r.minPrice === null ? null : num(r.minPrice),
  }));
}

/** A design's pieces a shopper may see (in stock or held), by showroom, then lightest first. */
export async function visiblePieces(db: Db, productId: number): Promise<PieceRow[]> {
  const rows = await db
    .selectFrom('pieces')
    .select(PIECE_COLUMNS)
    .where('product_id', '=', productId)
    .where('status', 'in', ['inStock', 'held'])
    .orderBy('showroom')
    .orderBy('net_weight_mg')
    .orderBy('id')
    .execute();
  return rows.map(toPieceRow);
}
