import type { Metal } from '@shared/constants';
import type { ProductDto } from '@shared/schemas/catalog';
import type { Db } from '@server/platform/db/database';
import type { WriteEvent } from '@server/platform/events/hooks';
import { currentRates, type CurrentRates, type PricedPiece } from '../rates/rates.service';
import { findProductsCategories, productRecords } from './catalog.repo';
import { referencedImageKeys } from './photos.repo';
import { storedPricesOfMetals } from './prices.repo';
import { repriceStored, toProductDto } from './pricing.service';

// What other modules may ask of the catalogue. They never import catalog.repo.ts (lint refuses it).

/** Products by id, in the order given, priced at the current rates; ids with no product are skipped. */
export async function productsByIds(db: Db, ids: number[]): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const [current, records] = await Promise.all([currentRates(db), productRecords(db, ids)]);
  return records.map((r) => toProductDto(r, current));
}

export async function productById(db: Db, id: number): Promise<ProductDto | undefined> {
  return (await productsByIds(db, [id]))[0];
}

/** The category of each product that exists among `ids`. */
export function categoriesOfProducts(db: Db, ids: number[]): Promise<Array<{ id: number; categoryId: number }>> {
  return findProductsCategories(db, ids);
}

/** Post-write hook of a rate write (subscribed in write-hooks.ts): reprices the metals it touched. */
export async function onRatesWritten(trx: Db, event: WriteEvent<'metalRates'>): Promise<void> {
  if (event.after) await repriceMetals(trx, await currentRates(trx), event.after.metals);
}

/** The stored price of every product of these metals: what the rate guard compares (wired in write-hooks.ts). */
export function pricedPiecesOfMetals(db: Db, metals: readonly Metal[]): Promise<PricedPiece[]> {
  return storedPricesOfMetals(db, metals);
}

/**
 * Reprices the stored price of every product of these metals (and of their sizes) at `current`,
 * in one statement per table. Call it inside the transaction that wrote the rates.
 */
export function repriceMetals(
  db: Db,
  current: CurrentRates,
  metals: readonly Metal[],
): Promise<{ products: number; sizes: number }> {
  return repriceStored(db, current, { metals });
}

/** Which of these image keys a product or a photo names (for the start-up sweep of upload files). */
export function imageKeysInUse(db: Db, keys: readonly string[]): Promise<Set<string>> {
  return referencedImageKeys(db, keys);
}
