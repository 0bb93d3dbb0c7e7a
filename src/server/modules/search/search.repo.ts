import { sql, type RawBuilder } from 'kysely';
import { searchDocument } from '@shared/search-text';
import type { Db } from '@server/platform/db/database';
import { isMysql } from '@server/platform/db/migration-helpers';

// All SQL of search. The shopper's words reach the database only as a bound parameter holding
// the index's own query syntax, built here from words of letters and digits (see
// shared/search-text.ts), each quoted (FTS5) or prefixed with + (MySQL boolean mode): nothing
// typed can be an operator, a column filter, NEAR, a bracket or a wildcard of its own.

/** Whole words that must all appear, and the last word as a prefix. */
export interface TextMatch {
  terms: readonly string[];
  prefix: string | undefined;
}

/** What restricts the candidates before the facets: the text, the structured words, a fixed collection. */
export interface CandidateSpec {
  text?: TextMatch | undefined;
  purities?: readonly string[] | undefined;
  sizes?: readonly string[] | undefined;
  collection?: string | undefined;
}

const hasText = (m: TextMatch | undefined): m is TextMatch =>
  m !== undefined && (m.terms.length > 0 || m.prefix !== undefined);

function fts5Query(m: TextMatch): string {
  return [...m.terms.map((t) => `"${t}"`), ...(m.prefix !== undefined ? [`"${m.prefix}"*`] : [])].join(' ');
}

function booleanModeQuery(m: TextMatch): string {
  return [...m.terms.map((t) => `+${t}`), ...(m.prefix !== undefined ? [`+${m.prefix}*`] : [])].join(' ');
}

/** The ids of the products whose text (or name alone) matches: a subquery for `id in (...)`. */
function matchingIds(db: Db, m: TextMatch, nameOnly: boolean): RawBuilder<number> {
  if (isMysql(db)) {
    const q = booleanModeQuery(m);
    return nameOnly
      ? sql<number>`select product_id as id from search_docs where match(name_text) against (${q} in boolean mode)`
      : sql<number>`select product_id as id from search_docs
          where match(name_text, body_text) against (${q} in boolean mode)`;
  }
  const q = nameOnly ? `name_text : (${fts5Query(m)})` : fts5Query(m);
  return sql<number>`select rowid as id from search_fts where search_fts match ${q}`;
}

/**
 * The driving set first, so that the database starts from the few matches rather than from the
 * whole catalogue: the full-text matches, else the fixed collection's members, else every product.
 */
function candidateSource(
  db: Db,
  spec: CandidateSpec,
): { from: RawBuilder<unknown>; where: Array<RawBuilder<unknown>> } {
  const where: Array<RawBuilder<unknown>> = [];
  let from: RawBuilder<unknown>;
  if (hasText(spec.text)) {
    from = sql`(${matchingIds(db, spec.text, false)}) m join products p on p.id = m.id`;
    if (spec.collection !== undefined)
      from = sql`${from} join selection_items si on si.product_id = p.id and si.selection_type = ${spec.collection}`;
  } else if (spec.collection !== undefined) {
    from = sql`selection_items si join products p on p.id = si.product_id`;
    where.push(sql`si.selection_type = ${spec.collection}`);
  } else {
    from = sql`products p`;
  }
  if (spec.purities && spec.purities.length > 0) where.push(sql`p.purity in (${sql.join([...spec.purities])})`);
  if (spec.sizes && spec.sizes.length > 0) {
    where.push(
      sql`exists (select 1 from product_sizes ps
        where ps.product_id = p.id and ps.label in (${sql.join([...spec.sizes])}))`,
    );
  }
  return { from, where };
}

const whereClause = (where: Array<RawBuilder<unknown>>) =>
  where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
// ---- The facet index's source -------------------------------------------------

/** What the in-memory facet index is built from: every product's facet columns and indexed name. */
export interface FacetSourceRows {
  products: Array<{
    id: number;
    metal: string | null;
    purity: string | null;
    categoryId: number;
    pricePaise: number | null;
    netWeightMg: number | null;
    createdAt: number;
    nameKey: string;
    nameText: string | null;
  }>;
  stones: Array<{ productId: number; kind: string }>;
  members: Array<{ productId: number; type: string; addedAt: number }>;
}

