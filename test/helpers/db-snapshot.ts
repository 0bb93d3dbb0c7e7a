import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@server/platform/db/database';
import type { Dialect } from '@server/platform/db/connect';

// A fingerprint of every table (row count and a checksum of the contents), to prove that
// refused requests changed nothing. Tables are discovered from the database itself, so tables
// added by later migrations are covered without touching this file.

export type DatabaseSnapshot = Record<string, { rows: number; checksum: string }>;

async function tableNames(db: Db, dialect: Dialect): Promise<string[]> {
  const result =
    dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)
      : await sql
          .raw<{
            name: string;
          }>(
            `select table_name as name from information_schema.tables where table_schema = database() order by ` +
              `table_name`,
          )
          .execute(db);
  return result.rows.map((r) => r.name);
}

const namesCache = new WeakMap<Db, string[]>();

export async function snapshotDatabase(db: Db, dialect: Dialect): Promise<DatabaseSnapshot> {
  let names = namesCache.get(db);
  if (!names) {
    names = await tableNames(db, dialect);
    namesCache.set(db, names);
  }
  const snapshot: DatabaseSnapshot = {};
  if (dialect === 'mysql') {
    // One round trip for every checksum and one for every count: the fuzz test takes thousands.
    const list = sql.join(names.map((n) => sql.table(n)));
    const sums = await sql<{ Table: string; Checksum: number | string | null }>`checksum table ${list}`.execute(db);
    const counts = await sql<{ name: string; n: number | string }>`${sql.join(
      names.map((n) => sql`select ${n} as name, count(*) as n from ${sql.table(n)}`),
      sql` union all `,
    )}`.execute(db);
    const countOf = new Map(counts.rows.map((r) => [r.name, Number(r.n)]));
    for (const row of sums.rows) {
      const name = row.Table.slice(row.Table.indexOf('.') + 1);
      snapshot[name] = { rows: countOf.get(name) ?? -1, checksum: String(row.Checksum) };
    }
    return snapshot;
  }
  for (const name of names) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    const lines = rows.map((r) => JSON.stringify(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)))).sort();
    snapshot[name] = { rows: rows.length, checksum: createHash('sha256').update(lines.join('\n')).digest('hex') };
  }
  return snapshot;
}

/** The tables whose fingerprint differs. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => JSON.stringify(before[n]) !== JSON.stringify(after[n])).sort();
}
