import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@shared/errors';
import { AUTH_MESSAGES, GENERAL_MESSAGES } from '@shared/messages';
import { listProductsInput } from '@shared/schemas/catalog';
import { toPublicError } from './errors';

describe('the one error path', () => {
  it('keeps an application error as it is', () => {
    expect(toPublicError(new AppError('CONFLICT', 'taken'))).toEqual({
      code: 'CONFLICT',
      status: 409,
      trpc: 'CONFLICT',
      message: 'taken',
    });
  });

  it('answers a validation failure with the shared schema’s first message, also wrapped by tRPC', () => {
    const parsed = listProductsInput.safeParse({ page: 1, sort: 'bogus' });
    expect(parsed.success).toBe(false);
    const zodError = parsed.error!;
    expect(toPublicError(zodError)).toMatchObject({ status: 400, message: GENERAL_MESSAGES.invalidSort });
    expect(toPublicError(new TRPCError({ code: 'BAD_REQUEST', cause: zodError }))).toMatchObject({
      status: 400,
      trpc: 'BAD_REQUEST',
      message: GENERAL_MESSAGES.invalidSort,
    });
  });

  it('never passes on the library’s wording for a schema without its own message', () => {
    const parsed = z.object({ kind: z.enum(['a', 'b']) }).safeParse({ kind: 'c' });
    expect(toPublicError(parsed.error)).toMatchObject({ status: 400, message: GENERAL_MESSAGES.invalidInput });
  });

  it('decides by type and code, not by message text', () => {
    // A server fault whose text looks like a client mistake is still a 500 with the generic message.
    expect(toPublicError(new Error('Unexpected end of JSON input: bad multipart boundary'))).toMatchObject({
      status: 500,
      message: GENERAL_MESSAGES.serverError,
    });
    expect(toPublicError(new TRPCError({ code: 'PARSE_ERROR', message: 'Unexpected token } in JSON' }))).toMatchObject({
      status: 400,
      message: GENERAL_MESSAGES.invalidInput,
    });
    expect(
      toPublicError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'SELECT secret FROM admins' })),
    ).toMatchObject({ status: 500, message: GENERAL_MESSAGES.serverError });
  });

  it('maps a framework refusal by its status code, in our words', () => {
    expect(toPublicError(Object.assign(new Error('Body is too large'), { statusCode: 413 }))).toMatchObject({
      status: 413,
      message: GENERAL_MESSAGES.payloadTooLarge,
    });
    expect(
      toPublicError(Object.assign(new Error('Unsupported Media Type: text/xml'), { statusCode: 415 })),
    ).toMatchObject({ status: 415, message: GENERAL_MESSAGES.invalidInput });
    expect(
      toPublicError(Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), { statusCode: 429 })),
    ).toMatchObject({ status: 429, message: AUTH_MESSAGES.tooManyAttempts });
  });

  it('answers an unreachable database with 503', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    expect(toPublicError(refused)).toMatchObject({ status: 503, message: GENERAL_MESSAGES.databaseUnavailable });
    expect(toPublicError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: refused }))).toMatchObject({
      status: 503,
      trpc: 'SERVICE_UNAVAILABLE',
    });
  });
});