const num = (v: number | string) => Number(v);
const numOrNull = (v: number | string | null) => (v === null ? null : Number(v));

/** Three whole-table reads: the products in id order, the collections' members in featured order. */
export async function facetSourceRows(db: Db): Promise<FacetSourceRows> {
  const [products, stones, members] = await Promise.all([
    db
      .selectFrom('products as p')
      .leftJoin('search_docs as sd', 'sd.product_id', 'p.id')
      .select([
        'p.id as id',
        'p.metal as metal',
        'p.purity as purity',
        'p.category_id as categoryId',
        'p.price_paise as pricePaise',
        'p.net_weight_mg as netWeightMg',
        'p.created_at as createdAt',
        'p.name_key as nameKey',
        'sd.name_text as nameText',
      ])
      .orderBy('p.id')
      .execute(),
    db.selectFrom('product_stones').select(['product_id as productId', 'kind']).execute(),
    // In each collection's featured order (numbers only, so both databases agree).
    db
      .selectFrom('selection_items')
      .select(['product_id as productId', 'selection_type as type', 'added_at as addedAt'])
      .orderBy('selection_type')
      .orderBy('added_at', 'desc')
      .orderBy('product_id', 'desc')
      .execute(),
  ]);
  return {
    products: products.map((r) => ({
      id: num(r.id),
      metal: r.metal,
      purity: r.purity,
      categoryId: num(r.categoryId),
      pricePaise: numOrNull(r.pricePaise),
      netWeightMg: numOrNull(r.netWeightMg),
      createdAt: num(r.createdAt),
      nameKey: r.nameKey,
      nameText: r.nameText,
    })),
    stones: stones.map((r) => ({ productId: num(r.productId), kind: r.kind })),
    members: members.map((r) => ({ productId: num(r.productId), type: r.type, addedAt: num(r.addedAt) })),
  };
}

/** The ids of the products whose indexed text holds every word (the last as a prefix). */
export async function textMatchIds(db: Db, text: TextMatch): Promise<number[]> {
  const rows = await sql<{ id: number }>`${matchingIds(db, text, false)}`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}

/** The ids of the products made in any of these sizes. */
export async function idsWithSizes(db: Db, sizes: readonly string[]): Promise<number[]> {
  if (sizes.length === 0) return [];
  const rows = await db
    .selectFrom('product_sizes')
    .select('product_id as id')
    .distinct()
    .where('label', 'in', [...sizes])
    .execute();
  return rows.map((r) => Number(r.id));
}

/** How many of the newest index rows a suggestion looks through before asking the full-text index. */
const SUGGEST_WINDOW = 2000;

/**
 * The newest matches found by reading the newest SUGGEST_WINDOW index rows, newest first, and
 * testing their words (every term whole, the prefix as the start of a word): exact when `limit`
 * of them are found there, since every newer row was read; undefined otherwise, and the full-text
 * index answers. A common word ("ring") is found at once this way, where the index would first
 * gather every match and sort them (tens of milliseconds on InnoDB at 100,000 products). The
 * words are letters and digits only (parseQuery), so they hold no LIKE wildcard, and they are
 * bound parameters.
 */
async function newestInWindow(
  db: Db,
  text: TextMatch,
  nameOnly: boolean,
  limit: number,
  exclude: number[],
): Promise<number[] | undefined> {
  const mysql = isMysql(db);
  const hay = nameOnly
    ? mysql
      ? sql`concat(' ', d.name_text, ' ')`
      : sql`(' ' || d.name_text || ' ')`
    : mysql
      ? sql`concat(' ', d.name_text, ' ', d.body_text, ' ')`
      : sql`(' ' || d.name_text || ' ' || d.body_text || ' ')`;
  const tests = [
    ...text.terms.map((t) => sql`${hay} like ${`% ${t} %`}`),
    ...(text.prefix !== undefined ? [sql`${hay} like ${`% ${text.prefix}%`}`] : []),
    ...(exclude.length > 0 ? [sql`d.product_id not in (${sql.join(exclude)})`] : []),
  ];
  const rows = await sql<{ id: number }>`select d.product_id as id
    from (select product_id, name_text, body_text from search_docs order by product_id desc limit ${SUGGEST_WINDOW}) d
    where ${sql.join(tests, sql` and `)} order by d.product_id desc limit ${limit}`.execute(db);
  return rows.rows.length >= limit ? rows.rows.map((r) => Number(r.id)) : undefined;
}

