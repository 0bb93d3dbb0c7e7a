// @ts-check
// `npm run build`: the storefront for browsers, then its public pages prerendered, then the budget.
//
// 1. vite build: the client (hashed assets, index.html) into CLIENT_DIR or dist/client.
// 2. vite build --ssr src/client/rendering/server/entry-server.ts: the same app for Node, into a scratch folder.
// 3. Every path in PRERENDERED_PATHS (src/shared/routes.ts) drawn to HTML and written to
//    <client>/pages/<path>.html (and 404.html): the shell with the page already in #root (which
//    says the path it was drawn for), its title in <head>, the hero image and the first screen's
//    fonts preloaded. The browser shows it at once; the app hydrates.
//    The server entry stays in <client>-ssr/: the server imports it at start to draw product
//    pages per request, into <client>/pages/_product-shell.html (the shell, fonts preloaded).
// 4. scripts/build-server.mjs: the server compiled to dist/server (npm start runs it with node).
// 5. scripts/check-budget.mjs: fails the build when the first load is over budget.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildServer } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(root, 'dist', 'client');
const ssrDir = `${clientDir}-ssr`;

await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: path.join(root, 'src/client/rendering/server/entry-server.ts'),
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});

/** @type {unknown} */
const ssrModule = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
const ssr = /** @type {typeof import('../src/client/rendering/server/entry-server')} */ (ssrModule);
const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
if (!template.includes(ssr.EMPTY_ROOT)) throw new Error(`index.html has no empty ${ssr.EMPTY_ROOT} to fill`);

// The two faces of the first screen (body text, headings), preloaded in their light core form
// (scripts/subset-fonts.mjs) so that text settles in its own face early.
const fontFiles = fs.readdirSync(path.join(clientDir, 'assets'));
const PRELOADED_FONTS = ['jost-latin-400-normal-core', 'cormorant-garamond-latin-500-normal-core'].map((name) => {
  const file = fontFiles.find((f) => f.startsWith(`${name}-`) && f.endsWith('.woff2'));
  if (!file) throw new Error(`the build has no ${name} font to preload`);
  return `<link rel="preload" as="font" type="font/woff2" href="/assets/${file}" crossorigin>`;
});

/**
 * The shell with the page drawn for `url` in it.
 * @param {string} url
 * @param {string} body
 */
function pageHtml(url, body) {
  // React puts the page's <title> first; it belongs in <head>, in place of the shell's.
  const { hoisted, body: markup } = ssr.splitHoistedTags(body);
  const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0];
  // Drawn for `url`: the browser hydrates it only on that page (404.html is sent for every unknown
  // path, some of which the app draws otherwise).
  let html = ssr.withPageInRoot(template, url, markup);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title);
  // The first picture marked fetchpriority=high (the hero or the banner), preloaded.
  const hero = ssr.heroPreloadTag(body);
  const links = [...(hero ? [hero] : []), ...PRELOADED_FONTS];
  return ssr.withEarlyHeadTags(html, links);
}

const pagesDir = path.join(clientDir, ssr.PRERENDERED_DIR);
fs.rmSync(pagesDir, { recursive: true, force: true });
fs.mkdirSync(pagesDir, { recursive: true });
/** @type {[url: string, file: string | undefined][]} */
const pages = [
  ...ssr.PRERENDERED_PATHS.map(/** @returns {[string, string | undefined]} */ (p) => [p, ssr.prerenderedFileFor(p)]),
  [ssr.NOT_FOUND_PROBE_PATH, ssr.NOT_FOUND_FILE],
];
for (const [url, file] of pages) {
  if (!file) throw new Error(`no file name for ${url}`);
  fs.writeFileSync(path.join(pagesDir, file), pageHtml(url, await ssr.renderPage(url)));
}
fs.writeFileSync(path.join(pagesDir, ssr.SSR_TEMPLATE_FILE), ssr.withEarlyHeadTags(template, PRELOADED_FONTS));
console.log(`prerendered ${pages.length} pages into ${path.relative(root, pagesDir) || pagesDir}`);

await buildServer();

const budget = spawnSync(process.execPath, [path.join(root, 'scripts/check-budget.mjs')], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(budget.status ?? 1);
