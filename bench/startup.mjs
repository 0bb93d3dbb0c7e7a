// @ts-check
// Start-up time to the first answered request on an existing embedded database: the server run
// from TypeScript through tsx (how `npm start` ran before) and compiled (dist/server, as now).
// Usage: node bench/startup.mjs [runs]   (needs `npm run build` first)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '4391',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DEMO_DATA: '1',
  NODE_ENV: 'development',
};
const variants = {
  tsx: ['--import', 'tsx', path.join(root, 'src/server/main.ts')],
  compiled: ['--enable-source-maps', path.join(root, 'dist/server/main.js')],
};

/** @param {string[]} args node's arguments; resolves to the milliseconds until /health/live answers */
async function once(args) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'ignore' });
  for (;;) {
    try {
      const res = await fetch('http://127.0.0.1:4391/health/live');
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const ms = performance.now() - started;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return ms;
}

await once(variants.compiled); // creates and seeds the database: later starts find it existing
/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
for (const [name, args] of Object.entries(variants)) {
  const times = [];
  for (let i = 0; i < runs; i += 1) times.push(await once(args));
  console.log(`${name}: median ${median(times).toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')})`);
}
fs.rmSync(dataDir, { recursive: true, force: true });