/**
 * The newest products whose name (nameOnly) or text matches, at most `limit`. With text alone,
 * the index is read newest first and stops after `limit` (FTS5 walks its rowids backwards);
 * with structured words too, the products are walked newest first against the matches.
 */
export async function newestMatching(
  db: Db,
  spec: CandidateSpec,
  nameOnly: boolean,
  limit: number,
  exclude: number[],
): Promise<number[]> {
  const text = spec.text;
  const structured = (spec.purities?.length ?? 0) > 0 || (spec.sizes?.length ?? 0) > 0 || spec.collection !== undefined;
  if (hasText(text) && !structured) {
    const walked = await newestInWindow(db, text, nameOnly, limit, exclude);
    if (walked) return walked;
    const idColumn = sql.raw(isMysql(db) ? 'product_id' : 'rowid');
    const notIn = exclude.length > 0 ? sql`and ${idColumn} not in (${sql.join(exclude)})` : sql``;
    const rows = isMysql(db)
      ? await sql<{
          id: number;
        }>`select product_id as id from search_docs
          where ${nameOnly ? sql`match(name_text)` : sql`match(name_text, body_text)`}
          against (${booleanModeQuery(text)} in boolean mode) ${notIn} order by product_id desc limit ${limit}`.execute(
          db,
        )
      : await sql<{
          id: number;
        }>`select rowid as id from search_fts
          where search_fts match ${nameOnly ? `name_text : (${fts5Query(text)})` : fts5Query(text)}
          ${notIn} order by rowid desc limit ${limit}`.execute(db);
    return rows.rows.map((r) => Number(r.id));
  }
  const { where } = candidateSource(db, { ...spec, text: undefined, collection: undefined });
  const all = [
    ...where,
    ...(hasText(text) ? [sql`p.id in (${matchingIds(db, text, nameOnly)})`] : []),
    ...(spec.collection !== undefined
      ? [sql`p.id in (select product_id from selection_items where selection_type = ${spec.collection})`]
      : []),
    ...(exclude.length > 0 ? [sql`p.id not in (${sql.join(exclude)})`] : []),
  ];
  const rows = await sql<{
    id: number;
  }>`select p.id as id from products p ${whereClause(all)} order by p.id desc limit ${limit}`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}

export async function categoryNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('categories').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ---- Writing the index -------------------------------------------------------

/** Writes the index rows of these products from what is stored now (call inside the product's transaction). */
export async function writeSearchDocs(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = [...ids];
  const [rows, stones] = await Promise.all([
    db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select([
        'products.id as id',
        'products.name as name',
        'products.description as description',
        'categories.name as categoryName',
        'products.metal as metal',
      ])
      .where('products.id', 'in', list)
      .execute(),
    db
      .selectFrom('product_stones')
      .select(['product_id as productId', 'kind'])
      .where('product_id', 'in', list)
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
  ]);
  await db.deleteFrom('search_docs').where('product_id', 'in', list).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('search_docs')
    .values(
      rows.map((r) => {
        const doc = searchDocument({ ...r, stoneKinds: stones.filter((s) => s.productId === r.id).map((s) => s.kind) });
        return { product_id: r.id, name_text: doc.nameText, body_text: doc.bodyText };
      }),
    )
    .execute();
}

export async function productIdsOfCategory(db: Db, categoryId: number): Promise<number[]> {
  return (await db.selectFrom('products').select('id').where('category_id', '=', categoryId).execute()).map(
    (r) => r.id,
  );
}

/** Ids of products after `after`, in order, `limit` at most: for rebuilding the index in batches. */
export async function productIdsAfter(db: Db, after: number, limit: number): Promise<number[]> {
  return (
    await db.selectFrom('products').select('id').where('id', '>', after).orderBy('id').limit(limit).execute()
  ).map((r) => r.id);
}

export async function clearSearchDocs(db: Db): Promise<void> {
  await db.deleteFrom('search_docs').execute();
}
