import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogin,
  bearerHeader,
  freePort,
  request,
  startServer,
  tempDataDir,
  type ServerProcess,
} from './helpers/server-process';

// The process is killed with SIGKILL in the middle of a stream of admin writes on the embedded
// database, three times over. After each crash the file must pass SQLite's integrity check and
// hold every write the server acknowledged before it died.

const WRITERS = 8;
const CRASHES = 3;

describe('crash on the embedded database', () => {
  let server: ServerProcess | undefined;
  let dataDir: string;
  let port: number;

  beforeAll(async () => {
    dataDir = tempDataDir('crash');
    port = await freePort(3530);
  });

  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('passes the integrity check and keeps every acknowledged write after SIGKILL', async () => {
    const acknowledgedCategories: string[] = [];
    const acknowledgedPrices: number[] = [];
    let price = 5000;

    for (let crash = 0; crash < CRASHES; crash++) {
      server = await startServer({ port, dataDir });
      const auth = bearerHeader(await adminLogin(server.baseUrl));
      let running = true;
      let unexpected = '';
      const writer = async (w: number) => {
        for (let i = 0; running; i++) {
          try {
            if (i % 2 === 0) {
              const name = `crash ${crash} writer ${w} #${i}`;
              const res = await request(server!.baseUrl, {
                method: 'POST',
                path: '/api/createCategory',
                headers: auth,
                body: { name },
                timeoutMs: 5000,
              });
              if (res.status === 201) acknowledgedCategories.push(name);
              else unexpected ||= `${res.status} ${res.body}`;
            } else {
              const p = (price += 1);
              const res = await request(server!.baseUrl, {
                method: 'POST',
                path: '/api/updateGold',
                headers: auth,
                body: { price: p },
                timeoutMs: 5000,
              });
              if (res.status === 200) acknowledgedPrices.push(p);
              else unexpected ||= `${res.status} ${res.body}`;
            }
          } catch {
            // The connection died with the process: not acknowledged, so nothing is expected of it.
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      await new Promise((r) => setTimeout(r, 800 + Math.floor(Math.random() * 700)));
      server.child.kill('SIGKILL');
      await server.exited;
      running = false;
      await Promise.all(writers);
      expect(unexpected).toBe('');

      const file = path.join(dataDir, 'shop.sqlite');
      const db = new SqliteDatabase(file);
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.pragma('foreign_key_check')).toEqual([]);
        const names = new Set(
          (db.prepare('SELECT name FROM categories').all() as Array<{ name: string }>).map((r) => r.name),
        );
        const prices = new Set(
          (
            db.prepare("SELECT price_paise FROM metal_rates WHERE metal = 'gold' AND purity = '24K'").all() as Array<{
              price_paise: number;
            }>
          ).map((r) => Number(r.price_paise)),
        );
        expect(acknowledgedCategories.filter((n) => !names.has(n))).toEqual([]);
        expect(acknowledgedPrices.filter((p) => !prices.has(p * 100))).toEqual([]);
      } finally {
        db.close();
      }
    }
    console.info(
      `SQLite crash: ${CRASHES} kills, ${acknowledgedCategories.length} categories and ${acknowledgedPrices.length} ` +
        `prices acknowledged and kept`,
    );
    expect(acknowledgedCategories.length).toBeGreaterThan(20);

    // And the server starts again on the crashed file and serves it.
    server = await startServer({ port, dataDir });
    const res = await request(server.baseUrl, { path: '/api/getGold' });
    expect(res.status).toBe(200);
    expect((JSON.parse(res.body) as { price: number }).price).toBeGreaterThan(5000);
  });
});
