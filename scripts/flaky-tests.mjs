// @ts-check
// Tests that passed only on a retry ("flaky" in Playwright's JSON report), and the rule that turns
// them into a failure: a test that is flaky in this run and was flaky in the run recorded before
// it fails the run. One flaky pass is named and tolerated; the same test twice in a row is a defect.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The parts of Playwright's JSON report read here (types/testReporter.d.ts, JSONReport).
 * @typedef {{ projectName?: string, status?: string }} ReportTest
 * @typedef {{ title: string, file?: string, tests?: ReportTest[] }} ReportSpec
 * @typedef {{ title?: string, file?: string, specs?: ReportSpec[], suites?: ReportSuite[] }} ReportSuite
 * @typedef {{ suites?: ReportSuite[] }} PlaywrightReport
 */

/**
 * The name of every test whose outcome was 'flaky', as `file › describe › title [project]`, sorted.
 * @param {PlaywrightReport} report
 * @returns {string[]}
 */
export function flakyTests(report) {
  /** @type {string[]} */
  const names = [];
  /**
   * @param {ReportSuite} suite
   * @param {string[]} titles
   */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'flaky') continue;
        const project = test.projectName ? ` [${test.projectName}]` : '';
        names.push([...titles, spec.title].join(' › ') + project);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title ?? '']);
  };
  // A top-level suite is a file: its title is the file's path.
  for (const suite of report.suites ?? []) walk(suite, [suite.file ?? suite.title ?? '']);
  return [...new Set(names)].sort();
}

/**
 * The flaky tests of the recorded previous run (none when nothing was recorded).
 * @param {string} file
 * @returns {string[]}
 */
export function readFlakyHistory(file) {
  try {
    /** @type {unknown} */
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(parsed) ? parsed.filter((n) => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Records this run's flaky tests as the previous run's for the next one.
 * @param {string} file
 * @param {string[]} names
 */
export function writeFlakyHistory(file, names) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(names, null, 2)}\n`);
}

/**
 * The tests that were flaky in this run and in the previous one: each fails the run.
 * @param {string[]} current
 * @param {string[]} previous
 * @returns {string[]}
 */
export function flakyTwiceInARow(current, previous) {
  const before = new Set(previous);
  return current.filter((name) => before.has(name));
}
