import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { isNotAdmin, isUnauthorized, errorMessage } from './api-errors';

/** The error the tRPC client raises for a server's error answer. */
function trpcError(message: string, code: string, httpStatus: number) {
  return TRPCClientError.from({ error: { message, code: -32001, data: { code, httpStatus } } });
}

describe('api errors', () => {
  it('recognises an ended admin session', () => {
    const expired = trpcError('Your admin session has expired. Please sign in again.', 'UNAUTHORIZED', 401);
    expect(isUnauthorized(expired)).toBe(true);
    expect(isNotAdmin(expired)).toBe(true);
    expect(isUnauthorized(trpcError('no', 'FORBIDDEN', 403))).toBe(false);
    expect(isNotAdmin(trpcError('no', 'FORBIDDEN', 403))).toBe(true);
    expect(isUnauthorized(new Error('network'))).toBe(false);
  });

  it("shows the server's words for a refusal and the screen's fallback otherwise", () => {
    const inUse = trpcError('This category still has products. Move or delete them first.', 'CONFLICT', 409);
    expect(errorMessage(inUse, 'Delete failed.')).toBe('This category still has products. Move or delete them first.');
    expect(
      errorMessage(trpcError('Something went wrong on our side.', 'INTERNAL_SERVER_ERROR', 500), 'Delete failed.'),
    ).toBe('Delete failed.');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Delete failed.')).toBe('Delete failed.');
  });
});
