import type { Db } from '@server/platform/db/database';
import type { WriteEvent } from '@server/platform/events/hooks';
import { productIdsSql, storedPriceAtWeightSql } from '../catalog/catalog.service';
import { currentRates } from '../rates/rates.service';
import * as repo from './stock.repo';

// Each piece's stored price (pieces.price_paise): its design's price rules at the piece's own net
// weight and the current rates, computed by the database in one UPDATE with the catalogue's own
// price SQL (catalog.service.ts storedPriceAtWeightSql, the arithmetic of prices.repo.ts), so that
// a design's cheapest piece in stock is one query. Kept current by post-write hooks subscribed in
// write-hooks.ts, inside the writer's transaction: a rate write reprices the pieces of its metals,
// a product write its own pieces, a category write (its making charge) its products' pieces.

async function reprice(trx: Db, scope: Parameters<typeof repo.repricePieces>[2]): Promise<number> {
  const { netWeight, productId } = repo.PIECE_PRICE_COLUMNS;
  const price = storedPriceAtWeightSql(trx, await currentRates(trx), netWeight, productId);
  return repo.repricePieces(trx, price, scope);
}

/** Reprices every piece of these designs (after a piece is added or its weight corrected). */
export function repriceProductsPieces(trx: Db, productIds: readonly number[]): Promise<number> {
  return reprice(trx, { ids: [...new Set(productIds)] });
}

/** Post-write hook of a rate write: the pieces of the metals it touched. */
export async function onRatesWrittenReprice(trx: Db, event: WriteEvent<'metalRates'>): Promise<void> {
  if (event.after) await reprice(trx, { subquery: productIdsSql({ metals: event.after.metals }) });
}

/** Post-write hook of a product write: its pieces, at its new rules (a deleted one has none left). */
export async function onProductWrittenReprice(trx: Db, event: WriteEvent<'product'>): Promise<void> {
  if (event.after && event.entityId !== null) await reprice(trx, { ids: [event.entityId] });
}

/** Post-write hook of a category write: the pieces of its products (its making charge may have changed). */
export async function onCategoryWrittenReprice(trx: Db, event: WriteEvent<'category'>): Promise<void> {
  if (event.action === 'update' && event.entityId !== null)
    await reprice(trx, { subquery: productIdsSql({ categoryId: event.entityId }) });
}
