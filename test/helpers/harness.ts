import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type BuildAppOptions } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import { openDatabase, type DatabaseHandle, type Dialect } from '@server/platform/db/connect';
import { migrateToLatest } from '@server/platform/db/migrator';
import type { AppDeps } from '@server/platform/deps';
import { createAdminAccount } from '@server/modules/admin/admin-accounts.service';
import { startReceivers, type Receivers } from './receivers';

// Integration tests run against real databases: the embedded SQLite always, and MySQL too
// when TEST_MYSQL_URL is set (CI sets it; under CI=true a missing MySQL is a failure).

export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL;

export const DIALECTS: Dialect[] = TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];
if (process.env.CI === 'true' && !TEST_MYSQL_URL) {
  throw new Error('CI=true but TEST_MYSQL_URL is not set: the integration tests must run on MySQL too.');
}

export const ADMIN_USERNAME = 'curator';
export const ADMIN_PASSWORD = 'correct horse battery staple';
/** A same-origin header for cookie-authenticated writes (CSRF protection). */
export const ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  config: Config;
  dialect: Dialect;
  dataDir: string;
  /** The MySQL database's URL (another instance opens its own pool on it); undefined on SQLite. */
  databaseUrl?: string | undefined;
  /** The SQLite database, which another instance in this process shares; undefined on MySQL. */
  sqliteHandle?: DatabaseHandle | undefined;
  /** Opens an admin session through the REST path and returns its token. */
  adminToken(): Promise<string>;
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** A database of its own for one test app: a temp SQLite file, or a fresh MySQL schema. */
export async function freshDatabase(
  dialect: Dialect,
  dataDir: string,
): Promise<{ handle: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const handle = openDatabase({ sqliteFile: path.join(dataDir, 'test.sqlite') });
    await migrateToLatest(handle.db);
    return { handle, drop: async () => undefined };
  }
  if (!TEST_MYSQL_URL) throw new Error('TEST_MYSQL_URL is not set');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection(TEST_MYSQL_URL);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(TEST_MYSQL_URL);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString(), sqliteFile: '', poolSize: 5 });
  await migrateToLatest(handle.db);
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      const conn = await createConnection(TEST_MYSQL_URL);
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}

/** A key for the TOTP secrets in tests (32 bytes in base64); test/admin-mfa.int.test.ts opens with it. */
export const TEST_MFA_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PASSWORD_HASH_LOG_N: '10',
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    // Cookie-authenticated writes in tests declare ORIGIN (app.inject's own Host is localhost:80).
    PUBLIC_ORIGIN: ORIGIN,
    // Files sign many shoppers up from one address; test/security-code-budgets.int.test.ts sets its own.
    OTP_CODES_PER_ADDRESS_PER_HOUR: '100000',
    OTP_CODES_PER_NETWORK_PER_HOUR: '100000',
    // Files that run in production mode test other things; test/admin-mfa.int.test.ts tests this one.
    MFA_REQUIRED: 'none',
    // Periodic jobs write in the background: a test runs them when it means to (deps.jobs.runDue()).
    JOBS_POLL_MS: '600000',
    // Production requires its own key; files that run in production mode get this one.
    MFA_ENCRYPTION_KEY: TEST_MFA_ENCRYPTION_KEY,
    ...env,
  });
}

/** The outboxes of the test apps that are open: a test reads a code once they have sent what was due. */
const openOutboxes = new Set<AppDeps['outbox']>();

/** Sends what every open test app's outbox has due, and waits for it. */
export async function drainOutboxes(): Promise<void> {
  await Promise.all([...openOutboxes].map((o) => o.drain()));
}

