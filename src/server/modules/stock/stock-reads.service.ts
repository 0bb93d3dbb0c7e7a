import { SHOWROOMS } from '@shared/constants';
import type { ProductStockDto, PublicPieceDto, StockSummary } from '@shared/schemas/stock';
import type { Db } from '@server/platform/db/database';
import type { WriteEvent } from '@server/platform/events/hooks';
import { designPricers } from '../catalog/catalog.service';
import { toPublicPieceDto } from './piece-dto';
import * as repo from './stock.repo';

// The stock's read port for the storefront and the search index (issue 28, part 3): where a
// design's pieces are, whether it is made to order, its cheapest piece in stock, and the pieces a
// shopper may choose. Every piece write runs the `piece` post-write event (pieces.service.ts),
// whose rows carry the piece's productId: productIdsOfPieceEvent names the designs to reindex.

/**
 * Per design among `productIds` (every one answered, a design without pieces too): the pieces in
 * stock by showroom (showrooms with none left out), whether it is made to order (no piece in stock,
 * held or in transit), and the stored price in paise of its cheapest piece in stock.
 */
export async function stockSummaryOf(db: Db, productIds: readonly number[]): Promise<Map<number, StockSummary>> {
  const unique = [...new Set(productIds)];
  const rows = await repo.stockCounts(db, unique);
  const summaries = new Map<number, StockSummary>();
  for (const id of unique) {
    const own = rows.filter((r) => r.productId === id);
    const inStock = own.filter((r) => r.status === 'inStock');
    const prices = inStock.map((r) => r.minPricePaise).filter((p): p is number => p !== null);
    summaries.set(id, {
      availability: SHOWROOMS.flatMap((showroom) => {
        const count = inStock.filter((r) => r.showroom === showroom).reduce((n, r) => n + r.count, 0);
        return count > 0 ? [{ showroom, count }] : [];
      }),
      madeToOrder: own.length === 0,
      cheapestInStockPaise: prices.length > 0 ? Math.min(...prices) : null,
    });
  }
  return summaries;
}

/**
 * A design's pieces in stock and held (`reserved`), priced from each one's own net weight at
 * today's rates: never a tag, never a sold, in-transit or withdrawn piece.
 */
export async function publicPiecesOf(db: Db, productId: number): Promise<PublicPieceDto[]> {
  const [rows, designs] = await Promise.all([repo.visiblePieces(db, productId), designPricers(db, [productId])]);
  const design = designs.get(productId);
  return rows.map((r) => toPublicPieceDto(r, design));
}

/** What a product's page adds to the design (GET /api/getProduct/{id}, catalog.productById). */
export async function productStockOf(db: Db, productId: number): Promise<ProductStockDto> {
  const [summary, pieces] = await Promise.all([stockSummaryOf(db, [productId]), publicPiecesOf(db, productId)]);
  const own = summary.get(productId);
  return { availability: own?.availability ?? [], madeToOrder: own?.madeToOrder ?? true, pieces };
}

/** The designs a piece write touched: the search index reindexes these (and only these). */
export function productIdsOfPieceEvent(event: WriteEvent<'piece'>): number[] {
  return [...new Set([event.before?.productId, event.after?.productId].filter((id): id is number => id != null))];
}
