import { PAGE_SIZES, type ShowroomId } from '@shared/constants';
import { STOCK_MOVEMENT_KINDS, type PieceStatus } from '@shared/stock-constants';
import { AppError } from '@shared/errors';
import { STOCK_MESSAGES } from '@shared/messages/stock';
import { gramsToMg } from '@shared/pricing';
import { totalPagesFor } from '@shared/schemas/common';
import type {
  CreatePieceInput,
  ListPiecesInput,
  PieceDto,
  PiecePageDto,
  StockMovementDto,
  UpdatePieceInput,
} from '@shared/schemas/stock';
import type { Db } from '@server/platform/db/database';
import { isUniqueViolation } from '@server/platform/db/db-errors';
import { inTransaction } from '@server/platform/db/transaction';
import type { AppDeps } from '@server/platform/deps';
import type { Actor } from '@server/platform/events/hooks';
import { designPricers, type DesignPricer } from '../catalog/catalog.service';
import { productIdsNamed } from '../catalog/catalog-reads.service';
import { showroomOf, showroomOrNull, sizeOf, statusOf, toPieceDto } from './piece-dto';
import { repriceProductsPieces } from './stock-prices.service';
import * as repo from './stock.repo';

// A design's pieces (issue 28): added and corrected by owners, listed for the dashboard, each
// with its history. Every write runs in one transaction: the piece's row, its stored price (by
// the catalogue's rules at the rates read there), its movement line, and the `piece` post-write
// event (the audit log; the search index reindexes the piece's design).

declare module '@server/platform/events/hooks' {
  interface WriteEvents {
    piece: { row: PieceAuditRow };
  }
}

/** A piece as its events carry it: its design (what to reindex), place, status and weights. */
export interface PieceAuditRow {
  productId: number;
  tag: string;
  showroom: ShowroomId;
  transferTo: ShowroomId | null;
  status: PieceStatus;
  sizeLabel: string | null;
  grossWeightMg: number;
  netWeightMg: number;
  huid: string | null;
  heldUntil: number | null;
  /** The movement that made this row (absent for a creation or an edit). */
  movement?: string;
  billNumber?: string;
}

export const auditRowOf = (row: repo.PieceRow): PieceAuditRow => ({
  productId: row.productId,
  tag: row.tag,
  showroom: showroomOf(row.showroom),
  transferTo: showroomOrNull(row.transferTo),
  status: statusOf(row),
  sizeLabel: row.sizeLabel,
  grossWeightMg: row.grossWeightMg,
  netWeightMg: row.netWeightMg,
  huid: row.huid,
  heldUntil: row.heldUntil,
});

/** Who a movement line names: an admin or a token by name; the shop itself as null. */
export function movementActor(actor: Actor): { actorId: number | null; actorUsername: string | null } {
  switch (actor.kind) {
    case 'admin':
      return { actorId: actor.id, actorUsername: actor.username ?? null };
    case 'token':
      return { actorId: null, actorUsername: actor.username };
    case 'shopper':
      return { actorId: null, actorUsername: null };
    case 'system':
      return { actorId: null, actorUsername: null };
    default:
      return actor satisfies never;
  }
}

type Deps = Pick<AppDeps, 'db' | 'hooks' | 'now' | 'catalogCache'>;

async function requireDesign(db: Db, productId: number): Promise<DesignPricer> {
  const design = (await designPricers(db, [productId])).get(productId);
  if (!design) throw new AppError('NOT_FOUND', STOCK_MESSAGES.productNotFound);
  return design;
}

/** A piece's size must be one of its design's; a design in sizes needs one. */
function checkSize(design: DesignPricer, sizeLabel: string | null): void {
  if (sizeLabel !== null && !design.sizeLabels.some((s) => s === sizeLabel))
    throw new AppError('BAD_INPUT', STOCK_MESSAGES.sizeLabelNotOfDesign);
  if (sizeLabel === null && design.sizeLabels.length > 0)
    throw new AppError('BAD_INPUT', STOCK_MESSAGES.sizeLabelRequired);
}

async function checkClashes(trx: Db, tag: string | null, huid: string | null, exceptId?: number): Promise<void> {
  if (tag !== null && (await repo.findClash(trx, 'tag', tag, exceptId)) !== undefined)
    throw new AppError('CONFLICT', STOCK_MESSAGES.tagTaken);
  if (huid !== null && (await repo.findClash(trx, 'huid', huid, exceptId)) !== undefined)
    throw new AppError('CONFLICT', STOCK_MESSAGES.huidTaken);
}

/** Two writers racing for one tag or HUID: the unique index refuses the second. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', STOCK_MESSAGES.tagOrHuidTaken);
    throw err;
  }
}

export async function pieceById(db: Db, id: number): Promise<PieceDto> {
  const row = await repo.findPiece(db, id);
  if (!row) throw new AppError('NOT_FOUND', STOCK_MESSAGES.notFound);
  return toPieceDto(row, (await designPricers(db, [row.productId])).get(row.productId));
}

/** Pieces as the dashboard reads them, with their designs' names and prices. */
export async function piecesAsDtos(db: Db, rows: readonly repo.PieceRow[]): Promise<PieceDto[]> {
  const designs = await designPricers(
    db,
    rows.map((r) => r.productId),
  );
  return rows.map((r) => toPieceDto(r, designs.get(r.productId)));
}