export async function createTestApp(
  dialect: Dialect,
  opts: { env?: Record<string, string>; build?: Partial<BuildAppOptions> } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const { handle, url, drop } = await freshDatabase(dialect, dataDir);
  const config = testConfig(dataDir, opts.env);
  let offset = 0;
  const { app, deps } = await buildApp({
    config,
    database: handle,
    logger: false,
    now: () => Date.now() + offset,
    clientDir: path.join(dataDir, 'no-client'),
    ...opts.build,
  });
  await createAdminAccount(handle.db, deps.passwords, ADMIN_USERNAME, ADMIN_PASSWORD, Date.now());
  await app.ready();
  openOutboxes.add(deps.outbox);
  let token: string | undefined;
  return {
    app,
    deps,
    config,
    dialect,
    dataDir,
    databaseUrl: url,
    sqliteHandle: dialect === 'sqlite' ? handle : undefined,
    async adminToken() {
      if (token) return token;
      const res = await app.inject({
        method: 'POST',
        url: '/api/loginAdmin',
        payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
      token = res.json<{ token: string }>().token;
      return token;
    },
    advance(ms) {
      offset += ms;
    },
    async close() {
      openOutboxes.delete(deps.outbox);
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another instance of the app on `first`'s database, as a second server behind the same load
 * balancer (or the same server after a restart): its own workers and jobs, on `first`'s clock. On
 * MySQL it opens a pool of its own; on SQLite it shares `first`'s connection (better-sqlite3
 * waits for a lock synchronously, which would stall both apps of one process), so closing it leaves
 * the database open. Close it before `first`.
 */
export async function createSiblingApp(first: TestApp): Promise<TestApp> {
  const shared = first.sqliteHandle;
  const handle: DatabaseHandle = shared
    ? { ...shared, close: async () => undefined }
    : openDatabase({ url: first.databaseUrl, sqliteFile: '', poolSize: 5 });
  const { app, deps } = await buildApp({
    config: first.config,
    database: handle,
    logger: false,
    now: () => first.deps.now(),
    clientDir: path.join(first.dataDir, 'no-client'),
  });
  await app.ready();
  // Read field by field: `first` may be useTestApp's late-bound stand-in, which spreads to nothing.
  return {
    app,
    deps,
    config: first.config,
    dialect: first.dialect,
    dataDir: first.dataDir,
    databaseUrl: first.databaseUrl,
    sqliteHandle: first.sqliteHandle,
    adminToken: () => first.adminToken(),
    advance: (ms) => first.advance(ms),
    close: () => app.close(),
  };
}

export interface UseTestAppOptions {
  /** Start the test's SMTP and SMS receivers, deliver to them, and raise the sign-in limit (RATE_LIMIT_AUTH_MAX
   * 1000, unless `env` says otherwise) so that a file may sign many shoppers up and in. */
  shoppers?: boolean;
  env?: Record<string, string>;
  build?: Partial<BuildAppOptions>;
}

/**
 * The one set-up of an integration test file: opens a test app (and its receivers) before the
 * file's tests, closes them after. `t` and `rx` stand for what is opened, so a test reads
 * `t.app.inject(...)` as with its own variable; seed rows in a `beforeAll` of your own after this call.
 */
export function useTestApp(dialect: Dialect, opts: UseTestAppOptions = {}): { t: TestApp; rx: Receivers } {
  let app: TestApp | undefined;
  let receivers: Receivers | undefined;
  beforeAll(async () => {
    receivers = opts.shoppers ? await startReceivers() : undefined;
    const env = receivers ? { ...receivers.env, RATE_LIMIT_AUTH_MAX: '1000', ...opts.env } : opts.env;
    app = await createTestApp(dialect, { env, build: opts.build });
  });
  afterAll(async () => {
    await app?.close();
    await receivers?.close();
  });
  return {
    t: lateBound('test app', () => app),
    rx: lateBound('receivers (useTestApp with shoppers: true)', () => receivers),
  };
}

/** An object that forwards to the value `current` gives when it is used (opened in a beforeAll). */
function lateBound<T extends object>(what: string, current: () => T | undefined): T {
  const target = (): T => {
    const value = current();
    if (!value) throw new Error(`the ${what} is not open: use it inside a test or a hook`);
    return value;
  };
  // The target object is never read: every property comes from the opened value.
  return new Proxy<T>(Object.create(null) as T, {
    get: (_, key) => {
      const value = target();
      const prop: unknown = Reflect.get(value, key);
      return typeof prop === 'function' ? (prop.bind(value) as unknown) : prop;
    },
    has: (_, key) => Reflect.has(target(), key),
  });
}

/** Runs a describe block once per database dialect under test. */
export function describeEachDatabase(name: string, fn: (dialect: Dialect) => void): void {
  for (const dialect of DIALECTS) describe(`${name} [${dialect}]`, () => fn(dialect));
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** Files currently in the uploads folder. */
export function uploadedFiles(t: TestApp): string[] {
  return fs.existsSync(t.config.uploadsDir) ? fs.readdirSync(t.config.uploadsDir).sort() : [];
}
