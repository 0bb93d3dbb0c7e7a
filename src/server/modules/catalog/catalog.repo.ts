import { sql, type SelectQueryBuilder } from 'kysely';
import type { MakingChargeType, Metal, Purity, SizeLabel, SortOption, StoneKind } from '@shared/constants';
import type { CategoryDto } from '@shared/schemas/catalog';
import type { SpecificationsStored } from '@shared/schemas/specifications';
import type { Database, Db } from '@server/platform/db/database';
import { containsPattern, nameKey } from '@server/platform/db/like';
import { pageAscendingPricedFirst } from '@server/platform/db/price-paging';

/** A photo as stored: its renditions are named by imageKey (see platform/images). */
export interface ProductPhotoRecord {
  id: number;
  productId: number;
  imageKey: string;
  alt: string;
  position: number;
}

export const PHOTO_FIELDS = ['id', 'product_id as productId', 'image_key as imageKey', 'alt', 'position'] as const;

export const toPhotoRecord = (r: {
  id: number;
  productId: number;
  imageKey: string;
  alt: string;
  position: number | string;
}): ProductPhotoRecord => ({
  id: Number(r.id),
  productId: Number(r.productId),
  imageKey: r.imageKey,
  alt: r.alt,
  position: Number(r.position),
});

/** The photos of several products, grouped by product, main first (for the product reads). */
async function photosOfProducts(db: Db, productIds: number[]): Promise<Map<number, ProductPhotoRecord[]>> {
  const out = new Map<number, ProductPhotoRecord[]>();
  if (productIds.length === 0) return out;
  const rows = await db
    .selectFrom('product_photos')
    .select(PHOTO_FIELDS)
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows.map(toPhotoRecord)) {
    const list = out.get(row.productId);
    if (list) list.push(row);
    else out.set(row.productId, [row]);
  }
  return out;
}

/** A product as stored: its row, its category, its specifications (mg, paise) and its stored price. */
export interface ProductRecord {
  id: number;
  sku: string;
  name: string;
  description: string;
  imageKey: string | null;
  createdAt: number;
  category: CategoryRecord;
  specs: SpecificationsStored;
  /** The stored current price (null: price on request); the listings sort and filter by it. */
  pricePaise: number | null;
  /** Its photos, main first (the main one's key is imageKey). */
  photos: ProductPhotoRecord[];
}

const PRODUCT_FIELDS = [
  'id',
  'sku',
  'name',
  'description',
  'image_key as imageKey',
  'created_at as createdAt',
  'category_id as categoryId',
  'metal',
  'purity',
  'gross_weight_mg as grossWeightMg',
  'net_weight_mg as netWeightMg',
  'making_type as makingType',
  'making_value as makingValue',
  'hallmarked',
  'huid',
  'price_paise as pricePaise',
] as const;

const numOrNull = (v: number | string | null): number | null => (v === null ? null : Number(v));

function makingOf(
  type: string | null,
  value: number | string | null,
): { makingChargeType: MakingChargeType | null; makingChargeValue: number | null } {
  return type === null || value === null
    ? { makingChargeType: null, makingChargeValue: null }
    : { makingChargeType: type as MakingChargeType, makingChargeValue: Number(value) };
}

/**
 * The products with these ids as records (ids that no longer exist are left out), in this
 * order. Single-table reads by primary key or product_id: a plan no database can get wrong.
 */
