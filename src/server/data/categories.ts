import { sql } from 'kysely';
import type { CategoryDto, CategoryWithCountDto } from '../../shared/schemas/catalog';
import type { Db } from '../db/database';
import { containsPattern, nameKey } from './like';

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

export async function countCategories(db: Db): Promise<number> {
  const row = await db.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
