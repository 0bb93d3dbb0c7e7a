import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createConnection } from 'mysql2/promise';
import { openDatabase, type DatabaseHandle, type Dialect } from '@server/platform/db/connect';
import { migrateToLatest } from '@server/platform/db/migrator';
import { generateCatalogue, type GeneratedCatalogue } from './generate';
import { TMP } from './processes';

// A fresh database of a given size: a new SQLite file under .tmp/bench, or, with DATABASE_URL,
// that MySQL database dropped and created again for the main size and `<name>_<size>` for the
// others (the benchmark owns them: never point it at data you want to keep).

export interface PreparedDatabase {
  dialect: Dialect;
  dataDir: string;
  databaseUrl: string | undefined;
  catalogue: GeneratedCatalogue;
  generateMs: number;
  /** Opens another handle on it (the query timings run in the benchmark process). */
  open(): DatabaseHandle;
}

async function resetMysql(url: string): Promise<void> {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name))
    throw new Error(`DATABASE_URL must name a database (letters, digits, _): got "${name}"`);
  u.pathname = '/';
  const conn = await createConnection(u.toString());
  try {
    await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await conn.end();
  }
}

/** DATABASE_URL with `_<suffix>` appended to the database name. */
export function suffixedUrl(url: string, suffix: string): string {
  const u = new URL(url);
  u.pathname = `${u.pathname.replace(/\/$/, '')}_${suffix}`;
  return u.toString();
}

export async function prepareDatabase(products: number, databaseUrl: string | undefined): Promise<PreparedDatabase> {
  const dataDir = path.join(TMP, `data-${products}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const sqliteFile = path.join(dataDir, 'shop.sqlite');
  if (databaseUrl) await resetMysql(databaseUrl);
  const open = () => openDatabase({ url: databaseUrl, sqliteFile, poolSize: 4 });

  const handle = open();
  try {
    await migrateToLatest(handle.db);
    const started = performance.now();
    const catalogue = await generateCatalogue(handle.db, products);
    const generateMs = Math.round(performance.now() - started);
    return { dialect: handle.dialect, dataDir, databaseUrl, catalogue, generateMs, open };
  } finally {
    await handle.close();
  }
}
