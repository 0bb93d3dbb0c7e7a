import type { ShowroomId } from '@shared/constants';
import {
  createPieceInput,
  listPiecesInput,
  pieceIdInput,
  sellPieceInput,
  stockMovementsInput,
  stockTallyInput,
  transferPieceInput,
  updatePieceInput,
  type PieceDto,
} from '@shared/schemas/stock';
import type { AppDeps } from '@server/platform/deps';
import { adminActor } from '@server/platform/events/hooks';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';
import type { AdminIdentity } from '@server/platform/trpc/authorize';
import { dayMovements, movePiece, type MoveRequest } from './movements.service';
import { createPiece, historyOf, listPieces, pieceById, updatePiece } from './pieces.service';
import { tallyStock } from './tally.service';

// Showroom stock (issue 28). Staff read every showroom's pieces (a shopper at Nerul may ask for a
// piece at Kharghar) but move and count only their own showroom's; owners, and staff accounts
// without a showroom, every one. Adding and correcting pieces is the owners'.

const staffRead = procedure({ auth: 'staff' });
const pieceWrite = procedure({ auth: 'owner', audit: 'piece' });
const pieceMove = procedure({ auth: 'staff', audit: 'piece' });

/** The showroom whose stock an admin moves: a staff account's own; undefined: every showroom. */
const scopeOf = (admin: AdminIdentity): ShowroomId | undefined =>
  admin.role === 'staff' && admin.showroom !== null ? admin.showroom : undefined;

/** One movement of one piece by the signed-in admin, within the showroom their account is scoped to. */
async function move(
  ctx: { deps: AppDeps; admin: AdminIdentity },
  id: number,
  request: Omit<MoveRequest, 'scope'>,
): Promise<{ piece: PieceDto }> {
  return { piece: await movePiece(ctx.deps, adminActor(ctx.admin), id, { ...request, scope: scopeOf(ctx.admin) }) };
}

export const stockProcedures = {
  /** Pieces newest first: by showroom (those on their way to it too), status, design, or tag, HUID or name. */
  list: staffRead.input(listPiecesInput).query(({ ctx, input }) => listPieces(ctx.deps.db, input)),

  byId: staffRead
    .input(pieceIdInput)
    .query(async ({ ctx, input }) => ({ piece: await pieceById(ctx.deps.db, input.id) })),

  /** A piece's history, oldest first: its creation, edits and movements, with who made them. */
  history: staffRead
    .input(pieceIdInput)
    .query(async ({ ctx, input }) => ({ movements: await historyOf(ctx.deps.db, input.id) })),

  /** A day's movements (a calendar day in India), newest first, of one showroom when given. */
  movements: staffRead
    .input(stockMovementsInput)
    .query(async ({ ctx, input }) => ({ movements: await dayMovements(ctx.deps.db, input) })),

  create: pieceWrite
    .input(createPieceInput)
    .mutation(async ({ ctx, input }) => ({ piece: await createPiece(ctx.deps, adminActor(ctx.admin), input) })),

  update: pieceWrite
    .input(updatePieceInput)
    .mutation(async ({ ctx, input }) => ({ piece: await updatePiece(ctx.deps, adminActor(ctx.admin), input) })),

  /** In stock -> in transit to another showroom. */
  transfer: pieceMove
    .input(transferPieceInput)
    .mutation(({ ctx, input }) => move(ctx, input.id, { movement: 'transfer', to: input.to })),

  /** In transit -> in stock at the showroom it was sent to (its staff receive it). */
  receive: pieceMove.input(pieceIdInput).mutation(({ ctx, input }) => move(ctx, input.id, { movement: 'receive' })),

  /** In stock or held -> sold. */
  sell: pieceMove
    .input(sellPieceInput)
    .mutation(({ ctx, input }) => move(ctx, input.id, { movement: 'sell', billNumber: input.billNumber })),

  /** In stock -> withdrawn (out of sale). */
  withdraw: pieceMove.input(pieceIdInput).mutation(({ ctx, input }) => move(ctx, input.id, { movement: 'withdraw' })),

  /** Withdrawn -> in stock. */
  restore: pieceMove.input(pieceIdInput).mutation(({ ctx, input }) => move(ctx, input.id, { movement: 'restore' })),

  /** The tags counted in a showroom against what the system says is there; kept in the audit log. */
  tally: procedure({ auth: 'staff', audit: 'stockTally' })
    .input(stockTallyInput)
    .mutation(({ ctx, input }) => tallyStock(ctx.deps, adminActor(ctx.admin), input, scopeOf(ctx.admin))),
};

export const stockRouter = router(stockProcedures);
