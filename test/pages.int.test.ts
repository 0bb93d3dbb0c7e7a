import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_FILE, PRERENDERED_DIR, PRERENDERED_PATHS, prerenderedFileFor } from '@shared/routes';
import { createTestApp, type TestApp } from './helpers/harness';

// How the server answers page addresses from a build (a small fake one here): each prerendered
// public page as written by scripts/build.mjs, the 404 page with a 404, the empty shell for pages
// drawn in the browser (the dashboard), and never the pages/ folder as files. Product pages are
// drawn on the server per request: test/product-pages.int.test.ts.

const shell = (root: string) =>
  `<!doctype html><html><head><title>Navi Jewels</title></head><body><div id="root">${root}</div></body></html>`;

describe('page answers from a prerendered build', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), shell(''));
    fs.mkdirSync(path.join(clientDir, PRERENDERED_DIR));
    for (const p of PRERENDERED_PATHS)
      fs.writeFileSync(path.join(clientDir, PRERENDERED_DIR, prerenderedFileFor(p)!), shell(`<main>page ${p}</main>`));
    fs.writeFileSync(path.join(clientDir, PRERENDERED_DIR, NOT_FOUND_FILE), shell('<main>not found</main>'));
    t = await createTestApp('sqlite', { build: { clientDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('names a file for every prerendered path, and none for the others', () => {
    expect(prerenderedFileFor('/')).toBe('index.html');
    expect(prerenderedFileFor('/gold-ring')).toBe('gold-ring.html');
    expect(prerenderedFileFor('/gold-ring/')).toBe('gold-ring.html');
    expect(prerenderedFileFor('/product/12')).toBeUndefined();
    expect(prerenderedFileFor('/dashboard')).toBeUndefined();
    expect(prerenderedFileFor('/../etc/passwd')).toBeUndefined();
    expect(new Set(PRERENDERED_PATHS.map(prerenderedFileFor)).size).toBe(PRERENDERED_PATHS.length);
  });

  it('sends each public page prerendered, with a 200 and no caching without revalidation', async () => {
    for (const url of ['/', '/gold-ring', '/about', '/login?tab=signup', '/cart']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(`page ${new URL(url, 'http://x').pathname}`);
    }
    // One address per page: with a trailing slash, a 301 to the page's own address.
    const slashed = await t.app.inject({ method: 'GET', url: '/gold-ring/' });
    expect(slashed.statusCode).toBe(301);
    expect(slashed.headers.location).toBe('/gold-ring');
  });

  it('sends the empty shell for pages the browser draws, and the 404 page with a 404', async () => {
    for (const url of ['/dashboard', '/dashboard/products', '/admin']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    for (const url of ['/no-such-page', '/product/12']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('not found');
    }
  });

  it('revalidates a page with its ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/gold-ring' });
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/gold-ring',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('does not serve the pages folder or the shell as files', async () => {
    for (const url of ['/pages/index.html', '/pages/gold-ring.html', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('page /');
      expect(res.statusCode, url).toBe(404);
    }
  });
});