export async function productRecords(db: Db, ids: number[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const [rows, stones, sizes, photos] = await Promise.all([
    db.selectFrom('products').select(PRODUCT_FIELDS).where('id', 'in', ids).execute(),
    db
      .selectFrom('product_stones')
      .select([
        'product_id as productId',
        'kind',
        'stone_count as count',
        'carat_thousandths as carats',
        'value_paise as valuePaise',
      ])
      .where('product_id', 'in', ids)
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('product_sizes')
      .select(['product_id as productId', 'label', 'net_weight_mg as netWeightMg', 'gross_weight_mg as grossWeightMg'])
      .where('product_id', 'in', ids)
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
    photosOfProducts(db, ids),
  ]);
  const categoryIds = [...new Set(rows.map((r) => r.categoryId))];
  const categories =
    categoryIds.length === 0
      ? []
      : await db.selectFrom('categories').select(CATEGORY_FIELDS).where('id', 'in', categoryIds).execute();
  const categoryById = new Map(categories.map((c) => [c.id, toCategoryRecord(c)]));
  const stonesById = groupBy(stones, (s) => s.productId);
  const sizesById = groupBy(sizes, (s) => s.productId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const category = row && categoryById.get(row.categoryId);
    if (!row || !category) return [];
    const making = makingOf(row.makingType, row.makingValue);
    const specs: SpecificationsStored = {
      metal: row.metal as Metal | null,
      purity: row.purity as Purity | null,
      grossWeightMg: numOrNull(row.grossWeightMg),
      netWeightMg: numOrNull(row.netWeightMg),
      makingChargeType: making.makingChargeType,
      makingChargeValue: making.makingChargeValue,
      stones: (stonesById.get(id) ?? []).map((s) => ({
        kind: s.kind as StoneKind,
        count: Number(s.count),
        caratWeightThousandths: numOrNull(s.carats),
        valuePaise: Number(s.valuePaise),
      })),
      hallmarked: row.hallmarked === null ? null : Number(row.hallmarked) === 1,
      huid: row.huid,
      sizes: (sizesById.get(id) ?? []).map((s) => ({
        label: s.label as SizeLabel,
        netWeightMg: Number(s.netWeightMg),
        grossWeightMg: numOrNull(s.grossWeightMg),
      })),
    };
    return [
      {
        id: row.id,
        // Set in every insert's transaction: never null once committed.
        sku: row.sku ?? '',
        name: row.name,
        description: row.description,
        imageKey: row.imageKey,
        createdAt: Number(row.createdAt),
        category,
        specs,
        pricePaise: numOrNull(row.pricePaise),
        photos: photos.get(id) ?? [],
      },
    ];
  });
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}

export interface ListFilter {
  categoryId?: number | undefined;
  q?: string | undefined;
  /** Inclusive bounds of the stored price in paise; either one keeps only priced products. */
  minPaise?: number | undefined;
  maxPaise?: number | undefined;
  sort: SortOption;
  page: number;
  limit: number;
}

type ProductsOnly<O> = SelectQueryBuilder<Database, 'products', O>;
type Filter = Pick<ListFilter, 'categoryId' | 'q' | 'minPaise' | 'maxPaise'>;

/** The filter on products alone: category, name search and price range need no join. */
export function filterProducts<O>(query: ProductsOnly<O>, filter: Filter): ProductsOnly<O> {
  let q = query;
  if (filter.categoryId !== undefined) q = q.where('products.category_id', '=', filter.categoryId);
  if (filter.q) q = q.where(sql<boolean>`products.name_key like ${containsPattern(nameKey(filter.q))} escape '!'`);
  if (filter.minPaise !== undefined) q = q.where('products.price_paise', '>=', filter.minPaise);
  if (filter.maxPaise !== undefined) q = q.where('products.price_paise', '<=', filter.maxPaise);
  return q;
}

const hasPriceRange = (filter: Filter) => filter.minPaise !== undefined || filter.maxPaise !== undefined;

// Listing pages are read in two steps: the ids of one page from the index of the sort order
// (one table, so both databases walk the index and stop after the page), then those rows with
// their category by primary key. Joined in one query, MySQL starts from the small categories
// table and sorts every product before it can return twenty.

