import { sql, type Kysely } from 'kysely';
import { isMysql, tableOptions } from '@server/platform/db/migration-helpers';
import { searchDocument } from '@shared/search-text';

// Frozen. The full-text search index (issue 15):
// - search_docs: one row per product, its name and the rest of its searchable text normalised
//   by src/shared/search-text.ts (lower case, accents folded, synonyms added in their canonical
//   form). Written by the product writes in their own transaction; removed with the product.
// - MySQL/MariaDB: InnoDB FULLTEXT indexes on (name_text, body_text) for matching and on
//   name_text alone for ranking (a MATCH must name an index's exact columns).
// - SQLite: an FTS5 table over search_docs (external content) kept in step by triggers.
// Existing products are indexed here, in batches.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

const BATCH = 500;

export async function up(db: AnyDb): Promise<void> {
  const mysql = isMysql(db);
  await tableOptions(db)(
    db.schema
      .createTable('search_docs')
      .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
      .addColumn('name_text', 'varchar(1000)', (c) => c.notNull())
      .addColumn('body_text', 'text', (c) => c.notNull()),
  ).execute();

  if (mysql) {
    await sql`create fulltext index search_docs_all on search_docs (name_text, body_text)`.execute(db);
    await sql`create fulltext index search_docs_name on search_docs (name_text)`.execute(db);
  } else {
    await sql
      .raw(
        `create virtual table search_fts using fts5(name_text, body_text, content='search_docs', ` +
          `content_rowid='product_id', prefix='3')`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger search_docs_ai after insert on search_docs begin
      insert into search_fts(rowid, name_text, body_text) values (new.product_id, new.name_text, new.body_text); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger search_docs_ad after delete on search_docs begin
      insert into search_fts(search_fts, rowid, name_text, body_text) values ('delete', old.product_id, ` +
          `old.name_text, old.body_text); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger search_docs_au after update on search_docs begin
      insert into search_fts(search_fts, rowid, name_text, body_text) values ('delete', old.product_id, ` +
          `old.name_text, old.body_text);
      insert into search_fts(rowid, name_text, body_text) values (new.product_id, new.name_text, new.body_text); end`,
      )
      .execute(db);
  }

  // Covering indexes for the facets' per-product lookups (a search reads each match's stone
  // kinds and collections; without these every lookup also reads the table row).
  await db.schema
    .createIndex('selection_items_product_type')
    .on('selection_items')
    .columns(['product_id', 'selection_type'])
    .execute();
  await db.schema
    .createIndex('product_stones_product_kind')
    .on('product_stones')
    .columns(['product_id', 'kind'])
    .execute();

  const categories = new Map<number, string>(
    (await db.selectFrom('categories').select(['id', 'name']).execute()).map((c: { id: number; name: string }) => [
      Number(c.id),
      c.name,
    ]),
  );
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number; name: string; description: string; category_id: number; metal: string | null }> =
      await db
        .selectFrom('products')
        .select(['id', 'name', 'description', 'category_id', 'metal'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
    if (rows.length === 0) break;
    const ids = rows.map((r) => r.id);
    const stones: Array<{ product_id: number; kind: string }> = await db
      .selectFrom('product_stones')
      .select(['product_id', 'kind'])
      .where('product_id', 'in', ids)
      .execute();
    await db
      .insertInto('search_docs')
      .values(
        rows.map((r) => {
          const doc = searchDocument({
            name: r.name,
            description: r.description,
            categoryName: categories.get(Number(r.category_id)) ?? '',
            metal: r.metal,
            stoneKinds: stones.filter((s) => s.product_id === r.id).map((s) => s.kind),
          });
          return { product_id: r.id, name_text: doc.nameText, body_text: doc.bodyText };
        }),
      )
      .execute();
    after = rows[rows.length - 1]?.id ?? after;
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [index, table] of [
    ['selection_items_product_type', 'selection_items'],
    ['product_stones_product_kind', 'product_stones'],
  ] as const) {
    const drop = db.schema.dropIndex(index);
    await (isMysql(db) ? drop.on(table) : drop).execute();
  }
  if (!isMysql(db)) {
    for (const t of ['search_docs_ai', 'search_docs_ad', 'search_docs_au'])
      await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
    await sql`drop table if exists search_fts`.execute(db);
  }
  await db.schema.dropTable('search_docs').execute();
}
