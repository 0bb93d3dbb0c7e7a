import { sql } from 'kysely';
import type { SortOption } from '../../../shared/constants';
import type { Db } from '../../platform/db/database';
import { containsPattern, nameKey } from '../../platform/db/like';
import { pageAscendingPricedFirst } from '../../platform/db/price-paging';

interface ListFilter {
  categoryId?: number | undefined;
  q?: string | undefined;
  /** Inclusive bounds of the products' stored price in paise; either one keeps only priced products. */
  minPaise?: number | undefined;
  maxPaise?: number | undefined;
  sort: SortOption;
  page: number;
  limit: number;
}

export async function addToSelection(db: Db, type: string, productIds: number[], now: number): Promise<number> {
  const unique = [...new Set(productIds)];
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('selection_items')
      .select('product_id')
      .where('selection_type', '=', type)
      .where('product_id', 'in', unique)
      .execute();
    const present = new Set(existing.map((r) => r.product_id));
    const fresh = unique.filter((id) => !present.has(id));
    if (fresh.length > 0) {
      // Later items get later timestamps so "Featured" order follows the order they were chosen.
      await trx
        .insertInto('selection_items')
        .values(fresh.map((product_id, i) => ({ selection_type: type, product_id, added_at: now + i })))
        .execute();
    }
    return fresh.length;
  });
}

export async function removeFromSelection(db: Db, type: string, productIds: number[]): Promise<number> {
  const result = await db
    .deleteFrom('selection_items')
    .where('selection_type', '=', type)
    .where('product_id', 'in', [...new Set(productIds)])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Members of a selection joined to their products: needed to filter or sort by product. */
type Filter = Pick<ListFilter, 'categoryId' | 'q' | 'minPaise' | 'maxPaise'>;

function selectionMembers(db: Db, type: string, filter: Filter) {
  let base = db
    .selectFrom('selection_items')
    .innerJoin('products', 'products.id', 'selection_items.product_id')
    .where('selection_items.selection_type', '=', type);
  if (filter.categoryId !== undefined) base = base.where('products.category_id', '=', filter.categoryId);
  if (filter.q) base = base.where(sql<boolean>`products.name_key like ${containsPattern(nameKey(filter.q))} escape '!'`);
  if (filter.minPaise !== undefined) base = base.where('products.price_paise', '>=', filter.minPaise);
  if (filter.maxPaise !== undefined) base = base.where('products.price_paise', '<=', filter.maxPaise);
  return base;
}

const hasPriceRange = (filter: Filter) => filter.minPaise !== undefined || filter.maxPaise !== undefined;
const isPlain = (filter: Filter) => filter.categoryId === undefined && !filter.q && !hasPriceRange(filter);

/**
 * One page of a selection, ids first (see pageProducts). The storefront's default, "Featured"
 * with no filter, reads selection_items alone along its (type, added_at, product_id) index.
 * The total is counted apart, so that paging need not count again.
 */
export async function pageSelectionIds(db: Db, type: string, filter: ListFilter): Promise<number[]> {
  const offset = (filter.page - 1) * filter.limit;
  let ids: Array<{ id: number }>;
  if (filter.sort === 'none' && isPlain(filter)) {
    ids = await db
      .selectFrom('selection_items')
      .select('product_id as id')
      .where('selection_type', '=', type)
      .orderBy('added_at', 'desc')
      .orderBy('product_id', 'desc')
      .limit(filter.limit)
      .offset(offset)
      .execute();
  } else if (filter.sort === 'priceAsc') {
    // Priced members along the price, then the unpriced (see platform/db/price-paging.ts).
    const members = () => selectionMembers(db, type, filter).select('products.id as id');
    const run = async (q: ReturnType<typeof members>, limit: number, off: number) => (await q.limit(limit).offset(off).execute()).map((r) => r.id);
    return pageAscendingPricedFirst(
      {
        priced: (limit, off) =>
          run(members().where('products.price_paise', 'is not', null).orderBy('products.price_paise', 'asc').orderBy('products.id', 'asc'), limit, off),
        countPriced: () => countSelection(db, type, { ...filter, minPaise: filter.minPaise ?? 0 }),
        unpriced: hasPriceRange(filter) ? undefined : (limit, off) => run(members().where('products.price_paise', 'is', null).orderBy('products.id', 'asc'), limit, off),
      },
      filter.limit,
      offset,
    );
  } else {
    let query = selectionMembers(db, type, filter).select('products.id as id');
    query =
      filter.sort === 'nameAsc'
        ? query.orderBy('products.name_key', 'asc').orderBy('products.id', 'asc')
        : filter.sort === 'nameDesc'
          ? query.orderBy('products.name_key', 'desc').orderBy('products.id', 'desc')
          : filter.sort === 'priceDesc'
            ? query.orderBy('products.price_paise', 'desc').orderBy('products.id', 'desc')
            : query.orderBy('selection_items.added_at', 'desc').orderBy('selection_items.product_id', 'desc');
    ids = await query.limit(filter.limit).offset(offset).execute();
  }
  return ids.map((r) => r.id);
}

/** How many products of a selection match a filter: linear in them, so callers cache it. */
export async function countSelection(db: Db, type: string, filter: Filter): Promise<number> {
  const count = isPlain(filter)
    ? await db.selectFrom('selection_items').select((eb) => eb.fn.countAll<number>().as('total')).where('selection_type', '=', type).executeTakeFirstOrThrow()
    : await selectionMembers(db, type, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(count.total);
}

export interface ProductChoice {
  id: number;
  name: string;
  photo: string | null;
}

/** Products of a category, each flagged by whether it is already in the selection type. */
export async function categoryProductsWithMembership(
  db: Db,
  type: string,
  categoryId: number,
): Promise<Array<{ id: number; name: string; imageKey: string | null; inSelection: boolean }>> {
  const rows = await db
    .selectFrom('products')
    .leftJoin('selection_items', (join) =>
      join.onRef('selection_items.product_id', '=', 'products.id').on('selection_items.selection_type', '=', type),
    )
    .select(['products.id as id', 'products.name as name', 'products.image_key as imageKey', 'selection_items.product_id as memberId'])
    .where('products.category_id', '=', categoryId)
    .orderBy('products.name_key')
    .orderBy('products.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, imageKey: r.imageKey, inSelection: r.memberId !== null }));
}