/** The ids of one page of products. The total is counted apart, so that paging need not count again. */
export async function pageProductIds(db: Db, filter: ListFilter): Promise<number[]> {
  const offset = (filter.page - 1) * filter.limit;
  const ids = () => filterProducts(db.selectFrom('products').select('products.id as id'), filter);
  const run = async (q: ReturnType<typeof ids>, limit: number, off: number) =>
    (await q.limit(limit).offset(off).execute()).map((r) => r.id);
  switch (filter.sort) {
    case 'nameAsc':
      return run(ids().orderBy('products.name_key', 'asc').orderBy('products.id', 'asc'), filter.limit, offset);
    case 'nameDesc':
      return run(ids().orderBy('products.name_key', 'desc').orderBy('products.id', 'desc'), filter.limit, offset);
    case 'priceDesc':
      return run(ids().orderBy('products.price_paise', 'desc').orderBy('products.id', 'desc'), filter.limit, offset);
    case 'priceAsc':
      return pageAscendingPricedFirst(
        {
          priced: (limit, off) =>
            run(
              ids()
                .where('products.price_paise', 'is not', null)
                .orderBy('products.price_paise', 'asc')
                .orderBy('products.id', 'asc'),
              limit,
              off,
            ),
          countPriced: () => countMatchingProducts(db, { ...filter, minPaise: filter.minPaise ?? 0 }),
          unpriced: hasPriceRange(filter)
            ? undefined
            : (limit, off) =>
                run(ids().where('products.price_paise', 'is', null).orderBy('products.id', 'asc'), limit, off),
        },
        filter.limit,
        offset,
      );
    case 'relevance':
      return run(ids().orderBy('products.id', 'desc'), filter.limit, offset);
  }
}

/** How many products match a filter: linear in the matches, so callers cache it per filter. */
export async function countMatchingProducts(db: Db, filter: Filter): Promise<number> {
  const count = await filterProducts(
    db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('total')),
    filter,
  ).executeTakeFirstOrThrow();
  return Number(count.total);
}

export async function findProductImageKey(db: Db, id: number): Promise<{ imageKey: string | null } | undefined> {
  return db.selectFrom('products').select('image_key as imageKey').where('id', '=', id).executeTakeFirst();
}

/** The specification columns of a product row. */
function specColumns(specs: SpecificationsStored | undefined) {
  if (!specs) return {};
  return {
    metal: specs.metal,
    purity: specs.purity,
    gross_weight_mg: specs.grossWeightMg,
    net_weight_mg: specs.netWeightMg,
    making_type: specs.makingChargeType,
    making_value: specs.makingChargeValue,
    hallmarked: specs.hallmarked === null ? null : specs.hallmarked ? 1 : 0,
    huid: specs.huid,
    stones_paise: specs.stones.reduce((sum, s) => sum + s.valuePaise, 0),
    has_sizes: specs.sizes.length > 0 ? 1 : 0,
  };
}

/** Replaces a product's stone and size lines (call inside the product's transaction). */
async function replaceSpecLines(db: Db, id: number, specs: SpecificationsStored): Promise<void> {
  await db.deleteFrom('product_stones').where('product_id', '=', id).execute();
  await db.deleteFrom('product_sizes').where('product_id', '=', id).execute();
  if (specs.stones.length > 0) {
    await db
      .insertInto('product_stones')
      .values(
        specs.stones.map((s, position) => ({
          product_id: id,
          position,
          kind: s.kind,
          stone_count: s.count,
          carat_thousandths: s.caratWeightThousandths,
          value_paise: s.valuePaise,
        })),
      )
      .execute();
  }
  if (specs.sizes.length > 0) {
    await db
      .insertInto('product_sizes')
      .values(
        specs.sizes.map((s, position) => ({
          product_id: id,
          position,
          label: s.label,
          net_weight_mg: s.netWeightMg,
          gross_weight_mg: s.grossWeightMg,
          price_paise: null,
        })),
      )
      .execute();
  }
}

/** Up to `limit` product ids after `afterId`, in id order: a whole-catalogue read in batches. */
export async function productIdsAfter(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** The SKU of each of these products. */
export async function skusOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r.sku ?? '']));
}

