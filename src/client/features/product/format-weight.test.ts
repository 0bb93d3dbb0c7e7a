import { describe, expect, it } from 'vitest';
import { formatGrams } from './format-weight';

describe('formatGrams', () => {
  it('shows a weight to the milligram', () => {
    expect(formatGrams(12.129)).toBe('12.129 g');
    expect(formatGrams(5.24)).toBe('5.240 g');
    expect(formatGrams(1234.5)).toBe('1,234.500 g');
  });
});
