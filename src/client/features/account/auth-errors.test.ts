import { describe, expect, it } from 'vitest';
import { withReason } from './auth-errors';

describe('withReason', () => {
  it('keeps the specified message and adds the reason', () => {
    expect(withReason('OTP verification failed.', 'That OTP is not correct.')).toBe(
      'OTP verification failed. That OTP is not correct.',
    );
  });
  it('does not repeat itself or add nothing', () => {
    expect(withReason('Reset failed.', 'Reset failed.')).toBe('Reset failed.');
    expect(withReason('Reset failed.', undefined)).toBe('Reset failed.');
    expect(withReason('Reset failed.', '  ')).toBe('Reset failed.');
  });
});
