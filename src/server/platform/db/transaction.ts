import type { Db } from './database';

// Every multi-row write runs in one transaction opened here, by the use case's service. On MySQL
// two writers can each hold a lock the other needs (InnoDB then rolls one back with
// ER_LOCK_DEADLOCK) or wait past innodb_lock_wait_timeout; on SQLite in WAL mode a transaction
// that read before another process wrote cannot upgrade to a writer (SQLITE_BUSY_SNAPSHOT, which
// the busy timeout does not wait out). None of these says anything about the request: the
// transaction as a whole is run again, a few times, after a short random pause so that the two
// writers do not collide again in step. Work outside the database (files, cache) belongs before
// or after the transaction, never inside `fn`, since `fn` may run more than once.

const RETRYABLE_CODES = new Set([
  'ER_LOCK_DEADLOCK', // MySQL/MariaDB errno 1213: this transaction was rolled back
  'ER_LOCK_WAIT_TIMEOUT', // errno 1205
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
]);
const RETRYABLE_ERRNOS = new Set([1213, 1205]);

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The pause before attempt n+1 is random in [0, baseDelayMs x 2^n). */
  baseDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseDelayMs: 20 };

/** A failure that running the same transaction again may not meet: a deadlock or a lock wait. */
export function isRetryableTransactionError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, errno } = err as { code?: unknown; errno?: unknown };
  return (
    (typeof code === 'string' && RETRYABLE_CODES.has(code)) ||
    (typeof errno === 'number' && RETRYABLE_ERRNOS.has(errno))
  );
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` in a transaction and answers what it answers, running it again (a bounded number of
 * times, with jitter) when the database gives it up for a deadlock or a lock wait. Called with an
 * open transaction, it runs `fn` in that one: the outermost transaction is the one retried.
 */
export async function inTransaction<T>(
  db: Db,
  fn: (trx: Db) => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<T> {
  if (db.isTransaction) return fn(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (err) {
      if (attempt >= policy.attempts || !isRetryableTransactionError(err)) throw err;
      await pause(Math.random() * policy.baseDelayMs * 2 ** (attempt - 1));
    }
  }
}
