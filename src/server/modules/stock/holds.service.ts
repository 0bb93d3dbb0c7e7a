import type { ShowroomId } from '@shared/constants';
import { PIECE_MOVES, type PieceStatus } from '@shared/stock-constants';
import { AppError } from '@shared/errors';
import { STOCK_MESSAGES } from '@shared/messages/stock';
import type { Db } from '@server/platform/db/database';
import type { Actor, PostWriteHooks } from '@server/platform/events/hooks';
import { designPricers } from '../catalog/catalog.service';
import { showroomOf, statusOf } from './piece-dto';
import { auditRowOf, movementActor } from './pieces.service';
import * as repo from './stock.repo';

// Pieces held for a shopper's visit (issue 29): in stock -> held at booking; held -> in stock when
// the visit is cancelled, marked, or its hold runs out; held -> sold when the visitor buys it. Each
// runs inside the caller's transaction (the visit's), one conditional UPDATE a piece, pieces taken
// in id order (two bookings lock shared pieces in the same order). Every piece moved is a line of
// its history and an audit entry (the `piece` post-write event), as every other movement. The
// caller invalidates the catalogue cache after its commit.

interface Opts {
  actor: Actor;
  hooks: PostWriteHooks;
  now: number;
}

/** A piece as a visit shows it: by its design's name and showroom (the tag for the shop only). */
export interface VisitPiece {
  id: number;
  productId: number;
  productName: string;
  tag: string;
  showroom: ShowroomId;
}

/**
 * A piece that cannot be held (409): not in stock, held by another visit, sold, or at another
 * showroom; `piece` undefined when there is no such piece. Carries what the shopper knows the
 * piece by, so that the caller can name it in its own words.
 */
export class PieceUnavailableError extends AppError {
  readonly piece: { id: number; productName: string; showroom: ShowroomId; status: PieceStatus } | undefined;
  constructor(piece: PieceUnavailableError['piece']) {
    super('CONFLICT', piece ? STOCK_MESSAGES.moveRefused(piece.status, 'held') : STOCK_MESSAGES.notFound);
    this.piece = piece;
  }
}

type VisitMove = 'hold' | 'release' | 'sell';

/** A visit's movements start from these statuses (a sale at the visit: of a held piece only). */
const FROM: Record<VisitMove, readonly PieceStatus[]> = { hold: ['inStock'], release: ['held'], sell: ['held'] };

/**
 * Moves the pieces among `pieceIds` that can make `movement` and answers them. `strict`: a piece
 * that cannot refuses them all (PieceUnavailableError; the caller's transaction rolls back the
 * pieces already moved); otherwise it is left as it is (a held piece sold at the counter meanwhile).
 */
async function moveForVisit(
  trx: Db,
  pieceIds: readonly number[],
  move: { movement: VisitMove; until: number | null; atShowroom?: ShowroomId; strict: boolean },
  opts: Opts,
): Promise<VisitPiece[]> {
  const ids = [...new Set(pieceIds)].sort((a, b) => a - b);
  const to = PIECE_MOVES[move.movement].to;
  const moved: repo.PieceRow[] = [];
  for (const id of ids) {
    const row = await repo.findPieceLocked(trx, id);
    const guard = { from: FROM[move.movement], to, atShowroom: move.atShowroom, set: { heldUntil: move.until } };
    if (row && (await repo.movePieces(trx, [id], guard, opts.now)) > 0) {
      moved.push(row);
      continue;
    }
    if (!move.strict) continue;
    const name = row ? ((await designPricers(trx, [row.productId])).get(row.productId)?.name ?? '') : '';
    throw new PieceUnavailableError(
      row && { id, productName: name, showroom: showroomOf(row.showroom), status: statusOf(row) },
    );
  }
  await record(trx, moved, move, opts);
  const names = await designPricers(
    trx,
    moved.map((r) => r.productId),
  );
  return moved.map((r) => ({
    id: r.id,
    productId: r.productId,
    productName: names.get(r.productId)?.name ?? '',
    tag: r.tag,
    showroom: showroomOf(r.showroom),
  }));
}

/** The history lines and audit entries of the pieces moved. */
async function record(
  trx: Db,
  moved: readonly repo.PieceRow[],
  move: { movement: VisitMove; until: number | null },
  opts: Opts,
): Promise<void> {
  const to = PIECE_MOVES[move.movement].to;
  const lines = moved.map((row) => ({
    pieceId: row.id,
    kind: move.movement,
    fromStatus: statusOf(row),
    toStatus: to,
    fromShowroom: showroomOf(row.showroom),
    toShowroom: showroomOf(row.showroom),
    ...movementActor(opts.actor),
  }));
  await repo.insertMovements(trx, lines, opts.now);
  for (const row of moved) {
    const before = auditRowOf(row);
    await opts.hooks.run(trx, {
      actor: opts.actor,
      action: 'update',
      entity: 'piece',
      entityId: row.id,
      before,
      after: { ...before, status: to, heldUntil: move.until, movement: move.movement },
    });
  }
}

/**
 * Holds pieces in stock (at `showroom`, when given) until `until` (epoch ms) for a visit: all of
 * them or none. A piece that cannot be held throws PieceUnavailableError (409); of two holds, or a
 * hold and a sale, racing for one piece, exactly one wins.
 */
export function holdPieces(
  trx: Db,
  pieceIds: readonly number[],
  until: number,
  opts: Opts & { showroom?: ShowroomId },
): Promise<VisitPiece[]> {
  const { showroom, ...rest } = opts;
  return moveForVisit(
    trx,
    pieceIds,
    { movement: 'hold', until, strict: true, ...(showroom ? { atShowroom: showroom } : {}) },
    rest,
  );
}

/**
 * Puts held pieces back in stock (a visit cancelled, marked, or its hold run out); a piece no
 * longer held (sold at the counter) is left as it is. Answers the pieces released.
 */
export function releaseHolds(trx: Db, pieceIds: readonly number[], opts: Opts): Promise<VisitPiece[]> {
  return moveForVisit(trx, pieceIds, { movement: 'release', until: null, strict: false }, opts);
}

/** Sells held pieces (bought at the visit); a piece no longer held is left as it is. Answers the pieces sold. */
export function sellHeldPieces(trx: Db, pieceIds: readonly number[], opts: Opts): Promise<VisitPiece[]> {
  return moveForVisit(trx, pieceIds, { movement: 'sell', until: null, strict: false }, opts);
}

/** Held pieces are held until `until` instead (their visit moved to another time): not a movement. */
export function extendHolds(trx: Db, pieceIds: readonly number[], until: number, now: number): Promise<void> {
  return repo.setHeldUntil(trx, pieceIds, until, now);
}
