import { sql, type SelectQueryBuilder } from 'kysely';
import type { SortOption } from '../../../shared/constants';
import type { CategoryDto, CategoryWithCountDto, ProductDto } from '../../../shared/schemas/catalog';
import type { Database, Db } from '../../platform/db/database';
import { imageSrcset, imageUrl } from '../../platform/images/images';
import { containsPattern, nameKey } from '../../platform/db/like';

export const PRODUCT_COLUMNS = [
  'products.id as id',
  'products.name as name',
  'products.description as description',
  'products.image_key as imageKey',
  'products.created_at as createdAt',
  'categories.id as categoryId',
  'categories.name as categoryName',
] as const;

interface ProductJoinRow {
  id: number;
  name: string;
  description: string;
  imageKey: string | null;
  createdAt: number;
  categoryId: number;
  categoryName: string;
}

export function toProductDto(row: ProductJoinRow): ProductDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: { id: row.categoryId, name: row.categoryName },
    photo: row.imageKey ? imageUrl(row.imageKey) : null,
    srcset: row.imageKey ? imageSrcset(row.imageKey) : null,
    createdAt: Number(row.createdAt),
  };
}

export interface ListFilter {
  categoryId?: number | undefined;
  q?: string | undefined;
  sort: SortOption;
  page: number;
  limit: number;
}

type ProductsOnly<O> = SelectQueryBuilder<Database, 'products', O>;

/** The filter on products alone: category and name search need no join. */
export function filterProducts<O>(query: ProductsOnly<O>, filter: Pick<ListFilter, 'categoryId' | 'q'>): ProductsOnly<O> {
  let q = query;
  if (filter.categoryId !== undefined) q = q.where('products.category_id', '=', filter.categoryId);
  if (filter.q) q = q.where(sql<boolean>`products.name_key like ${containsPattern(nameKey(filter.q))} escape '!'`);
  return q;
}

// Listing pages are read in two steps: the ids of one page from the index of the sort order
// (one table, so both databases walk the index and stop after the page), then those rows with
// their category by primary key. Joined in one query, MySQL starts from the small categories
// table and sorts every product before it can return twenty.

/** One page of products. The total is counted apart, so that paging need not count again. */
export async function pageProducts(db: Db, filter: ListFilter): Promise<ProductDto[]> {
  let ids = filterProducts(db.selectFrom('products').select('products.id as id'), filter);
  ids =
    filter.sort === 'nameAsc'
      ? ids.orderBy('products.name_key', 'asc').orderBy('products.id', 'asc')
      : filter.sort === 'nameDesc'
        ? ids.orderBy('products.name_key', 'desc').orderBy('products.id', 'desc')
        : ids.orderBy('products.id', 'desc');
  const page = await ids.limit(filter.limit).offset((filter.page - 1) * filter.limit).execute();
  return productsInOrder(db, page.map((r) => r.id));
}

/** How many products match a filter: linear in the matches, so callers cache it per filter. */
export async function countMatchingProducts(db: Db, filter: Pick<ListFilter, 'categoryId' | 'q'>): Promise<number> {
  const count = await filterProducts(db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('total')), filter).executeTakeFirstOrThrow();
  return Number(count.total);
}

/**
 * The products with these ids, in this order (ids that no longer exist are left out). Two
 * single-table reads by primary key: a plan no database can get wrong, whatever its statistics.
 */
export async function productsInOrder(db: Db, ids: number[]): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'description', 'image_key as imageKey', 'created_at as createdAt', 'category_id as categoryId'])
    .where('id', 'in', ids)
    .execute();
  const categoryIds = [...new Set(rows.map((r) => r.categoryId))];
  const categories = categoryIds.length === 0 ? [] : await db.selectFrom('categories').select(['id', 'name']).where('id', 'in', categoryIds).execute();
  const categoryNames = new Map(categories.map((c) => [c.id, c.name]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const categoryName = row && categoryNames.get(row.categoryId);
    return row && categoryName !== undefined ? [toProductDto({ ...row, categoryName })] : [];
  });
}

