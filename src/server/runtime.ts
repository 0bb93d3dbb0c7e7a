import { Redis } from 'ioredis';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrator';

/** Opens the database named by the configuration and brings its schema up to date. */
export async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = openDatabase({
    url: config.DATABASE_URL,
    sqliteFile: config.sqliteFile,
    poolSize: config.DB_POOL_SIZE,
    queueLimit: config.DB_QUEUE_LIMIT,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
  });
  try {
    await migrateToLatest(handle.db);
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }
  return handle;
}

export function openRedis(config: Config): Redis | undefined {
  if (!config.REDIS_URL) return undefined;
  return new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false });
}
