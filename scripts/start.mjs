// @ts-check
// `npm start`: builds (client, prerendered pages and the compiled server) when the build is missing
// or older than its sources, then runs the compiled server with plain node, on the embedded
// database unless DATABASE_URL says otherwise.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const builtServer = path.join(root, 'dist/server/main.js');

/** @param {string} dir */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesMtime = Math.max(...['src', 'public', 'migrations'].map((d) => newestMtime(path.join(root, d))));
/** @param {string} file */
const builtMtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
if (Math.min(builtMtime(builtIndex), builtMtime(builtServer)) < sourcesMtime) {
  console.log('Building the storefront and the server…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', builtServer], { cwd: root, stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
