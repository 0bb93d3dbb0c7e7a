import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/platform/db/connect';
import { migrateToLatest } from '@server/platform/db/migrator';

// Writes the REST API's OpenAPI document, generated from the routes' zod schemas exactly as
// GET /api/openapi.json serves it, to the file named (for `npm run lint:openapi`). The app is
// built on a throwaway SQLite database and never listens.

const out = process.argv[2] ?? '.tmp/openapi.json';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
try {
  const database = openDatabase({ sqliteFile: path.join(dataDir, 'doc.sqlite') });
  await migrateToLatest(database.db);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '0' });
  const { app } = await buildApp({ config, database, logger: false, clientDir: path.join(dataDir, 'no-client') });
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(res.json(), null, 2) + '\n');
  await app.close();
  console.log(`OpenAPI document written to ${out}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
