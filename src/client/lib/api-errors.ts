import { TRPCClientError } from '@trpc/client';

// How the client reads a failed call, on the storefront and in the dashboard alike: which failures
// mean "not signed in", and which message to show.

interface ErrorData {
  code?: string;
  httpStatus?: number;
  /** Fields the server answered beside the message (AppError details), as plain JSON. */
  details?: unknown;
}

function dataOf(error: unknown): ErrorData | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? data : undefined;
}

/** The server said the session is missing or over (HTTP 401). */
export function isUnauthorized(error: unknown): boolean {
  return dataOf(error)?.code === 'UNAUTHORIZED';
}

/** The visitor is not an admin at all (for example a signed-in shopper): 401 or 403. */
export function isNotAdmin(error: unknown): boolean {
  const code = dataOf(error)?.code;
  return code === 'UNAUTHORIZED' || code === 'FORBIDDEN';
}

/**
 * What the server said about a failed call, when it was the caller's problem (4xx: validation,
 * duplicate, category in use...) and so worded for people; a 5xx or a network failure gives none.
 */
export function serverReason(error: unknown): string | undefined {
  const status = dataOf(error)?.httpStatus ?? 0;
  if (
    error instanceof TRPCClientError &&
    status >= 400 &&
    status < 500 &&
    typeof error.message === 'string' &&
    error.message.trim()
  )
    return error.message;
  return undefined;
}

/** The message a failed call should show: the server's when it sent one for people, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverReason(error) ?? fallback;
}

/** Something that can check unknown JSON: a zod schema's safeParse, without importing zod here. */
interface DetailsReader<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * The fields a refusal carried beside its message (the impact of a rate change the guard held
 * back), read by the wire schema; undefined for any other failure.
 */
export function errorDetails<T>(error: unknown, reader: DetailsReader<T>): T | undefined {
  const details = dataOf(error)?.details;
  if (details === undefined || details === null) return undefined;
  const parsed = reader.safeParse(details);
  return parsed.success ? parsed.data : undefined;
}
