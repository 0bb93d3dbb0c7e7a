import { describe, expect, it } from 'vitest';
import { readReason, safeNext, signInPath } from './login-redirect';

describe('safeNext', () => {
  it('keeps a path of this site', () => {
    expect(safeNext('/dashboard/products/edit?x=1')).toBe('/dashboard/products/edit?x=1');
  });
  it('falls back to /dashboard for anything else', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'dashboard',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeNext(raw)).toBe('/dashboard');
    }
  });
});

describe('signInPath', () => {
  it('remembers the origin and the reason', () => {
    expect(signInPath({ next: '/dashboard/gold', reason: 'expired' })).toBe(
      '/admin?next=%2Fdashboard%2Fgold&reason=expired',
    );
  });
  it('leaves out the default destination', () => {
    expect(signInPath({ next: '/dashboard' })).toBe('/admin');
    expect(signInPath({ reason: 'signed-out' })).toBe('/admin?reason=signed-out');
  });
});

describe('readReason', () => {
  it('accepts only known reasons', () => {
    expect(readReason('expired')).toBe('expired');
    expect(readReason('signed-out')).toBe('signed-out');
    expect(readReason('other')).toBeUndefined();
  });
});
