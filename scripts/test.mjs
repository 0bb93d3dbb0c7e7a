// @ts-check
// `npm test`: unit and integration tests (SQLite, and MySQL when TEST_MYSQL_URL is set), then the
// load and fault tests, then the browser journeys against the built app. Prints one closing line
// "N passed, N failed" over everything.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-tests-'));
let passed = 0;
let failed = 0;
let ok = true;

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
/** @typedef {{ stats?: { expected?: number, unexpected?: number } }} PlaywrightReport */

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
    /** @param {PlaywrightReport} r */ (r) => ({
      passed: r.stats?.expected ?? 0,
      failed: r.stats?.unexpected ?? 0,
    }),
  );
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