/** The product that has this SKU (other than `exceptId`), if any. */
export async function productIdWithSku(db: Db, sku: string, exceptId: number | null): Promise<number | undefined> {
  let query = db.selectFrom('products').select('id').where('sku', '=', sku);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst())?.id;
}

/** The SKU the shop gives a product without one: NJ- and its id, at least 5 digits. */
export const generatedSku = (id: number): string => `NJ-${String(id).padStart(5, '0')}`;

/** Gives a product its generated SKU; one an owner already gave another product gets a suffix. */
async function setGeneratedSku(db: Db, id: number): Promise<void> {
  let sku = generatedSku(id);
  for (let n = 2; (await productIdWithSku(db, sku, id)) !== undefined; n++) sku = `${generatedSku(id)}-${n}`;
  await db.updateTable('products').set({ sku }).where('id', '=', id).execute();
}

/** Creates a product; without a SKU it gets its generated one (in the same transaction as the caller's). */
export async function insertProduct(
  db: Db,
  values: {
    sku?: string | undefined;
    name: string;
    description: string;
    categoryId: number;
    imageKey: string | null;
    specs: SpecificationsStored;
  },
  now: number,
): Promise<number> {
  const result = await db
    .insertInto('products')
    .values({
      sku: values.sku ?? null,
      name: values.name,
      name_key: nameKey(values.name),
      description: values.description,
      category_id: values.categoryId,
      image_key: values.imageKey,
      created_at: now,
      updated_at: now,
      ...specColumns(values.specs),
    })
    .executeTakeFirstOrThrow();
  const id = Number(result.insertId);
  if (values.sku === undefined) await setGeneratedSku(db, id);
  await replaceSpecLines(db, id, values.specs);
  // A new product's main photo: position 0, its key already in products.image_key.
  if (values.imageKey)
    await db
      .insertInto('product_photos')
      .values({ product_id: id, image_key: values.imageKey, alt: values.name.trim(), position: 0, created_at: now })
      .execute();
  return id;
}

