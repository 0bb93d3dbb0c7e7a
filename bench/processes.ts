import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// Child processes of the benchmarks: the client build, the application server and the bare
// baseline server. Each runs on its own port in 3400-3499 and is stopped by its own pid.

export const ROOT = path.resolve(import.meta.dirname, '..');
export const TMP = path.join(ROOT, '.tmp', 'bench');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

const PORT_RANGE = [3400, 3499] as const;

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export interface ClientBuild {
  dir: string;
  built: boolean;
  note: string;
}

/**
 * Builds the storefront (with its prerendered pages) into the benchmark's own folder when it is
 * missing or older than its sources (so as not to race anyone else's build of dist/client). A
 * failed build is reported, and the server then answers pages with its placeholder shell.
 */
export function buildClientIfNeeded(): ClientBuild {
  const dir = path.join(TMP, 'client');
  const index = path.join(dir, 'index.html');
  const sources = Math.max(
    ...['src/client', 'src/shared', 'public', 'vite.config.ts', 'scripts/build.mjs', 'package-lock.json'].map((p) =>
      newestMtime(path.join(ROOT, p)),
    ),
  );
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= sources)
    return { dir, built: true, note: 'the storefront build in .tmp/bench/client, newer than its sources' };
  console.log('Building the storefront for the benchmark…');
  // The production build as `npm run build` makes it: client, prerendered pages, budget check.
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, CLIENT_DIR: dir },
    timeout: 300_000,
  });
  if (build.status === 0 && fs.existsSync(index))
    return { dir, built: true, note: 'the storefront, built for this run into .tmp/bench/client' };
  fs.rmSync(index, { force: true });
  return { dir, built: false, note: 'the client build failed: pages are the server placeholder' };
}

export async function freePort(exclude: number[] = []): Promise<number> {
  for (let port = PORT_RANGE[0]; port <= PORT_RANGE[1]; port++) {
    if (exclude.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${PORT_RANGE[0]}-${PORT_RANGE[1]}`);
}

export interface Child {
  url: string;
  port: number;
  /** CPU time (user + system) the process has used so far, in ms; undefined off Linux. */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
}

/** utime + stime from /proc/<pid>/stat (clock ticks of 10 ms on Linux). */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    if (!fields) return undefined;
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
}

/** Starts a Node child (TypeScript through tsx, JavaScript as it is), waits until `readyPath` answers 200. */
export async function startNode(
  script: string,
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  port: number,
): Promise<Child> {
  const runner = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...runner, script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = stopper(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}${readyPath}`, child, 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, port, stop, cpuMs: () => processCpuMs(child.pid) };
}

export interface AppServerOptions {
  dataDir: string;
  clientDir: string;
  databaseUrl?: string | undefined;
  port: number;
  /** Fill an empty embedded database with the demo catalogue (real photos) at start. */
  demoData?: boolean;
}

/**
 * The server compiled as `npm run build` compiles it, into the benchmark's own folder (so as not
 * to race anyone's dist/), once per run.
 */
let compiledServer: string | undefined;
function compileServer(): string {
  if (compiledServer) return compiledServer;
  const outDir = path.join(TMP, 'server');
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), outDir], {
    cwd: ROOT,
    stdio: 'inherit',
    timeout: 120_000,
  });
  if (build.status !== 0) throw new Error('could not compile the server for the benchmark');
  compiledServer = path.join(outDir, 'main.js');
  return compiledServer;
}

/** The real server, as `npm start` runs it (compiled, plain node), on a database the benchmark prepared. */
export function startAppServer(options: AppServerOptions): Promise<Child> {
  return startNode(
    compileServer(),
    [],
    {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      CLIENT_DIR: options.clientDir,
      DEMO_DATA: options.demoData ? '1' : '0',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'bench',
      ADMIN_PASSWORD: 'bench-password-not-secret',
      PASSWORD_HASH_LOG_N: '10',
      // The benchmark is many clients from one address: the per-client read limit is lifted.
      PUBLIC_READ_RATE_MAX: '10000000',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    '/health/live',
    options.port,
  );
}

/** A bare Fastify route serving the given bytes: the ceiling the application is compared with. */
export function startBaselineServer(bodyFile: string, port: number): Promise<Child> {
  return startNode(path.join(ROOT, 'bench/baseline-server.ts'), [bodyFile], {}, '/products', port);
}