/** A piece of a design, in stock at a showroom. */
export async function createPiece(deps: Deps, actor: Actor, input: CreatePieceInput): Promise<PieceDto> {
  const design = await requireDesign(deps.db, input.productId);
  const sizeLabel = input.sizeLabel ?? null;
  checkSize(design, sizeLabel);
  const huid = input.huid ?? null;
  const id = await uniquely(() =>
    inTransaction(deps.db, async (trx) => {
      await checkClashes(trx, input.tag, huid);
      const now = deps.now();
      const newId = await repo.insertPiece(
        trx,
        {
          productId: input.productId,
          tag: input.tag,
          showroom: input.showroom,
          sizeLabel,
          grossWeightMg: gramsToMg(input.grossWeight),
          netWeightMg: gramsToMg(input.netWeight),
          huid,
        },
        now,
      );
      await repriceProductsPieces(trx, [input.productId]);
      const move = { fromStatus: null, toStatus: 'inStock' as const, fromShowroom: null, toShowroom: input.showroom };
      await repo.insertMovements(trx, [{ pieceId: newId, kind: 'create', ...move, ...movementActor(actor) }], now);
      const row = await repo.findPiece(trx, newId);
      const after = row ? auditRowOf(row) : null;
      await deps.hooks.run(trx, { actor, action: 'create', entity: 'piece', entityId: newId, before: null, after });
      return newId;
    }),
  );
  await deps.catalogCache.invalidate();
  return pieceById(deps.db, id);
}

/** An owner's correction of a piece's weights, size or HUID (never its status: that is a movement). */
export async function updatePiece(deps: Deps, actor: Actor, input: UpdatePieceInput): Promise<PieceDto> {
  await uniquely(() =>
    inTransaction(deps.db, async (trx) => {
      const row = await repo.findPiece(trx, input.id);
      if (!row) throw new AppError('NOT_FOUND', STOCK_MESSAGES.notFound);
      const design = await requireDesign(trx, row.productId);
      const grossWeightMg = input.grossWeight === undefined ? row.grossWeightMg : gramsToMg(input.grossWeight);
      const netWeightMg = input.netWeight === undefined ? row.netWeightMg : gramsToMg(input.netWeight);
      if (netWeightMg > grossWeightMg) throw new AppError('BAD_INPUT', STOCK_MESSAGES.netAboveGross);
      const sizeLabel = input.sizeLabel === undefined ? sizeOf(row.sizeLabel) : input.sizeLabel;
      if (input.sizeLabel !== undefined) checkSize(design, sizeLabel);
      const huid = input.huid === undefined ? row.huid : input.huid;
      await checkClashes(trx, null, huid === row.huid ? null : huid, row.id);
      const now = deps.now();
      await repo.updatePieceFields(trx, row.id, { grossWeightMg, netWeightMg, sizeLabel, huid }, now);
      await repriceProductsPieces(trx, [row.productId]);
      const status = statusOf(row);
      const place = { fromShowroom: showroomOf(row.showroom), toShowroom: showroomOf(row.showroom) };
      const line = { pieceId: row.id, kind: 'edit', fromStatus: status, toStatus: status, ...place };
      await repo.insertMovements(trx, [{ ...line, ...movementActor(actor) }], now);
      const after = await repo.findPiece(trx, row.id);
      await deps.hooks.run(trx, {
        actor,
        action: 'update',
        entity: 'piece',
        entityId: row.id,
        before: auditRowOf(row),
        after: after ? auditRowOf(after) : null,
      });
    }),
  );
  await deps.catalogCache.invalidate();
  return pieceById(deps.db, input.id);
}

/** Pieces newest first, PAGE_SIZES.pieces a page: by showroom (arriving ones too), status, design, or text. */
export async function listPieces(db: Db, input: ListPiecesInput): Promise<PiecePageDto> {
  const page = input.page ?? 1;
  const limit = PAGE_SIZES.pieces;
  const q = input.q || undefined;
  const namedProductIds = q ? await productIdsNamed(db, q, 500) : [];
  const { rows, total } = await repo.pagePieces(
    db,
    { showroom: input.showroom, status: input.status, productId: input.productId, q, namedProductIds },
    page,
    limit,
  );
  return { pieces: await piecesAsDtos(db, rows), page, total, totalPages: totalPagesFor(total, limit) };
}

/** The next `limit` pieces after `afterId` in id order, as stored: the stock's export reads in batches. */
export function pieceRowsAfter(db: Db, afterId: number, limit: number): Promise<repo.PieceRow[]> {
  return repo.piecesAfter(db, afterId, limit);
}

/** A piece's history, oldest first. */
export async function historyOf(db: Db, pieceId: number): Promise<StockMovementDto[]> {
  if (!(await repo.findPiece(db, pieceId))) throw new AppError('NOT_FOUND', STOCK_MESSAGES.notFound);
  return (await repo.pieceHistory(db, pieceId)).map(toMovementDto);
}

export function toMovementDto(row: repo.MovementRow): StockMovementDto {
  return {
    id: row.id,
    pieceId: row.pieceId,
    at: row.at,
    kind: STOCK_MOVEMENT_KINDS.find((k) => k === row.kind) ?? 'edit',
    fromStatus: row.fromStatus === null ? null : statusOf({ status: row.fromStatus }),
    toStatus: statusOf({ status: row.toStatus }),
    fromShowroom: showroomOrNull(row.fromShowroom),
    toShowroom: showroomOf(row.toShowroom),
    billNumber: row.billNumber,
    actor: row.actor,
  };
}