/** Specs undefined: kept as stored. */
export async function updateProduct(
  db: Db,
  id: number,
  values: {
    sku?: string | undefined;
    name: string;
    description?: string | undefined;
    categoryId: number;
    imageKey?: string | undefined;
    specs?: SpecificationsStored | undefined;
  },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({
      name: values.name,
      name_key: nameKey(values.name),
      category_id: values.categoryId,
      updated_at: now,
      ...(values.sku !== undefined ? { sku: values.sku } : {}),
      ...(values.description !== undefined ? { description: values.description } : {}),
      ...(values.imageKey !== undefined ? { image_key: values.imageKey } : {}),
      ...specColumns(values.specs),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  const found =
    Number(result.numUpdatedRows) > 0 ||
    (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  if (found && values.specs) await replaceSpecLines(db, id, values.specs);
  return found;
}

/**
 * Stores a product's current price and its sizes' (in the order listed), computed at the rates read
 * in the same transaction.
 */
export async function setProductPrices(
  db: Db,
  id: number,
  pricePaise: number | null,
  sizePaise: ReadonlyArray<number | null>,
): Promise<void> {
  await db.updateTable('products').set({ price_paise: pricePaise }).where('id', '=', id).execute();
  for (const [position, price] of sizePaise.entries()) {
    await db
      .updateTable('product_sizes')
      .set({ price_paise: price })
      .where('product_id', '=', id)
      .where('position', '=', position)
      .execute();
  }
}

/** A product's name and category, what its write events carry; undefined when there is none. */
export async function findProductSummary(
  db: Db,
  id: number,
): Promise<{ name: string; categoryId: number } | undefined> {
  return db
    .selectFrom('products')
    .select(['name', 'category_id as categoryId'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every image key of a product: its photos' and the main one (should it lack a photo row). */
export async function productImageKeys(db: Db, id: number): Promise<string[]> {
  const main = await findProductImageKey(db, id);
  const photoKeys = (
    await db.selectFrom('product_photos').select('image_key as imageKey').where('product_id', '=', id).execute()
  ).map((p) => p.imageKey);
  return [...new Set([...photoKeys, ...(main?.imageKey ? [main.imageKey] : [])])];
}

/**
 * Deletes a product's row. Its stones, sizes, photos and the rows other modules keep of it go
 * with it by their foreign keys (ON DELETE CASCADE, or SET NULL for appointment items).
 */
export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findProductsCategories(
  db: Db,
  ids: number[],
): Promise<Array<{ id: number; categoryId: number }>> {
  if (ids.length === 0) return [];
  return db.selectFrom('products').select(['id', 'category_id as categoryId']).where('id', 'in', ids).execute();
}

const CATEGORY_FIELDS = ['id', 'name', 'making_type as makingType', 'making_value as makingValue'] as const;

/** A category as stored: its making default in basis points (percent) or paise. */
export interface CategoryRecord {
  id: number;
  name: string;
  making: StoredMaking;
}

function toCategoryRecord(row: {
  id: number;
  name: string;
  makingType: string | null;
  makingValue: number | string | null;
}): CategoryRecord {
  const making = makingOf(row.makingType, row.makingValue);
  return { id: row.id, name: row.name, making: { type: making.makingChargeType, value: making.makingChargeValue } };
}

export async function listCategories(db: Db): Promise<CategoryRecord[]> {
  const rows = await db.selectFrom('categories').select(CATEGORY_FIELDS).orderBy('name_key').orderBy('id').execute();
  return rows.map(toCategoryRecord);
}

export async function pageCategories(
  db: Db,
  opts: { page: number; limit: number; q?: string | undefined },
): Promise<{ items: Array<CategoryRecord & { productCount: number }>; total: number }> {
  let base = db.selectFrom('categories');
  if (opts.q) base = base.where(sql<boolean>`name_key like ${containsPattern(nameKey(opts.q))} escape '!'`);
  const [rows, count] = await Promise.all([
    base
      .select([
        'categories.id',
        'categories.name',
        'categories.making_type as makingType',
        'categories.making_value as makingValue',
      ])
      .select((eb) =>
        eb
          .selectFrom('products')
          .whereRef('products.category_id', '=', 'categories.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('productCount'),
      )
      .orderBy('name_key')
      .orderBy('id')
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({ ...toCategoryRecord(r), productCount: Number(r.productCount ?? 0) })),
    total: Number(count.total),
  };
}

export async function findCategory(db: Db, id: number): Promise<CategoryRecord | undefined> {
  const row = await db.selectFrom('categories').select(CATEGORY_FIELDS).where('id', '=', id).executeTakeFirst();
  return row && toCategoryRecord(row);
}

export async function findCategoryByName(db: Db, name: string): Promise<CategoryDto | undefined> {
  return db.selectFrom('categories').select(['id', 'name']).where('name_key', '=', nameKey(name)).executeTakeFirst();
}

/** Stored making default: type and value (basis points or paise), both null for none. */
export interface StoredMaking {
  type: MakingChargeType | null;
  value: number | null;
}

export async function insertCategory(db: Db, name: string, making: StoredMaking, now: number): Promise<number> {
  const result = await db
    .insertInto('categories')
    .values({
      name: name.trim(),
      name_key: nameKey(name),
      created_at: now,
      making_type: making.type,
      making_value: making.value,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** making undefined: the category keeps its default making charge. */
export async function renameCategory(
  db: Db,
  id: number,
  name: string,
  making: StoredMaking | undefined,
): Promise<boolean> {
  const result = await db
    .updateTable('categories')
    .set({
      name: name.trim(),
      name_key: nameKey(name),
      ...(making ? { making_type: making.type, making_value: making.value } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 || (await findCategory(db, id)) !== undefined;
}

export async function countProductsInCategory(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
