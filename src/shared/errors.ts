// Application error codes and the one table that maps them to HTTP statuses and tRPC codes.

export const ERROR_TABLE = {
  BAD_INPUT: { status: 400, trpc: 'BAD_REQUEST' },
  UNAUTHENTICATED: { status: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND' },
  METHOD_NOT_ALLOWED: { status: 405, trpc: 'METHOD_NOT_SUPPORTED' },
  CONFLICT: { status: 409, trpc: 'CONFLICT' },
  TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA: { status: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  TOO_MANY_REQUESTS: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
  UNAVAILABLE: { status: 503, trpc: 'SERVICE_UNAVAILABLE' },
  INTERNAL: { status: 500, trpc: 'INTERNAL_SERVER_ERROR' },
} as const;

export type AppErrorCode = keyof typeof ERROR_TABLE;
export type TrpcErrorCodeName = (typeof ERROR_TABLE)[AppErrorCode]['trpc'];

/** Fields answered beside the message (the impact of a refused rate change): plain JSON, safe to show. */
export type AppErrorDetails = Readonly<Record<string, unknown>>;

/** An expected failure: its message (and details, if any) is safe to show to the user as it is. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details: AppErrorDetails | undefined;
  constructor(code: AppErrorCode, message: string, options?: { cause?: unknown; details?: AppErrorDetails }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.details = options?.details;
  }
}
