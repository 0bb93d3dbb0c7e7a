import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './processes';

// Where a run was made, and how its figures are written: a table on the terminal, JSON for
// machines and Markdown for people under bench/results/.

export interface RunContext {
  date: string;
  commit: string;
  /** Uncommitted changes were present: the figures are for the working tree, not the commit. */
  dirty: boolean;
  node: string;
  cpu: string;
  cpus: number;
  memoryGb: number;
  os: string;
}

export function runContext(): RunContext {
  const git = (args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '';
    }
  };
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    commit: git(['rev-parse', '--short', 'HEAD']) || 'unknown',
    dirty: git(['status', '--porcelain']) !== '',
    node: process.version,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cpus: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
  };
}

export function contextLine(c: RunContext): string {
  return (
    `${c.date} · commit ${c.commit}${c.dirty ? ' (with uncommitted changes)' : ''} · Node ${c.node} · ` +
    `${c.cpus} × ${c.cpu} · ${c.memoryGb} GB · ${c.os}`
  );
}

/** A GitHub-flavoured Markdown table; numbers right-aligned. */
export function markdownTable(headers: string[], rows: Array<Array<string | number>>): string {
  const align = headers.map((_, i) => (rows.every((r) => typeof r[i] === 'number') ? '---:' : '---'));
  const line = (cells: Array<string | number>) =>
    `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(headers), line(align), ...rows.map(line)].join('\n');
}

/** A plain-text table for the terminal. */
export function textTable(headers: string[], rows: Array<Array<string | number>>): string {
  const all = [headers, ...rows].map((r) => r.map(String));
  const widths = headers.map((_, i) => Math.max(...all.map((r) => r[i]?.length ?? 0)));
  const fmt = (r: string[]) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [fmt(all[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(fmt)].join('\n');
}

export function writeResults(dir: string, baseName: string, json: unknown, markdown: string): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const jsonFile = path.join(dir, `${baseName}.json`);
  const mdFile = path.join(dir, `${baseName}.md`);
  fs.writeFileSync(jsonFile, `${JSON.stringify(json, null, 2)}\n`);
  fs.writeFileSync(mdFile, markdown.endsWith('\n') ? markdown : `${markdown}\n`);
  return [path.relative(ROOT, jsonFile), path.relative(ROOT, mdFile)];
}
