import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/harness';

// Issue 24, finding 5: an anonymous multipart write is refused (401) before its body is read.
// Clients that write the whole body before they read the answer (Node's fetch, curl, Chromium)
// must still read that 401: the server reads and discards the body, bounded, before closing,
// rather than closing on a client still writing (which it sees as EPIPE or a reset).

const SIZES = [
  ['10 KB', 10 * 1024],
  ['1 MB', 1024 * 1024],
] as const;

const run = promisify(execFile);

/**
 * A client that writes its body after the headers and reads only once it has written it all
 * (as Python's http.client or curl without Expect do): the headers first; once the server has
 * answered, the multipart body; then the answer. Resolves with the status read, or the error
 * the client saw.
 */
function writeThenRead(port: number, bytes: number): Promise<{ status: number } | { error: string }> {
  const body = Buffer.concat([
    Buffer.from('--x\r\nContent-Disposition: form-data; name="productImage"; filename="a.png"\r\n\r\n'),
    Buffer.alloc(bytes, 0x61),
    Buffer.from('\r\n--x--\r\n'),
  ]);
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let text = '';
    let written = false;
    socket.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (!written) {
        written = true;
        socket.write(body, (err) => {
          if (err) return;
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
          // Written whole: the answer is read, and the server has not reset the connection.
          setImmediate(() => {
            if (!socket.destroyed) resolve({ status });
            socket.destroy();
          });
        });
      }
    });
    socket.write(
      `POST /api/createProduct HTTP/1.1\r\nHost: localhost\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
  });
}

describe('finding 5: every client reads the refusal of an anonymous upload', () => {
  let t: TestApp;
  let base = '';
  let browser: Browser;
  let dir = '';
  /** The refusal as the server writes it (read whole through inject). */
  let refusal: unknown;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/createProduct',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(answer.statusCode).toBe(401);
    refusal = answer.json<unknown>();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refused-upload-'));
  });
  afterAll(async () => {
    await browser.close();
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  for (const [label, bytes] of SIZES) {
    it(`a client that writes the body after the headers reads the 401 of a ${label} upload`, async () => {
      const port = (t.app.server.address() as AddressInfo).port;
      for (let round = 0; round < 3; round++) expect(await writeThenRead(port, bytes)).toEqual({ status: 401 });
    });

    it(`Node's fetch reads the 401 of a ${label} upload`, async () => {
      for (let round = 0; round < 3; round++) {
        const form = new FormData();
        form.set('name', 'Anonymous ring');
        form.set('productImage', new Blob([Buffer.alloc(bytes, 0x61)], { type: 'image/png' }), 'ring.png');
        const res = await fetch(`${base}/api/createProduct`, { method: 'POST', body: form });
        expect(res.status).toBe(401);
        const body: unknown = await res.json();
        expect(body).toEqual(refusal);
      }
    });

    it(`curl reads the 401 of a ${label} upload`, async () => {
      const file = path.join(dir, `ring-${bytes}.png`);
      fs.writeFileSync(file, Buffer.alloc(bytes, 0x61));
      for (let round = 0; round < 3; round++) {
        const { stdout } = await run('curl', [
          '-sS',
          '-F',
          'name=Anonymous ring',
          '-F',
          `productImage=@${file};type=image/png`,
          '-w',
          '\n%{http_code}',
          `${base}/api/createProduct`,
        ]);
        const [body, status] = stdout.split('\n');
        expect(status).toBe('401');
        expect(JSON.parse(body ?? '') as unknown).toEqual(refusal);
      }
    });

    it(`Chromium reads the 401 of a ${label} upload`, async () => {
      const page = await browser.newPage();
      try {
        await page.goto(`${base}/health/live`);
        const answers = await page.evaluate(async (size) => {
          const out: Array<{ status: number; body: unknown } | string> = [];
          for (let round = 0; round < 3; round++) {
            const form = new FormData();
            form.set('name', 'Anonymous ring');
            form.set('productImage', new Blob([new Uint8Array(size).fill(0x61)], { type: 'image/png' }), 'ring.png');
            try {
              const res = await fetch('/api/createProduct', { method: 'POST', body: form });
              const body: unknown = await res.json();
              out.push({ status: res.status, body });
            } catch (err) {
              out.push(String(err));
            }
          }
          return out;
        }, bytes);
        for (const answer of answers) expect(answer).toEqual({ status: 401, body: refusal });
      } finally {
        await page.close();
      }
    });
  }
});
