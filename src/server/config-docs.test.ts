import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config';

// Every variable of config.ts is documented with its default in the README's configuration table
// and in the limit and setting tables of docs/security-operations.md, so that a new variable (a new
// limit above all) cannot be added without saying what it bounds and what it starts at.

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

const VARIABLES = Object.keys(envSchema.shape);
const DEFAULTS: Record<string, unknown> = envSchema.parse({});

/** The default as the docs write it: `1`/`0` for switches, nothing for an empty list or no default. */
function writtenDefault(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.join(',');
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return JSON.stringify(value);
}

interface Row {
  names: string[];
  defaults: string;
}

/** The rows of the Markdown tables in `text` whose header starts with `firstHeader`: names and defaults. */
function tableRows(text: string, firstHeader: RegExp, nameColumn: number, defaultColumn: number): Row[] {
  const rows: Row[] = [];
  let inTable = false;
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const cells = line
      .slice(1, line.endsWith('|') ? -1 : undefined)
      .split(' | ')
      .map((c) => c.trim());
    if (!inTable) {
      inTable = firstHeader.test(cells[0] ?? '');
      continue;
    }
    const names = [...(cells[nameColumn] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? '');
    rows.push({ names, defaults: cells[defaultColumn] ?? '' });
  }
  return rows;
}

function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, `${heading} is missing`).toBeGreaterThanOrEqual(0);
  const next = text.indexOf('\n## ', start + heading.length + 1);
  return text.slice(start, next === -1 ? undefined : next);
}

/** Names each variable with no row, or whose row does not show its default. */
function problems(rows: Row[]): string[] {
  const out: string[] = [];
  for (const name of VARIABLES) {
    const row = rows.find((r) => r.names.includes(name));
    if (!row) {
      out.push(`${name}: no row`);
      continue;
    }
    const written = writtenDefault(DEFAULTS[name]);
    if (written !== undefined && !row.defaults.includes(`\`${written}\``))
      out.push(`${name}: default \`${written}\` not in "${row.defaults}"`);
  }
  for (const name of rows.flatMap((r) => r.names))
    if (!VARIABLES.includes(name)) out.push(`${name}: not a variable of src/server/config.ts`);
  return out;
}

describe('the configuration is documented', () => {
  it('reads at least the variables it is known to have', () => {
    expect(VARIABLES).toEqual(expect.arrayContaining(['PORT', 'READ_CACHE_MAX_BYTES', 'PUBLIC_READ_RATE_MAX']));
  });

  it("lists every variable with its default in the README's configuration table", () => {
    const rows = tableRows(section(read('README.md'), '## Configuration'), /^variable$/, 0, 1);
    expect(problems(rows)).toEqual([]);
  });

  it('states every limit and setting with its variable and default in docs/security-operations.md', () => {
    const limits = section(read('docs/security-operations.md'), '## Limits');
    const rows = [...tableRows(limits, /^Limit$/, 1, 2), ...tableRows(limits, /^Setting$/, 1, 2)];
    expect(problems(rows)).toEqual([]);
  });
});
