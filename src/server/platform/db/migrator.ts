import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inspect } from 'node:util';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';

/**
 * The nearest `migrations/` folder above this file: the project's own when run from source
 * (src/server/platform/db -> migrations/), dist/server/migrations when run compiled.
 */
function findMigrationsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'migrations');
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('No migrations folder found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

const MIGRATIONS_DIR = findMigrationsDir();

/** Every file in migrations/, in name order: one set for MySQL and SQLite alike. */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.(ts|js)$/, '')] = (await import(
        pathToFileURL(path.join(MIGRATIONS_DIR, file)).href
      )) as Migration;
    }
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${inspect(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
