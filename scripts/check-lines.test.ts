import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GENERATED, longLines, MAX_LINE } from './check-lines.mjs';

// The line-length check `npm run lint` runs first: it must name each line over the limit and fail.

const script = path.resolve(import.meta.dirname, 'check-lines.mjs');

describe('the line-length check', () => {
  it('reports the lines longer than the limit, by number, counting characters rather than bytes', () => {
    const text = ['short', 'x'.repeat(MAX_LINE), 'y'.repeat(MAX_LINE + 1), '₹'.repeat(MAX_LINE)].join('\r\n');
    expect(longLines(text)).toEqual([{ line: 3, length: MAX_LINE + 1 }]);
  });

  describe('run on a repository', () => {
    let repo: string | undefined;
    afterEach(() => {
      if (repo) fs.rmSync(repo, { recursive: true, force: true });
    });
    const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore' });
    const run = (cwd: string) => spawnSync(process.execPath, [script, cwd], { encoding: 'utf8' });

    it('passes short tracked sources, fails on a long one, and reads neither untracked nor other files', () => {
      repo = fs.mkdtempSync(path.join(os.tmpdir(), 'check-lines-'));
      git(repo, 'init', '-q');
      const long = `// ${'z'.repeat(MAX_LINE)}\n`;
      fs.writeFileSync(path.join(repo, 'ok.ts'), 'export const a = 1;\n');
      fs.writeFileSync(path.join(repo, 'notes.md'), long);
      fs.writeFileSync(path.join(repo, 'untracked.ts'), long);
      git(repo, 'add', 'ok.ts', 'notes.md');
      const clean = run(repo);
      expect(clean.status, clean.stderr).toBe(0);
      expect(clean.stdout).toMatch(/1 source files, no line over 120/);

      fs.writeFileSync(path.join(repo, 'styles.css'), `a {}\n${long}`);
      git(repo, 'add', 'styles.css');
      const dirty = run(repo);
      expect(dirty.status).toBe(1);
      expect(dirty.stderr).toContain(`styles.css:2: ${MAX_LINE + 3} characters`);
      expect(dirty.stderr).not.toContain('untracked.ts');
    });

    it('leaves out the generated files it lists', () => {
      repo = fs.mkdtempSync(path.join(os.tmpdir(), 'check-lines-'));
      git(repo, 'init', '-q');
      const [generated] = [...GENERATED.keys()];
      expect(generated).toBeDefined();
      fs.mkdirSync(path.dirname(path.join(repo, generated!)), { recursive: true });
      fs.writeFileSync(path.join(repo, generated!), `/* ${'z'.repeat(MAX_LINE)} */\n`);
      git(repo, 'add', '.');
      expect(run(repo).status).toBe(0);
    });
  });
});
