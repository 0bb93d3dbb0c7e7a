import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The budget check against small fake builds: it must pass within budget and fail (exit 1) on
// each kind of violation, since `npm run build` relies on its exit code.

const script = path.resolve(import.meta.dirname, 'check-budget.mjs');
const dirs: string[] = [];

interface FakeChunk {
  file: string;
  /** Incompressible bytes, so that the gzip size is about this many KiB. */
  kb: number;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  src?: string;
}

function fakeBuild(
  chunks: Record<string, FakeChunk>,
  css: Record<string, number>,
  opts: { manifest?: boolean } = {},
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  const write = (file: string, kb: number) =>
    fs.writeFileSync(path.join(dir, file), randomBytes(Math.round(kb * 1024)));
  for (const c of Object.values(chunks)) write(c.file, c.kb);
  for (const [file, kb] of Object.entries(css)) write(file, kb);
  const entry = Object.values(chunks).find((c) => c.isEntry);
  const preloads = (entry?.imports ?? []).map((k) => `<link rel="modulepreload" href="/${chunks[k]!.file}">`).join('');
  const styles = (entry?.css ?? []).map((f) => `<link rel="stylesheet" href="/${f}">`).join('');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" crossorigin src="/${entry?.file}"></script>${preloads}` +
      `${styles}</head><body></body></html>`,
  );
  if (opts.manifest !== false) {
    const manifest = Object.fromEntries(Object.entries(chunks).map(([key, { kb: _kb, ...rest }]) => [key, rest]));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

function check(dir: string) {
  const run = spawnSync(process.execPath, [script], { env: { ...process.env, CLIENT_DIR: dir }, encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

// The shape of the real build: a small entry (main.tsx) that imports the app (rendering/hydrate.tsx) once
// the page has loaded; the app imports its vendor code statically and every page on demand.
const storefront = (
  overrides: { entryKb?: number; cssKb?: number; dashboardStatic?: boolean } = {},
): Record<string, FakeChunk> => ({
  'index.html': {
    file: 'assets/index-abc.js',
    kb: 2,
    isEntry: true,
    src: 'index.html',
    dynamicImports: ['rendering/hydrate.tsx'],
    css: ['assets/index-abc.css'],
  },
  'rendering/hydrate.tsx': {
    file: 'assets/hydrate-abc.js',
    kb: overrides.entryKb ?? 58,
    isDynamicEntry: true,
    src: 'rendering/hydrate.tsx',
    imports: ['_vendor-1.js', ...(overrides.dashboardStatic ? ['app/routes/dashboard.tsx'] : [])],
    dynamicImports: ['app/routes/home.tsx', 'app/routes/dashboard.tsx'],
  },
  '_vendor-1.js': { file: 'assets/vendor-1.js', kb: 30 },
  'app/routes/home.tsx': {
    file: 'assets/home-1.js',
    kb: 20,
    isDynamicEntry: true,
    src: 'app/routes/home.tsx',
    imports: ['_vendor-1.js'],
  },
  'app/routes/dashboard.tsx': {
    file: 'assets/dashboard-1.js',
    kb: 40,
    isDynamicEntry: true,
    src: 'app/routes/dashboard.tsx',
    imports: ['_vendor-1.js'],
  },
});

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('first-load budget check', () => {
  it('passes a build within budget, counting the entry, the app it starts and their static imports, not pages', () => {
    const { status, out } = check(fakeBuild(storefront(), { 'assets/index-abc.css': 10 }));
    expect(out).toContain('budget check: ok');
    expect(status).toBe(0);
    expect(out).toMatch(/JavaScript: 9\d(\.\d)? KB of 120 KB/);
    expect(out).toContain('dashboard-1.js');
    expect(out).toMatch(/hydrate-abc\.js\s/);
    expect(out).not.toMatch(/home-1\.js\s/);
  });

  it('fails when the first-load JavaScript is over budget', () => {
    const { status, out } = check(fakeBuild(storefront({ entryKb: 100 }), { 'assets/index-abc.css': 10 }));
    expect(status).toBe(1);
    expect(out).toMatch(/first-load JavaScript is 1\d\d(\.\d)? KB gzip, over the budget of 120 KB/);
  });

  it('fails when the CSS is over budget', () => {
    const { status, out } = check(fakeBuild(storefront(), { 'assets/index-abc.css': 45 }));
    expect(status).toBe(1);
    expect(out).toContain('first-load CSS');
  });

  it('fails when the dashboard is imported statically by the app', () => {
    const { status, out } = check(
      fakeBuild(storefront({ entryKb: 10, dashboardStatic: true }), { 'assets/index-abc.css': 5 }),
    );
    expect(status).toBe(1);
    expect(out).toContain('the dashboard is part of the first load');
  });

  it('fails without a manifest, and without a build', () => {
    expect(check(fakeBuild(storefront(), { 'assets/index-abc.css': 5 }, { manifest: false })).status).toBe(1);
    const missing = check(path.join(os.tmpdir(), `no-build-${Date.now()}`));
    expect(missing.status).toBe(1);
    expect(missing.out).toContain('build the client first');
  });
});
