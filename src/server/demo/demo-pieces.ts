import { SHOWROOMS, type ShowroomId } from '@shared/constants';
import type { SpecificationsStored } from '@shared/schemas/specifications';
import { PIECE_MOVES } from '@shared/stock-constants';
import { insertMovements, insertPiece, movePieces, type NewMovement } from '../modules/stock/stock.repo';
import { repriceProductsPieces } from '../modules/stock/stock-prices.service';
import type { Db } from '../platform/db/database';

// The demo shop's physical pieces (issue 28): most designs have one to three pieces spread over
// both showrooms, each a little heavier or lighter than the design's weight, as hand-made pieces
// are; a few are sold, a few on their way to the other showroom, and every sixth design (and any
// design priced on request) is made to order. Deterministic: the same catalogue gives the same tags.

export interface DemoPiecePlan {
  productId: number;
  tag: string;
  showroom: ShowroomId;
  sizeLabel: string | null;
  grossWeightMg: number;
  netWeightMg: number;
  huid: string | null;
  status: 'inStock' | 'sold' | 'inTransit';
}

const TAG_PREFIX: Record<ShowroomId, string> = { nerul: 'NR', kharghar: 'KH' };
/** Each piece's net weight against the design's, in thousandths: hand-made pieces differ a little. */
const WEIGHT_SPREAD = [1000, 986, 1017] as const;

const other = (showroom: ShowroomId): ShowroomId => SHOWROOMS.find((s) => s !== showroom) ?? showroom;

/** The pieces of the demo designs, in the catalogue's order. */
export function planDemoPieces(
  designs: ReadonlyArray<{ productId: number; specs: SpecificationsStored }>,
): DemoPiecePlan[] {
  const numbers: Record<ShowroomId, number> = { nerul: 100, kharghar: 100 };
  return designs.flatMap(({ productId, specs }, index) => {
    if (index % 6 === 5 || specs.netWeightMg === null || specs.grossWeightMg === null) return [];
    const count = 1 + (index % 3);
    return Array.from({ length: count }, (_, j): DemoPiecePlan => {
      const showroom = SHOWROOMS[(index + j) % SHOWROOMS.length] ?? 'nerul';
      const size = specs.sizes.length > 0 ? specs.sizes[(index + j * 2) % specs.sizes.length] : undefined;
      const designNet = size?.netWeightMg ?? specs.netWeightMg ?? 0;
      const netWeightMg = Math.round((designNet * (WEIGHT_SPREAD[j] ?? 1000)) / 1000);
      const stonesMg = (specs.grossWeightMg ?? 0) - (specs.netWeightMg ?? 0);
      numbers[showroom] += 1;
      return {
        productId,
        tag: `${TAG_PREFIX[showroom]}-${String(numbers[showroom]).padStart(4, '0')}`,
        showroom,
        sizeLabel: size?.label ?? null,
        grossWeightMg: netWeightMg + stonesMg,
        netWeightMg,
        // Every hallmarked piece has its own HUID: letters and digits, 6 of them.
        huid: specs.hallmarked ? `D${(productId * 3 + j).toString(36).toUpperCase().padStart(5, '0')}` : null,
        status: index % 7 === 3 && j === 0 ? 'sold' : index % 4 === 1 && j === 1 ? 'inTransit' : 'inStock',
      };
    });
  });
}

/** How long before the seed the demo pieces came into stock: a day's movements show only the sales and sendings. */
const IN_STOCK_SINCE_MS = 30 * 24 * 60 * 60 * 1000;

/** Stores the planned pieces with their history (added a month ago; sold or sent at `now`), and prices them. */
export async function insertDemoPieces(trx: Db, plan: readonly DemoPiecePlan[], now: number): Promise<number> {
  const shop = { actorId: null, actorUsername: null };
  const since = now - IN_STOCK_SINCE_MS;
  const added: NewMovement[] = [];
  const history: NewMovement[] = [];
  for (const piece of plan) {
    const id = await insertPiece(trx, piece, since);
    const at = piece.showroom;
    added.push({
      pieceId: id,
      kind: 'create',
      fromStatus: null,
      toStatus: 'inStock',
      fromShowroom: null,
      toShowroom: at,
      ...shop,
    });
    if (piece.status === 'sold') {
      await movePieces(trx, [id], { from: PIECE_MOVES.sell.from, to: 'sold', set: {} }, now);
      history.push({
        pieceId: id,
        kind: 'sell',
        fromStatus: 'inStock',
        toStatus: 'sold',
        fromShowroom: at,
        toShowroom: at,
        ...shop,
      });
    } else if (piece.status === 'inTransit') {
      const to = other(at);
      await movePieces(trx, [id], { from: PIECE_MOVES.transfer.from, to: 'inTransit', set: { transferTo: to } }, now);
      history.push({
        pieceId: id,
        kind: 'transfer',
        fromStatus: 'inStock',
        toStatus: 'inTransit',
        fromShowroom: at,
        toShowroom: to,
        ...shop,
      });
    }
  }
  await insertMovements(trx, added, since);
  await insertMovements(trx, history, now);
  await repriceProductsPieces(trx, [...new Set(plan.map((p) => p.productId))]);
  return plan.length;
}
