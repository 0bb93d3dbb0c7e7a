import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NOT_FOUND_FILE, PRERENDERED_DIR, PRERENDERED_PATHS, prerenderedFileFor } from '@shared/routes';
import type { PageRenderer } from '@server/app';

// A small stand-in for the client build (the shell, the prerendered pages, the 404 page) and the
// real server entry of the client (src/client/rendering/server/entry-server.ts, run from source by Vitest), so
// that tests see the pages the server sends without a full `npm run build`.

export const SHELL_DESCRIPTION = 'The shell description.';

export function shellHtml(root = '', title = 'Navi Jewels · Fine jewellery in Navi Mumbai'): string {
  return [
    '<!doctype html><html lang="en-IN"><head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<meta name="description" content="${SHELL_DESCRIPTION}" />`,
    `<title>${title}</title>`,
    '<script type="module" crossorigin src="/assets/index-test.js"></script>',
    '</head><body>',
    `<div id="root">${root}</div>`,
    '</body></html>',
  ].join('\n');
}

export function fakeClientBuild(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  fs.writeFileSync(path.join(dir, 'index.html'), shellHtml());
  fs.mkdirSync(path.join(dir, PRERENDERED_DIR));
  for (const p of PRERENDERED_PATHS) {
    const root = `<main>page ${p}</main>`;
    const html = shellHtml(
      root,
      p === '/' ? 'Navi Jewels · Fine jewellery in Navi Mumbai' : `Page ${p} · Navi Jewels`,
    ).replace('<div id="root">', `<div id="root" data-prerendered="${p}">`);
    fs.writeFileSync(path.join(dir, PRERENDERED_DIR, prerenderedFileFor(p)!), html);
  }
  fs.writeFileSync(path.join(dir, PRERENDERED_DIR, NOT_FOUND_FILE), shellHtml('<main>not found</main>'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The client's server entry, loaded from source. */
export async function sourceRenderer(): Promise<PageRenderer> {
  (globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__ = new Date().getFullYear();
  const entry = await import('@client/rendering/server/entry-server');
  return { renderProductPage: entry.renderProductPage, renderCollectionPage: entry.renderCollectionPage };
}
