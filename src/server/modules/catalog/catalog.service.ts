import type { ProductDto } from '../../../shared/schemas/catalog';
import type { Db } from '../../platform/db/database';
import { findProduct, findProductsCategories, productsInOrder } from './catalog.repo';

// What other modules may ask of the catalogue. They never import catalog.repo.ts (lint refuses it).

/** Products by id, in the order given; ids with no product are skipped. */
export function productsByIds(db: Db, ids: number[]): Promise<ProductDto[]> {
  return productsInOrder(db, ids);
}

export function productById(db: Db, id: number): Promise<ProductDto | undefined> {
  return findProduct(db, id);
}

/** The category of each product that exists among `ids`. */
export function categoriesOfProducts(db: Db, ids: number[]): Promise<Array<{ id: number; categoryId: number }>> {
  return findProductsCategories(db, ids);
}
