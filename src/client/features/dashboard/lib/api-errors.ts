import { TRPCClientError } from '@trpc/client';

// How the dashboard reads a failed call: which failures end the session, and which message to show.

interface ErrorData {
  code?: string;
  httpStatus?: number;
}

function dataOf(error: unknown): ErrorData | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? (data as ErrorData) : undefined;
}

/** The server said the admin session is missing or over (HTTP 401). */
export function isUnauthorized(error: unknown): boolean {
  return dataOf(error)?.code === 'UNAUTHORIZED';
}

/** The visitor is not an admin at all (for example a signed-in shopper): 401 or 403. */
export function isNotAdmin(error: unknown): boolean {
  const code = dataOf(error)?.code;
  return code === 'UNAUTHORIZED' || code === 'FORBIDDEN';
}

/**
 * The message for a failed call: the server's own words for an expected refusal (4xx: validation,
 * duplicate, category in use...), else the screen's fallback (5xx, network down).
 */
export function messageOf(error: unknown, fallback: string): string {
  const status = dataOf(error)?.httpStatus;
  if (error instanceof TRPCClientError && status !== undefined && status >= 400 && status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}
