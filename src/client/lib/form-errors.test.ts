import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, firstError } from './form-errors';

const schema = z.object({
  a: z.string().min(1, { error: 'A needed' }).max(2, { error: 'A long' }),
  b: z.number({ error: 'B needed' }),
});

describe('fieldErrors', () => {
  it('keeps the first message of each field', () => {
    const result = schema.safeParse({ a: '', b: 'x' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({ a: 'A needed', b: 'B needed' });
    expect(firstError(result.error)).toBe('A needed');
  });
});
