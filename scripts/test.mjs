// @ts-check
// `npm test`: unit and integration tests (SQLite, and MySQL when TEST_MYSQL_URL is set), then the
// load and fault tests, then the browser journeys against the built app. Prints one closing line
// "N passed, N failed" over everything, and names each browser journey that passed only on its retry
// (Playwright's `retries`, 1 under CI). Such a test that was also flaky in the previous recorded run
// fails the run (scripts/flaky-tests.mjs; the record is E2E_FLAKY_HISTORY, else .tmp/e2e-flaky.json).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flakyTests, flakyTwiceInARow, readFlakyHistory, writeFlakyHistory } from './flaky-tests.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-tests-'));
let passed = 0;
let failed = 0;
let ok = true;
/** @type {string[]} */
let flaky = [];

/** @typedef {{ passed: number, failed: number }} Counts */

/**
 * Runs one suite and adds the counts from the JSON report it wrote.
 * @template Report
 * @param {string} label
 * @param {string} cmd
 * @param {string[]} args
 * @param {string} reportFile
 * @param {(report: Report) => Counts} count
 */
function run(label, cmd, args, reportFile, count) {
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (res.status !== 0) ok = false;
  try {
    /** @type {unknown} */
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
    const c = count(/** @type {Report} */ (report));
    passed += c.passed;
    failed += c.failed;
  } catch {
    ok = false;
    console.error(`${label}: no report was written`);
  }
}

/** @typedef {{ numPassedTests?: number, numFailedTests?: number, numTotalTestSuites?: number }} VitestReport */
/**
 * @typedef {import('./flaky-tests.mjs').PlaywrightReport
 *   & { stats?: { expected?: number, unexpected?: number, flaky?: number } }} PlaywrightReport
 */

/** @param {VitestReport} r */
const vitestCount = (r) => ({
  passed: r.numPassedTests ?? 0,
  failed: (r.numFailedTests ?? 0) + (r.numTotalTestSuites === 0 ? 1 : 0),
});
const only = process.argv[2];

if (!only || only === 'unit') {
  const f = path.join(tmp, 'vitest.json');
  run(
    'unit and integration',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'int',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${f}`,
    ],
    f,
    vitestCount,
  );
}
if (!only || only === 'faults') {
  const f = path.join(tmp, 'faults.json');
  run(
    'load and faults',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'faults',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${f}`,
    ],
    f,
    /** @param {VitestReport} r */ (r) => ({ passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 }),
  );
}
if (!only || only === 'e2e') {
  const f = path.join(tmp, 'playwright.json');
  process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = f;
  run(
    'browser journeys',
    'npx',
    ['playwright', 'test'],
    f,
    /** @param {PlaywrightReport} r */ (r) => {
      flaky = flakyTests(r);
      return { passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0), failed: r.stats?.unexpected ?? 0 };
    },
  );
  const history = process.env.E2E_FLAKY_HISTORY ?? path.join('.tmp', 'e2e-flaky.json');
  const twice = flakyTwiceInARow(flaky, readFlakyHistory(history));
  writeFlakyHistory(history, flaky);
  if (flaky.length > 0) {
    console.log(`\nPassed only on retry (${flaky.length}):`);
    for (const name of flaky) console.log(`  ${twice.includes(name) ? 'FLAKY TWICE IN A ROW' : 'flaky'}: ${name}`);
  }
  if (twice.length > 0) {
    ok = false;
    console.error(`${twice.length} test(s) passed only on retry in this run and the previous one: fix them.`);
  }
}

const onRetry = flaky.length > 0 ? ` (${flaky.length} only on retry)` : '';
console.log(`\n${passed} passed${onRetry}, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
