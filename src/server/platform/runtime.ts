import { Redis } from 'ioredis';
import type { Config } from '../config';
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

const REDIS_ERROR_REPORT_INTERVAL_MS = 30_000;

/**
 * Connects to Redis when REDIS_URL is set. Connection errors are reported through `report` at most
 * once every 30 s (ioredis keeps reconnecting by itself; the cache and rate limits degrade meanwhile)
 * instead of ioredis's own unhandled-error printing.
 */
export function openRedis(config: Config, report: (message: string) => void): Redis | undefined {
  if (!config.REDIS_URL) return undefined;
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false });
  let lastReport = 0;
  redis.on('error', (err: Error) => {
    const now = Date.now();
    if (now - lastReport < REDIS_ERROR_REPORT_INTERVAL_MS) return;
    lastReport = now;
    report(`Redis unavailable: ${err.message}`);
  });
  return redis;
}
