import { sql } from 'kysely';
import type { SortOption } from '@shared/constants';
import type { Db } from '@server/platform/db/database';
import { containsPattern, nameKey } from '@server/platform/db/like';
import { isMysql } from '@server/platform/db/migration-helpers';
import { pageAscendingPricedFirst } from '@server/platform/db/price-paging';

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

/**
 * Adds the products to the selection, each once, in the order given; returns how many were new.
 * Call inside a transaction (selection.service's): the read of the members and the insert go together.
 */
export async function insertSelectionItems(db: Db, type: string, productIds: number[], now: number): Promise<number> {
  const unique = [...new Set(productIds)];
  const existing = await db
    .selectFrom('selection_items')
    .select('product_id')
    .where('selection_type', '=', type)
    .where('product_id', 'in', unique)
    .execute();
  const present = new Set(existing.map((r) => r.product_id));
  const fresh = unique.filter((id) => !present.has(id));
  if (fresh.length === 0) return 0;
  // Later items get later timestamps so "Featured" order follows the order they were chosen.
  // Insert-or-ignore on both dialects (INSERT IGNORE / INSERT OR IGNORE): an admin adding the
  // same piece at the same moment makes it a member once, never a 'Duplicate entry' 500.
  const result = await db
    .insertInto('selection_items')
    .ignore()
    .values(fresh.map((product_id, i) => ({ selection_type: type, product_id, added_at: now + i })))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? fresh.length);
}

/** Which of the products are members of the selection, in ascending id order. */
export async function membersAmong(db: Db, type: string, productIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('selection_items')
    .select('product_id')
    .where('selection_type', '=', type)
    .where('product_id', 'in', [...new Set(productIds)])
    .orderBy('product_id')
    .execute();
  return rows.map((r) => Number(r.product_id));
}

