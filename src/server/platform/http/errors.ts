import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, ERROR_TABLE, HTTP_STATUS_BY_TRPC_CODE } from '../../../shared/errors';
import { GENERAL_MESSAGES } from '../../../shared/messages';
import { isDatabaseUnavailable } from '../db/db-errors';

/** Any failure as the HTTP status and the message a client may see. Internals never leave. */
export function toHttpError(err: unknown): { status: number; message: string } {
  if (err instanceof TRPCError) {
    const cause = err.cause;
    if (cause instanceof ZodError) return { status: 400, message: cause.issues[0]?.message ?? GENERAL_MESSAGES.invalidInput };
    if (cause instanceof AppError) return { status: ERROR_TABLE[cause.code].status, message: cause.message };
    if (err.code === 'INTERNAL_SERVER_ERROR') {
      if (isDatabaseUnavailable(cause)) return { status: 503, message: GENERAL_MESSAGES.databaseUnavailable };
      return { status: 500, message: GENERAL_MESSAGES.serverError };
    }
    return { status: HTTP_STATUS_BY_TRPC_CODE[err.code] ?? 500, message: err.message };
  }
  if (err instanceof AppError) return { status: ERROR_TABLE[err.code].status, message: err.message };
  if (err instanceof ZodError) return { status: 400, message: err.issues[0]?.message ?? GENERAL_MESSAGES.invalidInput };
  if (isDatabaseUnavailable(err)) return { status: 503, message: GENERAL_MESSAGES.databaseUnavailable };
  const statusCode = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    if (statusCode === 413) return { status: 413, message: GENERAL_MESSAGES.payloadTooLarge };
    if (statusCode === 429) return { status: 429, message: (err as Error).message };
    return { status: statusCode, message: GENERAL_MESSAGES.invalidInput };
  }
  return { status: 500, message: GENERAL_MESSAGES.serverError };
}
