// @ts-check
// The first-load budget, checked after every `vite build` (`npm run build` fails when it fails).
//
// First load = what a shopper's browser must fetch before the storefront can run: the entry
// script, every chunk it imports statically (Vite lists them as <link rel="modulepreload">), the
// app chunk the entry imports once the page has loaded with its own static imports, and their
// CSS. Sizes are gzip level 9 of the built files. The admin dashboard must not be in it: it is a
// route of its own, loaded when visited.
//
// Reads Vite's manifest (build.manifest in vite.config.ts) and cross-checks index.html, so a
// file the page references is counted even if the manifest does not list it.
// CLIENT_DIR chooses the build to check (as for `vite build` and the server).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budgets in KiB of gzip. The target is 120 KB of JS; CSS is ours to keep small. */
export const BUDGETS_KB = { js: 120, css: 30 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @param {number} bytes */
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** @param {string} file */
function gzipBytes(file) {
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/**
 * Files index.html makes the browser fetch at once: module scripts, modulepreloads, stylesheets.
 * @param {string} html
 */
function htmlReferences(html) {
  const refs = { js: /** @type {Set<string>} */ (new Set()), css: /** @type {Set<string>} */ (new Set()) };
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    /** @param {string} name */
    const attr = (name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    const url = attr('src') ?? attr('href');
    if (!url || /^(https?:)?\/\//i.test(url)) continue;
    const file = url.replace(/^\//, '').split(/[?#]/)[0] ?? '';
    const rel = (attr('rel') ?? '').toLowerCase();
    if (/^<script/i.test(tag) && (attr('type') ?? '').toLowerCase() === 'module') refs.js.add(file);
    else if (rel === 'modulepreload') refs.js.add(file);
    else if (rel === 'stylesheet') refs.css.add(file);
  }
  return refs;
}

/**
 * The entry chunk and everything it imports statically, from Vite's manifest.
 * @param {import('vite').Manifest} manifest
 */
function manifestFirstLoad(manifest) {
  const entries = Object.entries(manifest);
  const entry =
    entries.find(([k, chunk]) => chunk.isEntry && /index\.html$/.test(k)) ?? entries.find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry');
  const [entryKey, entryChunk] = entry;
  /** @type {Set<string>} */
  const seen = new Set();
  // The entry only starts the app (src/client/rendering/start-up.ts imports it once the page has loaded), so
  // the app's chunk counts as first load too, with everything it imports statically. Pages and
  // the dashboard are imported on demand from within the app and do not count.
  const queue = [entryKey, ...(entryChunk.dynamicImports ?? [])];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  for (const key of seen) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (/\.m?js$/.test(chunk.file)) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { entryKey, keys: seen, js, css };
}

/**
 * Checks one build. Returns the figures and the list of failures (empty when within budget);
 * throws when there is nothing to check.
 * @param {string} clientDir
 * @param {{ js: number, css: number }} budgets KiB of gzip
 */
export function checkBudget(clientDir, budgets = BUDGETS_KB) {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile))
    throw new Error(`${path.relative(root, indexFile) || indexFile} not found: build the client first`);
  const html = fs.readFileSync(indexFile, 'utf8');
  const fromHtml = htmlReferences(html);
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestFile)
    ? /** @type {import('vite').Manifest} */ (JSON.parse(fs.readFileSync(manifestFile, 'utf8')))
    : undefined;
  const fromManifest = manifest ? manifestFirstLoad(manifest) : undefined;

  const js = new Set([...fromHtml.js, ...(fromManifest?.js ?? [])]);
  const css = new Set([...fromHtml.css, ...(fromManifest?.css ?? [])]);
  /** @type {string[]} */
  const failures = [];
  /** @param {Set<string>} files */
  const sizes = (files) =>
    [...files].sort().map((file) => {
      const full = path.join(clientDir, file);
      if (!fs.existsSync(full)) {
        failures.push(`${file} is referenced but missing from the build`);
        return { file, raw: 0, gzip: 0 };
      }
      return { file, raw: fs.statSync(full).size, gzip: gzipBytes(full) };
    });
  const jsFiles = sizes(js);
  const cssFiles = sizes(css);
  /** @param {{ gzip: number }[]} list */
  const total = (list) => list.reduce((sum, f) => sum + f.gzip, 0);
  const jsKb = kb(total(jsFiles));
  const cssKb = kb(total(cssFiles));
  if (jsFiles.length === 0) failures.push('no entry script found in index.html or the manifest');
  if (jsKb > budgets.js) failures.push(`first-load JavaScript is ${jsKb} KB gzip, over the budget of ${budgets.js} KB`);
  if (cssKb > budgets.css) failures.push(`first-load CSS is ${cssKb} KB gzip, over the budget of ${budgets.css} KB`);

  // The dashboard: a lazy route of its own, never among the first-load files.
  let dashboard = 'not built (no dashboard route in the manifest)';
  if (manifest) {
    const chunks = Object.entries(manifest).filter(([k]) =>
      /(^|\/)routes\/dashboard(\.[jt]sx?)?$|(^|\/)features\/dashboard\//.test(k),
    );
    const inFirstLoad = chunks.filter(([k, chunk]) => fromManifest?.keys.has(k) || js.has(chunk.file)).map(([k]) => k);
    if (inFirstLoad.length > 0) failures.push(`the dashboard is part of the first load: ${inFirstLoad.join(', ')}`);
    const route = chunks.find(([k]) => /routes\/dashboard/.test(k));
    if (route) {
      const [key, chunk] = route;
      if (!chunk.isDynamicEntry) failures.push(`${key} is not loaded on demand (no dynamic import)`);
      const gzipKb = kb(gzipBytes(path.join(clientDir, chunk.file)));
      dashboard = `${chunk.file} (${gzipKb} KB gzip), loaded when visited`;
    }
  } else {
    failures.push('no Vite manifest (.vite/manifest.json): set build.manifest in vite.config.ts');
  }

  return { jsKb, cssKb, jsFiles, cssFiles, dashboard, failures, budgets };
}

function main() {
  const clientDir = process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(root, 'dist', 'client');
  let result;
  try {
    result = checkBudget(clientDir);
  } catch (err) {
    console.error(`budget check: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  /** @param {{ file: string, raw: number, gzip: number }} f */
  const line = (f) =>
    `  ${f.file.padEnd(48)} ${String(kb(f.raw)).padStart(7)} KB  ${String(kb(f.gzip)).padStart(6)} KB gzip`;
  console.log('First-load budget (gzip level 9)');
  console.log(`JavaScript: ${result.jsKb} KB of ${result.budgets.js} KB`);
  result.jsFiles.forEach((f) => console.log(line(f)));
  console.log(`CSS: ${result.cssKb} KB of ${result.budgets.css} KB`);
  result.cssFiles.forEach((f) => console.log(line(f)));
  console.log(`Dashboard: ${result.dashboard}`);
  if (result.failures.length > 0) {
    for (const f of result.failures) console.error(`budget check FAILED: ${f}`);
    process.exit(1);
  }
  console.log('budget check: ok');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
