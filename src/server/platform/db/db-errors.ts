// Recognising database failures by kind, for both drivers.

interface DriverError {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
}

function codeOf(err: unknown): string {
  const e = err as DriverError | null;
  return typeof e?.code === 'string' ? e.code : '';
}

export function isUniqueViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'ER_DUP_ENTRY';
}

export function isForeignKeyViolation(err: unknown): boolean {
  const code = codeOf(err);
  return (
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === 'ER_ROW_IS_REFERENCED_2' || code === 'ER_NO_REFERENCED_ROW_2'
  );
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'POOL_CLOSED',
  'POOL_ACQUIRE_TIMEOUT',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
  'SQLITE_FULL',
]);

/** What drivers and pools say, without a code, when the database cannot be reached. */
const UNAVAILABLE_MESSAGE = new RegExp(
  [
    'Queue limit reached',
    'Pool is closed',
    'connect ETIMEDOUT',
    'Connection lost',
    "Can't add new command when connection is in closed state",
    'driver has already been destroyed',
    String.raw`^Connection is closed\.$`,
    "Stream isn't writeable",
  ].join('|'),
  'i',
);

/**
 * The database (or Redis, which holds the shared rate limits) cannot be reached or is
 * overloaded: the request may succeed later (503).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = codeOf(err);
  if (UNAVAILABLE_CODES.has(code)) return true;
  if ((err as { name?: unknown } | null)?.name === 'MaxRetriesPerRequestError') return true;
  const message = typeof (err as DriverError | null)?.message === 'string' ? String((err as DriverError).message) : '';
  return UNAVAILABLE_MESSAGE.test(message);
}
