import { type ShowroomId } from '@shared/constants';
import { PIECE_LIMITS, PIECE_MOVES, type PieceMove, type PieceMovement } from '@shared/stock-constants';
import { AppError } from '@shared/errors';
import { STOCK_MESSAGES } from '@shared/messages/stock';
import { dateInIndia } from '@shared/schemas/appointments';
import type { DayMovementDto, PieceDto, StockMovementsInput } from '@shared/schemas/stock';
import type { Db } from '@server/platform/db/database';
import { inTransaction } from '@server/platform/db/transaction';
import type { AppDeps } from '@server/platform/deps';
import type { Actor } from '@server/platform/events/hooks';
import { designPricers } from '../catalog/catalog.service';
import { showroomOf, statusOf } from './piece-dto';
import { auditRowOf, movementActor, pieceById, toMovementDto } from './pieces.service';
import * as repo from './stock.repo';

// A piece's movements (issue 28): transfer (in stock -> in transit to another showroom), receive
// (in transit -> in stock at the showroom it was sent to), sell (in stock or held -> sold),
// withdraw (in stock -> withdrawn), restore (withdrawn -> in stock); the holds of the visits
// issue (in stock -> held -> in stock or sold) are in holds.service.ts. Each is one conditional
// UPDATE whose changed-row count decides who won a race; a movement the piece's status does not
// allow is 409 naming both statuses. Staff move the pieces of their own showroom only (`scope`); owners, and staff
// accounts without a showroom, every piece. Every movement is a line of the piece's history and an
// audit entry (the `piece` post-write event), in the movement's transaction.

type Deps = Pick<AppDeps, 'db' | 'hooks' | 'now' | 'catalogCache'>;

export interface MoveRequest {
  movement: PieceMovement;
  /** The showroom a transfer sends the piece to. */
  to?: ShowroomId;
  billNumber?: string | undefined;
  /** A staff account's showroom: only its pieces may move; undefined: every showroom. */
  scope?: ShowroomId | undefined;
}

/** Which showroom's staff may make this movement of this piece: where it is, or where it is going. */
function showroomMoving(row: repo.PieceRow, movement: PieceMove): ShowroomId {
  return movement === 'receive' && row.transferTo !== null ? showroomOf(row.transferTo) : showroomOf(row.showroom);
}

/** Why `row` cannot make `movement` for a caller scoped to `scope`, as the error to answer; none when it can. */
function refusal(row: repo.PieceRow | undefined, movement: PieceMove, scope: ShowroomId | undefined): AppError | null {
  if (!row) return new AppError('NOT_FOUND', STOCK_MESSAGES.notFound);
  if (scope !== undefined && showroomMoving(row, movement) !== scope)
    return new AppError('FORBIDDEN', STOCK_MESSAGES.otherShowroom);
  const rule = PIECE_MOVES[movement];
  const status = statusOf(row);
  if (!(rule.from as readonly string[]).includes(status))
    return new AppError('CONFLICT', STOCK_MESSAGES.moveRefused(status, rule.to));
  return null;
}

/** Where the piece is after the movement, and what the UPDATE sets beside the status. */
function placeAfter(row: repo.PieceRow, request: MoveRequest): { showroom: ShowroomId; set: repo.Move['set'] } {
  switch (request.movement) {
    case 'transfer':
      return { showroom: showroomOf(row.showroom), set: { transferTo: request.to ?? null } };
    case 'receive': {
      const arrived = showroomOf(row.transferTo ?? row.showroom);
      return { showroom: arrived, set: { showroom: arrived, transferTo: null } };
    }
    case 'sell':
      return { showroom: showroomOf(row.showroom), set: { heldUntil: null } };
    case 'withdraw':
    case 'restore':
      return { showroom: showroomOf(row.showroom), set: {} };
    default:
      return request.movement satisfies never;
  }
}

/** Moves one piece; answers it as moved. */
export async function movePiece(deps: Deps, actor: Actor, id: number, request: MoveRequest): Promise<PieceDto> {
  const { movement, scope } = request;
  await inTransaction(deps.db, async (trx) => {
    const row = await repo.findPiece(trx, id);
    const refused = refusal(row, movement, scope);
    if (refused || !row) throw refused ?? new AppError('NOT_FOUND', STOCK_MESSAGES.notFound);
    if (movement === 'transfer' && request.to === showroomOf(row.showroom))
      throw new AppError('BAD_INPUT', STOCK_MESSAGES.sameShowroom);
    const rule = PIECE_MOVES[movement];
    const { showroom, set } = placeAfter(row, request);
    const guard = movement === 'receive' ? { toShowroom: scope } : { atShowroom: scope };
    const now = deps.now();
    const changed = await repo.movePieces(trx, [id], { from: rule.from, to: rule.to, ...guard, set }, now);
    if (changed === 0) {
      // Another writer moved it between the read and the UPDATE: answer as of its new state.
      const again = await repo.findPieceLocked(trx, id);
      throw (
        refusal(again, movement, scope) ?? new AppError('CONFLICT', STOCK_MESSAGES.moveRefused(statusOf(row), rule.to))
      );
    }
    const line = {
      pieceId: id,
      kind: movement,
      fromStatus: statusOf(row),
      toStatus: rule.to,
      fromShowroom: showroomOf(row.showroom),
      toShowroom: movement === 'transfer' ? (request.to ?? showroom) : showroom,
      billNumber: request.billNumber ?? null,
    };
    await repo.insertMovements(trx, [{ ...line, ...movementActor(actor) }], now);
    const after = await repo.findPiece(trx, id);
    const note = { movement, ...(request.billNumber ? { billNumber: request.billNumber } : {}) };
    await deps.hooks.run(trx, {
      actor,
      action: 'update',
      entity: 'piece',
      entityId: id,
      before: auditRowOf(row),
      after: after ? { ...auditRowOf(after), ...note } : null,
    });
  });
  await deps.catalogCache.invalidate();
  return pieceById(deps.db, id);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The movements of a calendar day in India, newest first, of one showroom (either end) when given;
 * at most PIECE_LIMITS.dayMovementsMax of them (the newest).
 */
export async function dayMovements(db: Db, input: StockMovementsInput): Promise<DayMovementDto[]> {
  const from = Date.parse(`${input.date}T00:00:00Z`) - INDIA_OFFSET_MS;
  if (dateInIndia(from) !== input.date) throw new AppError('BAD_INPUT', STOCK_MESSAGES.dateInvalid);
  const range = { from, to: from + DAY_MS, showroom: input.showroom };
  const rows = await repo.movementsBetween(db, range, PIECE_LIMITS.dayMovementsMax);
  const designs = await designPricers(
    db,
    rows.map((r) => r.productId),
  );
  return rows.map((r) => ({
    ...toMovementDto(r),
    tag: r.tag,
    productId: r.productId,
    productName: designs.get(r.productId)?.name ?? '',
  }));
}
