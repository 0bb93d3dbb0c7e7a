import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flakyTests, flakyTwiceInARow, readFlakyHistory, writeFlakyHistory } from './flaky-tests.mjs';

// `npm test` names the browser journeys that passed only on retry, and fails on one flaky twice in a row.

const report = {
  suites: [
    {
      title: 'cart.spec.ts',
      file: 'cart.spec.ts',
      specs: [
        { title: 'adds a ring', file: 'cart.spec.ts', tests: [{ projectName: 'desktop', status: 'flaky' }] },
        { title: 'removes a ring', file: 'cart.spec.ts', tests: [{ projectName: 'desktop', status: 'expected' }] },
      ],
      suites: [
        {
          title: 'checkout',
          file: 'cart.spec.ts',
          specs: [
            { title: 'pays', file: 'cart.spec.ts', tests: [{ projectName: 'desktop', status: 'flaky' }] },
            { title: 'refunds', file: 'cart.spec.ts', tests: [{ projectName: 'desktop', status: 'unexpected' }] },
          ],
        },
      ],
    },
    {
      title: 'home.spec.ts',
      file: 'home.spec.ts',
      specs: [{ title: 'loads', file: 'home.spec.ts', tests: [{ projectName: 'desktop', status: 'skipped' }] }],
    },
  ],
};

describe('flaky browser journeys', () => {
  it('names every test that passed only on retry, with its file, describe blocks and project', () => {
    expect(flakyTests(report)).toEqual([
      'cart.spec.ts › adds a ring [desktop]',
      'cart.spec.ts › checkout › pays [desktop]',
    ]);
    expect(flakyTests({})).toEqual([]);
  });

  it('fails only the tests that were flaky in this run and in the previous one', () => {
    const now = flakyTests(report);
    expect(flakyTwiceInARow(now, [])).toEqual([]);
    expect(flakyTwiceInARow(now, ['cart.spec.ts › checkout › pays [desktop]', 'gone.spec.ts › x [desktop]'])).toEqual([
      'cart.spec.ts › checkout › pays [desktop]',
    ]);
    expect(flakyTwiceInARow([], now)).toEqual([]);
  });

  it('keeps the record between runs, and reads a missing or broken record as none', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flaky-'));
    try {
      const file = path.join(dir, 'nested', 'e2e-flaky.json');
      expect(readFlakyHistory(file)).toEqual([]);
      writeFlakyHistory(file, ['a.spec.ts › b [desktop]']);
      expect(readFlakyHistory(file)).toEqual(['a.spec.ts › b [desktop]']);
      fs.writeFileSync(file, '{ not json');
      expect(readFlakyHistory(file)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
