// @ts-check
// `npm run lint` runs this first: no line of a tracked source file (ts, tsx, mts, js, mjs, css) is
// longer than 120 characters. Prettier keeps code within that width but leaves strings and
// comments as written; a long string is split with + (the minifier joins it again), a comment is
// rewrapped. Files that a program writes are listed in GENERATED, each with what writes it.
// Usage: node scripts/check-lines.mjs [root]   (exit 1 and a list of file:line when a line is over)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const MAX_LINE = 120;
const SOURCE = /\.(ts|tsx|mts|js|mjs|css)$/;

/** Generated files: their lines are as long as their generator makes them. */
export const GENERATED = new Map([['src/client/fonts.css', 'scripts/subset-fonts.mjs']]);

/**
 * The lines of `text` longer than `max` characters (code points, so an ₹ counts once).
 * @param {string} text
 * @param {number} [max]
 * @returns {Array<{ line: number, length: number }>}
 */
export function longLines(text, max = MAX_LINE) {
  return text.split(/\r?\n/).flatMap((line, i) => {
    const length = [...line].length;
    return length > max ? [{ line: i + 1, length }] : [];
  });
}

/**
 * Every tracked source file under `root` that is not generated, relative to root.
 * @param {string} root
 * @returns {string[]}
 */
export function sourceFiles(root) {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  return out
    .toString('utf8')
    .split('\0')
    .filter((file) => SOURCE.test(file) && !GENERATED.has(file) && fs.existsSync(path.join(root, file)));
}

function main() {
  const root = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(import.meta.dirname, '..');
  const files = sourceFiles(root);
  let count = 0;
  for (const file of files) {
    for (const { line, length } of longLines(fs.readFileSync(path.join(root, file), 'utf8'))) {
      console.error(`${file}:${line}: ${length} characters (at most ${MAX_LINE})`);
      count += 1;
    }
  }
  if (count > 0) {
    console.error(`check-lines: ${count} line(s) over ${MAX_LINE} characters. Rewrap the comment or split the string.`);
    process.exit(1);
  }
  console.log(`check-lines: ${files.length} source files, no line over ${MAX_LINE} characters`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
