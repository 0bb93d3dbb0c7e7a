import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, ERROR_TABLE, type AppErrorCode, type AppErrorDetails, type TrpcErrorCodeName } from '@shared/errors';
import { AUTH_MESSAGES, GENERAL_MESSAGES } from '@shared/messages';
import { isDatabaseUnavailable } from '../db/db-errors';

// The one error path. Every door (the tRPC formatter and middleware, the REST error handler, the
// multipart reader) turns whatever was thrown into the public error here. The decision is made
// from the error's type and code, never from its message text; a 5xx never shows internals.

export interface PublicError {
  code: AppErrorCode;
  status: number;
  trpc: TrpcErrorCodeName;
  message: string;
  /** Answered beside the message: `{ message, ...details }` on REST, `data.details` on tRPC. */
  details?: AppErrorDetails;
}

const publicError = (code: AppErrorCode, message: string, details?: AppErrorDetails): PublicError => ({
  code,
  status: ERROR_TABLE[code].status,
  trpc: ERROR_TABLE[code].trpc,
  message,
  ...(details ? { details } : {}),
});

/** What a client may read when nothing more specific is known: one message per code. */
const DEFAULT_MESSAGES: Record<AppErrorCode, string> = {
  BAD_INPUT: GENERAL_MESSAGES.invalidInput,
  UNAUTHENTICATED: AUTH_MESSAGES.loginFirst,
  FORBIDDEN: AUTH_MESSAGES.notAllowed,
  NOT_FOUND: GENERAL_MESSAGES.notFound,
  METHOD_NOT_ALLOWED: GENERAL_MESSAGES.methodNotAllowed,
  CONFLICT: GENERAL_MESSAGES.invalidInput,
  TOO_LARGE: GENERAL_MESSAGES.payloadTooLarge,
  UNSUPPORTED_MEDIA: GENERAL_MESSAGES.invalidInput,
  TOO_MANY_REQUESTS: AUTH_MESSAGES.tooManyAttempts,
  UNAVAILABLE: GENERAL_MESSAGES.databaseUnavailable,
  INTERNAL: GENERAL_MESSAGES.serverError,
};

const CODE_BY_STATUS = new Map<number, AppErrorCode>(
  (Object.keys(ERROR_TABLE) as AppErrorCode[]).map((code) => [ERROR_TABLE[code].status, code]),
);
const CODE_BY_TRPC = new Map<string, AppErrorCode>(
  (Object.keys(ERROR_TABLE) as AppErrorCode[]).map((code) => [ERROR_TABLE[code].trpc, code]),
);

/** What the one error path answers for a status when nothing more specific is known (the REST reference's examples). */
export function defaultMessageForStatus(status: number): string {
  return DEFAULT_MESSAGES[CODE_BY_STATUS.get(status) ?? 'INTERNAL'];
}

/** The first message of a validation failure: the shared schema's, the one the user should read. */
export function firstZodMessage(error: ZodError): string {
  return error.issues[0]?.message ?? GENERAL_MESSAGES.invalidInput;
}

/**
 * Fastify's schema validation (the zod type provider) reports the zod issues it found. A value the
 * validator itself could not read (zod reading `length` of `{ length: { toString: '' } }` throws) is
 * reported without issues: still the client's bad input, never a fault of ours.
 */
function validationMessage(err: object): string | undefined {
  if ((err as { code?: unknown }).code !== 'FST_ERR_VALIDATION') return undefined;
  const validation = (err as { validation?: unknown }).validation;
  const first: unknown = Array.isArray(validation) ? validation[0] : undefined;
  const message = typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : GENERAL_MESSAGES.invalidInput;
}

/** Any thrown value as the public error. */
export function toPublicError(err: unknown): PublicError {
  if (err instanceof AppError) return publicError(err.code, err.message, err.details);
  if (err instanceof ZodError) return publicError('BAD_INPUT', firstZodMessage(err));
  if (err instanceof TRPCError) {
    const cause = err.cause;
    if (cause instanceof AppError || cause instanceof ZodError || isDatabaseUnavailable(cause))
      return toPublicError(cause);
    const code = CODE_BY_TRPC.get(err.code) ?? (err.code === 'PARSE_ERROR' ? 'BAD_INPUT' : 'INTERNAL');
    return publicError(code, DEFAULT_MESSAGES[code]);
  }
  if (isDatabaseUnavailable(err)) return publicError('UNAVAILABLE', GENERAL_MESSAGES.databaseUnavailable);
  if (typeof err === 'object' && err !== null) {
    const fromSchema = validationMessage(err);
    if (fromSchema !== undefined) return publicError('BAD_INPUT', fromSchema);
    // Fastify's and its plugins' own refusals (bad JSON, unknown content type, body too large,
    // multipart limits) carry a 4xx status code: the client's doing, answered with our wording.
    const statusCode = (err as { statusCode?: unknown }).statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      const code = CODE_BY_STATUS.get(statusCode) ?? 'BAD_INPUT';
      return { ...publicError(code, DEFAULT_MESSAGES[code]), status: statusCode };
    }
  }
  return publicError('INTERNAL', GENERAL_MESSAGES.serverError);
}

/** Whether the failure is ours (logged as an error) rather than the client's. */
export const isServerFault = (e: PublicError) => e.status >= 500 && e.code !== 'UNAVAILABLE';
