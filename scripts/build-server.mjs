// @ts-check
// The production server, compiled: src/server/main.ts and what it imports from src/ bundled by
// esbuild into dist/server/main.js (packages stay in node_modules, loaded by plain `node`), and
// each migration compiled beside it into dist/server/migrations/ (the migrator finds the nearest
// migrations/ folder). `npm start` runs `node dist/server/main.js`; tsx remains for dev and scripts.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const defaultOutDir = path.join(root, 'dist', 'server');
/** @type {import('esbuild').BuildOptions} */
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

/** Compiles into `outDir` (dist/server; the benchmark compiles into a folder of its own). */
export async function buildServer(outDir = defaultOutDir) {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    ...common,
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: path.join(outDir, 'main.js'),
  });
  const migrations = fs
    .readdirSync(path.join(root, 'migrations'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(root, 'migrations', f));
  await build({ ...common, entryPoints: migrations, outdir: path.join(outDir, 'migrations') });
  // Sourcemaps sit beside the code; the migrator loads only .js files.
  console.log(`compiled the server into ${path.relative(root, outDir)} (${migrations.length} migrations)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
