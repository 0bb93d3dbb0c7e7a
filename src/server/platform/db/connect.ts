import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, MysqlDialect, SqliteDialect, type MysqlPool, type MysqlPoolConnection } from 'kysely';
import { createPool } from 'mysql2';
import type { Database, Db } from './database';

export type Dialect = 'mysql' | 'sqlite';

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Connections in use and requests waiting, for the metrics. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  inUse: number;
  queued: number;
  size: number;
}

export interface DatabaseOptions {
  url?: string | undefined;
  sqliteFile: string;
  poolSize?: number;
  queueLimit?: number;
  connectTimeoutMs?: number;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) return openMysql(options.url, options);
  return openSqlite(options.sqliteFile);
}

function openMysql(url: string, options: DatabaseOptions): DatabaseHandle {
  // A bounded pool and queue: when the database is unreachable requests fail fast with 503
  // instead of piling up behind a connection that will never come.
  const pool = createPool({
    uri: url,
    connectionLimit: options.poolSize ?? 10,
    queueLimit: options.queueLimit ?? 200,
    connectTimeout: options.connectTimeoutMs ?? 1500,
    waitForConnections: true,
    enableKeepAlive: true,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    decimalNumbers: true,
    supportBigNumbers: true,
    bigNumberStrings: false,
  });
  const acquireTimeoutMs = Math.min(options.connectTimeoutMs ?? 1500, MAX_ACQUIRE_WAIT_MS);
  const counts: PoolCounts = { inUse: 0, waiting: 0 };
  const db = new Kysely<Database>({
    dialect: new MysqlDialect({ pool: countedPool(pool, acquireTimeoutMs, counts) }),
  });
  const poolStats = (): PoolStats => ({
    inUse: counts.inUse,
    queued: counts.waiting,
    size: options.poolSize ?? 10,
  });
  return { db, dialect: 'mysql', poolStats, close: () => db.destroy() };
}

/**
 * The longest a request waits for a pooled connection. A healthy pool hands one out in
 * milliseconds even under load; a second means MySQL is away or overwhelmed, and a fast 503
 * serves the shopper better than a hanging page.
 */
const MAX_ACQUIRE_WAIT_MS = 1000;

/** Connections handed out and not yet released, and requests the pool has not answered yet. */
interface PoolCounts {
  inUse: number;
  waiting: number;
}

/**
 * The pool as Kysely sees it, counted by us (mysql2 keeps its own counts in fields it does not
 * publish) and with an acquire timeout.
 *
 * mysql2 has no acquire timeout: when MySQL stops answering, a request queued behind connections
 * that are still trying to connect waits for their timeouts one after another. This bounds the wait
 * for a connection, so that every request fails fast (a 503) while the database is away, and a
 * connection that arrives too late goes back to the pool.
 */
function countedPool(pool: MysqlPool, timeoutMs: number, counts: PoolCounts): MysqlPool {
  /** The connection as handed to one caller: its release is counted once. */
  const lend = (connection: MysqlPoolConnection): MysqlPoolConnection => {
    counts.inUse++;
    let released = false;
    return {
      query: connection.query.bind(connection),
      release() {
        if (!released) counts.inUse--;
        released = true;
        connection.release();
      },
    };
  };
  return {
    getConnection(callback) {
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        const err = Object.assign(new Error(`No database connection within ${timeoutMs} ms`), {
          code: 'POOL_ACQUIRE_TIMEOUT',
        });
        callback(err, undefined as unknown as MysqlPoolConnection);
      }, timeoutMs);
      counts.waiting++;
      pool.getConnection((err, connection) => {
        counts.waiting--;
        clearTimeout(timer);
        if (settled) {
          if (!err) connection.release();
          return;
        }
        settled = true;
        callback(err, err ? connection : lend(connection));
      });
    },
    end: (callback) => pool.end(callback),
  };
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  // One connection, used synchronously: nothing is ever held across a wait or queued.
  return { db, dialect: 'sqlite', poolStats: () => ({ inUse: 0, queued: 0, size: 1 }), close: () => db.destroy() };
}