export async function findProduct(db: Db, id: number): Promise<ProductDto | undefined> {
  const row = await db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select(PRODUCT_COLUMNS)
    .where('products.id', '=', id)
    .executeTakeFirst();
  return row ? toProductDto(row) : undefined;
}

export async function findProductImageKey(db: Db, id: number): Promise<{ imageKey: string | null } | undefined> {
  return db.selectFrom('products').select('image_key as imageKey').where('id', '=', id).executeTakeFirst();
}

export async function insertProduct(
  db: Db,
  values: { name: string; description: string; categoryId: number; imageKey: string | null },
  now: number,
): Promise<number> {
  const result = await db
    .insertInto('products')
    .values({
      name: values.name,
      name_key: nameKey(values.name),
      description: values.description,
      category_id: values.categoryId,
      image_key: values.imageKey,
      created_at: now,
      updated_at: now,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateProduct(
  db: Db,
  id: number,
  values: { name: string; description?: string | undefined; categoryId: number; imageKey?: string | undefined },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({
      name: values.name,
      name_key: nameKey(values.name),
      category_id: values.categoryId,
      updated_at: now,
      ...(values.description !== undefined ? { description: values.description } : {}),
      ...(values.imageKey !== undefined ? { image_key: values.imageKey } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes a product with its selection memberships and cart lines, in one transaction. */
export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('selection_items').where('product_id', '=', id).execute();
    await trx.deleteFrom('cart_items').where('product_id', '=', id).execute();
    await trx.updateTable('appointment_items').set({ product_id: null }).where('product_id', '=', id).execute();
    const result = await trx.deleteFrom('products').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

export async function findProductsCategories(db: Db, ids: number[]): Promise<Array<{ id: number; categoryId: number }>> {
  if (ids.length === 0) return [];
  return db.selectFrom('products').select(['id', 'category_id as categoryId']).where('id', 'in', ids).execute();
}



export async function listCategories(db: Db): Promise<CategoryDto[]> {
  return db.selectFrom('categories').select(['id', 'name']).orderBy('name_key').orderBy('id').execute();
}

export async function pageCategories(
  db: Db,
  opts: { page: number; limit: number; q?: string | undefined },
): Promise<{ items: CategoryWithCountDto[]; total: number }> {
  let base = db.selectFrom('categories');
  if (opts.q) base = base.where(sql<boolean>`name_key like ${containsPattern(nameKey(opts.q))} escape '!'`);
  const [rows, count] = await Promise.all([
    base
      .select(['categories.id', 'categories.name'])
      .select((eb) =>
        eb.selectFrom('products').whereRef('products.category_id', '=', 'categories.id').select(eb.fn.countAll<number>().as('n')).as('productCount'),
      )
      .orderBy('name_key')
      .orderBy('id')
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({ id: r.id, name: r.name, productCount: Number(r.productCount ?? 0) })),
    total: Number(count.total),
  };
}

export async function findCategory(db: Db, id: number): Promise<CategoryDto | undefined> {
  return db.selectFrom('categories').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function findCategoryByName(db: Db, name: string): Promise<CategoryDto | undefined> {
  return db.selectFrom('categories').select(['id', 'name']).where('name_key', '=', nameKey(name)).executeTakeFirst();
}

export async function insertCategory(db: Db, name: string, now: number): Promise<CategoryDto> {
  const result = await db
    .insertInto('categories')
    .values({ name: name.trim(), name_key: nameKey(name), created_at: now })
    .executeTakeFirstOrThrow();
  return { id: Number(result.insertId), name: name.trim() };
}

export async function renameCategory(db: Db, id: number, name: string): Promise<boolean> {
  const result = await db
    .updateTable('categories')
    .set({ name: name.trim(), name_key: nameKey(name) })
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

