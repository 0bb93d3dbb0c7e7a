import { randomBytes } from 'node:crypto';
import { createConnection, type Connection } from 'mysql2/promise';

// A throwaway MySQL schema for a test that starts the real server as a child process. Names
// start with `t_` so that CI's clean-up of interrupted runs finds them.

export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL;
export const TEST_REDIS_URL = process.env.REDIS_TEST_URL ?? process.env.TEST_REDIS_URL;

if (process.env.CI === 'true' && !TEST_MYSQL_URL) {
  throw new Error('CI=true but TEST_MYSQL_URL is not set: the MySQL fault tests must run.');
}

export interface ScratchDatabase {
  name: string;
  /** The schema's URL, optionally through another host port (a proxy). */
  url(port?: number): string;
  /** A direct connection to the schema (not through any proxy). */
  connect(): Promise<Connection>;
  drop(): Promise<void>;
}

export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  if (!TEST_MYSQL_URL) throw new Error('TEST_MYSQL_URL is not set');
  const name = `t_${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = await createConnection(TEST_MYSQL_URL);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = (port?: number) => {
    const u = new URL(TEST_MYSQL_URL);
    u.pathname = `/${name}`;
    if (port !== undefined) {
      u.hostname = '127.0.0.1';
      u.port = String(port);
    }
    return u.toString();
  };
  return {
    name,
    url,
    connect: () => createConnection(url()),
    async drop() {
      const conn = await createConnection(TEST_MYSQL_URL);
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}

/** host and port of TEST_MYSQL_URL, for a proxy to forward to. */
export function mysqlTarget(): { host: string; port: number } {
  if (!TEST_MYSQL_URL) throw new Error('TEST_MYSQL_URL is not set');
  const u = new URL(TEST_MYSQL_URL);
  return { host: u.hostname || '127.0.0.1', port: Number(u.port || 3306) };
}