export async function deleteSelectionItems(db: Db, type: string, productIds: number[]): Promise<number> {
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
  if (filter.q)
    base = base.where(sql<boolean>`products.name_key like ${containsPattern(nameKey(filter.q))} escape '!'`);
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
/** Above this many members, a price page walks the products' price index instead of sorting the members. */
const LARGE_SELECTION = 2000;

/** `largeSelection`: the member count above which price pages walk the price index (tests lower it). */
export async function pageSelectionIds(
  db: Db,
  type: string,
  filter: ListFilter,
  largeSelection = LARGE_SELECTION,
): Promise<number[]> {
  const offset = (filter.page - 1) * filter.limit;
  let ids: Array<{ id: number }>;
  if (filter.sort === 'relevance' && isPlain(filter)) {
    ids = await db
      .selectFrom('selection_items')
      .select('product_id as id')
      .where('selection_type', '=', type)
      .orderBy('added_at', 'desc')
      .orderBy('product_id', 'desc')
      .limit(filter.limit)
      .offset(offset)
      .execute();
  } else if (filter.sort === 'priceAsc' || filter.sort === 'priceDesc') {
    return pageSelectionByPrice(db, type, filter, offset, largeSelection);
  } else {
    let query = selectionMembers(db, type, filter).select('products.id as id');
    query =
      filter.sort === 'nameAsc'
        ? query.orderBy('products.name_key', 'asc').orderBy('products.id', 'asc')
        : filter.sort === 'nameDesc'
          ? query.orderBy('products.name_key', 'desc').orderBy('products.id', 'desc')
          : query.orderBy('selection_items.added_at', 'desc').orderBy('selection_items.product_id', 'desc');
    ids = await query.limit(filter.limit).offset(offset).execute();
  }
  return ids.map((r) => r.id);
}

type PriceRows = 'priced' | 'unpriced' | 'all';

/**
 * A page of a selection in price order. A small selection is joined and its members sorted (at
 * most LARGE_SELECTION rows); a large one is read along products' price index, keeping the rows
 * that are members (a primary-key probe of selection_items each): at least one in
 * total/LARGE_SELECTION products is a member, so a page costs a bounded number of probes
 * whatever the size of the catalogue.
 */
async function pageSelectionByPrice(
  db: Db,
  type: string,
  filter: ListFilter,
  offset: number,
  largeSelection: number,
): Promise<number[]> {
  const large = (await countSelection(db, type, {})) > largeSelection;
  const page = async (rows: PriceRows, direction: 'asc' | 'desc', limit: number, off: number): Promise<number[]> => {
    let q = !large
      ? selectionMembers(db, type, filter).select('products.id as id')
      : isMysql(db)
        ? // STRAIGHT_JOIN keeps MariaDB's join order products -> selection_items, so it walks
          // products_price and probes each row's membership by primary key (eq_ref), stopping
          // at the page's end: about five times faster than a dependent subquery per row.
          productsFiltered(db, filter)
            .innerJoin('selection_items as si', (join) =>
              join.onRef('si.product_id', '=', 'products.id').on('si.selection_type', '=', type),
            )
            .modifyFront(sql`STRAIGHT_JOIN`)
            .select('products.id as id')
        : // SQLite walks products_price and probes membership with this scalar subquery.
          productsFiltered(db, filter)
            .select('products.id as id')
            .where(
              sql<boolean>`(SELECT 1 FROM selection_items si
                WHERE si.selection_type = ${type} AND si.product_id = products.id) = 1`,
            );
    if (rows !== 'all') q = q.where('products.price_paise', rows === 'priced' ? 'is not' : 'is', null);
    if (rows !== 'unpriced') q = q.orderBy('products.price_paise', direction);
    const found = await q.orderBy('products.id', direction).limit(limit).offset(off).execute();
    return found.map((r) => r.id);
  };
  if (filter.sort === 'priceDesc') return page('all', 'desc', filter.limit, offset);
  return pageAscendingPricedFirst(
    {
      priced: (limit, off) => page('priced', 'asc', limit, off),
      countPriced: () => countSelection(db, type, { ...filter, minPaise: filter.minPaise ?? 0 }),
      unpriced: hasPriceRange(filter) ? undefined : (limit, off) => page('unpriced', 'asc', limit, off),
    },
    filter.limit,
    offset,
  );
}

/** Products alone under a listing's filter (no join). */
function productsFiltered(db: Db, filter: Filter) {
  let q = db.selectFrom('products');
  if (filter.categoryId !== undefined) q = q.where('products.category_id', '=', filter.categoryId);
  if (filter.q) q = q.where(sql<boolean>`products.name_key like ${containsPattern(nameKey(filter.q))} escape '!'`);
  if (filter.minPaise !== undefined) q = q.where('products.price_paise', '>=', filter.minPaise);
  if (filter.maxPaise !== undefined) q = q.where('products.price_paise', '<=', filter.maxPaise);
  return q;
}

/** How many products of a selection match a filter: linear in them, so callers cache it. */
export async function countSelection(db: Db, type: string, filter: Filter): Promise<number> {
  const count = isPlain(filter)
    ? await db
        .selectFrom('selection_items')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('selection_type', '=', type)
        .executeTakeFirstOrThrow()
    : await selectionMembers(db, type, filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
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
    .select([
      'products.id as id',
      'products.name as name',
      'products.image_key as imageKey',
      'selection_items.product_id as memberId',
    ])
    .where('products.category_id', '=', categoryId)
    .orderBy('products.name_key')
    .orderBy('products.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, imageKey: r.imageKey, inSelection: r.memberId !== null }));
}

// ---- Listings over several selection types (the first version's listing types) ----------------

/** Products under a listing's filter that are members of any of `types` (each product once). */
function membersOfAny(db: Db, types: readonly string[], filter: Filter) {
  return productsFiltered(db, filter).where((eb) =>
    eb.exists(
      eb
        .selectFrom('selection_items as si')
        .select('si.product_id')
        .whereRef('si.product_id', '=', 'products.id')
        .where('si.selection_type', 'in', [...types]),
    ),
  );
}

/**
 * One page of the products of several selections, each once. "Featured" is the newest addition
 * to any of them first. Read without the single-selection paths' index walks: the first
 * version's listings are small shops' pages, a few collections wide.
 */
export async function pageSelectionsIds(db: Db, types: readonly string[], filter: ListFilter): Promise<number[]> {
  if (types.length === 0) return [];
  let query = membersOfAny(db, types, filter).select('products.id as id');
  switch (filter.sort) {
    case 'nameAsc':
      query = query.orderBy('products.name_key', 'asc').orderBy('products.id', 'asc');
      break;
    case 'nameDesc':
      query = query.orderBy('products.name_key', 'desc').orderBy('products.id', 'desc');
      break;
    case 'priceAsc':
      // Priced first, cheapest first; then the unpriced (NULL sorts first ascending on both databases).
      query = query
        .orderBy(sql`case when products.price_paise is null then 1 else 0 end`)
        .orderBy('products.price_paise', 'asc')
        .orderBy('products.id', 'asc');
      break;
    case 'priceDesc':
      // NULL sorts last descending on both databases.
      query = query.orderBy('products.price_paise', 'desc').orderBy('products.id', 'desc');
      break;
    case 'relevance':
      query = query
        .orderBy(
          (eb) =>
            eb
              .selectFrom('selection_items as sa')
              .select((inner) => inner.fn.max('sa.added_at').as('latest'))
              .whereRef('sa.product_id', '=', 'products.id')
              .where('sa.selection_type', 'in', [...types]),
          'desc',
        )
        .orderBy('products.id', 'desc');
      break;
    default:
      filter.sort satisfies never;
  }
  const rows = await query
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
  return rows.map((r) => r.id);
}

/** How many products are members of any of `types` under a filter. */
export async function countSelections(db: Db, types: readonly string[], filter: Filter): Promise<number> {
  if (types.length === 0) return 0;
  const row = await membersOfAny(db, types, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The selection types (collections) a product is in, the earliest chosen first. */
export async function selectionTypesOfProduct(db: Db, productId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('selection_items')
    .select('selection_type')
    .where('product_id', '=', productId)
    .orderBy('added_at')
    .execute();
  return rows.map((r) => r.selection_type);
}

/** The selection types of each of these products, earliest chosen first (products in none left out). */
export async function selectionTypesOfProducts(db: Db, productIds: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (productIds.length === 0) return out;
  const rows = await db
    .selectFrom('selection_items')
    .select(['product_id as productId', 'selection_type as type'])
    .where('product_id', 'in', [...productIds])
    .orderBy('added_at')
    .orderBy('selection_type')
    .execute();
  for (const r of rows) out.set(Number(r.productId), [...(out.get(Number(r.productId)) ?? []), r.type]);
  return out;
}

/** Other products of a selection, in the order they were chosen. */
export async function selectionNeighbours(
  db: Db,
  selectionType: string,
  excludeId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('selection_items')
    .select('product_id')
    .where('selection_type', '=', selectionType)
    .where('product_id', '!=', excludeId)
    .orderBy('added_at')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.product_id));
}
