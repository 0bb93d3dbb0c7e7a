import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The real server as a child process (`node --import tsx src/server/main.ts`), for the fault and
// load tests: they need signals, crashes and real sockets, which app.inject() cannot give.

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const FAULT_ADMIN = { username: 'fault-admin', password: 'fault-admin-password-1' } as const;

/** Ports reserved for these tests. */
const PORT_RANGE = { from: 3500, to: 3599 } as const;

export interface ServerProcess {
  readonly port: number;
  readonly baseUrl: string;
  readonly child: ChildProcess;
  readonly dataDir: string;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL if still running, then waits for the exit. */
  kill(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first free port at or after `preferred`, within 3500-3599. */
export async function freePort(preferred: number): Promise<number> {
  const span = PORT_RANGE.to - PORT_RANGE.from + 1;
  for (let i = 0; i < span; i++) {
    const port = PORT_RANGE.from + ((preferred - PORT_RANGE.from + i) % span);
    if (await portIsFree(port)) return port;
  }
  throw new Error('no free port in 3500-3599');
}

export function tempDataDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `shop-${label}-`));
}

export interface StartOptions {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** How long the start may take. */
  timeoutMs?: number;
}

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    CLIENT_DIR: path.join(options.dataDir, 'no-client'),
    DEMO_DATA: '0',
    ADMIN_USERNAME: FAULT_ADMIN.username,
    ADMIN_PASSWORD: FAULT_ADMIN.password,
    PASSWORD_HASH_LOG_N: '10',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    // These tests play many clients from one address: the per-client read limit is lifted
    // (a test of that limit sets its own).
    PUBLIC_READ_RATE_MAX: '10000000',
    ...options.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let log = '';
  const append = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });

  const baseUrl = `http://127.0.0.1:${options.port}`;
  const proc: ServerProcess = {
    port: options.port,
    baseUrl,
    child,
    dataDir: options.dataDir,
    output: () => log,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  let done = false;
  void exited.then(() => {
    done = true;
  });
  for (;;) {
    if (done) throw new Error(`server on port ${options.port} exited during start:\n${log}`);
    if (Date.now() > deadline) {
      await proc.kill();
      throw new Error(`server on port ${options.port} did not become live in time:\n${log}`);
    }
    const status = await request(baseUrl, { path: '/health/live', timeoutMs: 1000 }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return proc;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Milliseconds from the request's start to its answer. */
  ms: number;
}

/** One HTTP request on a fresh connection (no keep-alive), bounded in time. */
export function request(
  baseUrl: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: unknown; timeoutMs?: number },
): Promise<HttpAnswer> {
  const started = Date.now();
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${options.path}`,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          connection: 'close',
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            ms: Date.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`request ${options.method ?? 'GET'} ${options.path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export function jsonOf<T = Record<string, unknown>>(answer: Pick<HttpAnswer, 'body'>): T {
  return JSON.parse(answer.body) as T;
}

/** Signs the configured admin in and returns the bearer token. */
export async function adminLogin(baseUrl: string): Promise<string> {
  const res = await request(baseUrl, { method: 'POST', path: '/api/loginAdmin', body: FAULT_ADMIN });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.body}`);
  return jsonOf<{ token: string }>(res).token;
}

export function bearerHeader(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
