import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL_MESSAGES, GOLD_MESSAGES } from '@shared/messages';
import { dateInIndia } from '@shared/schemas/appointments';
import { ratesOutput } from '@shared/schemas/rates';
import { messageAnswer } from '@server/platform/http/rest';
import { bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { rawRequest } from './helpers/raw-http';
import { startReceivers, type Receivers } from './helpers/receivers';

// The third round of hardening (issue 24), the platform's findings: each reproduced as the
// penetration test did it, against a started server (a real socket) on every database.

/** Starts the app on a loopback port of its own and returns its base URL. */
async function listen(t: TestApp): Promise<{ port: number; base: string }> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  return { port, base: `http://127.0.0.1:${port}` };
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null | undefined): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name.toLowerCase(), values];
      }),
  );
}

for (const production of [false, true]) {
  describe(`findings 17 and 18: framework refusals and /api/docs (${production ? 'production' : 'test'})`, () => {
    let t: TestApp;
    let port = 0;
    let base = '';
    let rx: Receivers;
    beforeAll(async () => {
      rx = await startReceivers();
      t = await createTestApp('sqlite', { env: production ? { ...rx.env, NODE_ENV: 'production' } : {} });
      ({ port, base } = await listen(t));
    });
    afterAll(async () => {
      await t.close();
      await rx.close();
    });

    for (const [what, target] of [
      ['a malformed percent-encoding', '/x%ZZ'],
      ['a malformed percent-encoding under /api', '/api/getProductById/%E0%A4%A'],
    ] as const) {
      it(`answers ${what} through the one error path, with the security headers`, async () => {
        const x = rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        const [answer] = await Promise.all([x.answer, x.closed]);
        const head = answer.head.toLowerCase();
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        const res = await fetch(`${base}${target}`);
        expect(res.status).toBe(answer.status);
        const body = await res.text();
        expect(JSON.parse(body)).toEqual({ message: GENERAL_MESSAGES.invalidInput });
        expect(body).not.toContain(target.slice(0, 12));
        expect(body).not.toContain('FST_');
        expect(head).toContain('x-content-type-options: nosniff');
        expect(directives(res.headers.get('content-security-policy')).get('default-src')).toEqual(["'self'"]);
        expect(res.headers.get('x-frame-options')).not.toBeNull();
        if (production) expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
      });
    }

    it("forbids <base> on every page (base-uri 'none'), the documentation's included", async () => {
      for (const target of ['/', '/api/getGold', '/api/docs', '/api/docs/static/index.html']) {
        const res = await fetch(`${base}${target}`);
        await res.arrayBuffer();
        expect(res.status, target).toBe(200);
        const policy = directives(res.headers.get('content-security-policy'));
        expect(policy.get('base-uri'), target).toEqual(["'none'"]);
        if (production) expect(policy.has('upgrade-insecure-requests'), target).toBe(true);
      }
    });

    it('sends every answer under /api/docs with a Cache-Control', async () => {
      const index = await fetch(`${base}/api/docs`);
      const html = await index.text();
      const assets = [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((m) => m[1]!);
      expect(assets.length).toBeGreaterThan(0);
      for (const target of ['/api/docs', '/api/docs/static/index.html', '/api/docs/json', ...assets]) {
        const res = await fetch(`${base}${target}`, { redirect: 'manual' });
        await res.arrayBuffer();
        expect(res.status, target).toBeLessThan(400);
        expect(res.headers.get('cache-control'), target).toBe('no-cache');
      }
    });
  });
}

describeEachDatabase('finding 11: a visitor cannot add lines to the appointment email', (dialect) => {
  const SHOP_EMAIL = 'desk@navijewels.in';
  let t: TestApp;
  let rx: Receivers;
  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, { env: { ...rx.env, SHOP_EMAIL } });
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  it('accepts the booking and writes each field on one line, the message quoted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookAppointment',
      payload: {
        name: 'Asha\nEmail: attacker@evil.example\r\nMobile: +910000000000',
        email: 'asha.real@example.in',
        mobile: '9820014511',
        address: 'Nerul\u2028Showroom: vashi',
        message: "Hello\n\nPieces in the shopper's cart:\n- Diamond necklace x 100",
        showroom: 'nerul',
        preferredDate: dateInIndia(Date.now() + 24 * 60 * 60 * 1000),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await rx.settle();
    const mail = rx.emails.find((m) => m.to.includes(SHOP_EMAIL));
    expect(mail).toBeDefined();
    const lines = (mail?.text ?? '').split(/\r?\n/);
    const starting = (label: string) => lines.filter((l) => l.startsWith(label));
    expect(starting('Email:')).toEqual(['Email: asha.real@example.in']);
    expect(starting('Mobile:')).toEqual(['Mobile: +919820014511']);
    expect(starting('Showroom:')).toHaveLength(1);
    expect(starting('Name:')).toEqual(['Name: Asha ⏎ Email: attacker@evil.example ⏎ Mobile: +910000000000']);
    expect(lines).not.toContain("Pieces in the shopper's cart:");
    expect(lines).toContain("> Pieces in the shopper's cart:");
    expect(mail?.subject).not.toMatch(/[\r\n]/);
  });
});

describeEachDatabase('finding 10: a positive rate is stored positive, and numbers are decimal', (dialect) => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ base } = await listen(t));
  });
  afterAll(async () => t.close());

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...bearer(await t.adminToken()), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: messageAnswer.parse(await res.json()) };
  };
  const silverRate = async () => {
    const res = await fetch(`${base}/api/getRates`);
    const { rates } = ratesOutput.parse(await res.json());
    return rates.find((r) => r.purity === '999')?.pricePerGram;
  };

  it('refuses a rate that rounds to 0 paise, and text in hex or exponent notation', async () => {
    for (const pricePerGram of [0.000000005, '0.000000005', 0.004, '0x10', '1e3', 'Infinity']) {
      const res = await post('/api/updateRates', { rates: [{ metal: 'silver', purity: '999', pricePerGram }] });
      expect(res.status, String(pricePerGram)).toBe(400);
      expect(res.body.message).toBe(GOLD_MESSAGES.invalidPrice);
      expect(await silverRate()).toBeNull();
    }
    const gold = await post('/api/updateGold', { price: '0x10' });
    expect(gold.status).toBe(400);
    const ok = await post('/api/updateRates', { rates: [{ metal: 'silver', purity: '999', pricePerGram: '0.01' }] });
    expect(ok.status).toBe(200);
    expect(await silverRate()).toBe(0.01);
  });

  it('refuses hex and exponent text in query strings', async () => {
    for (const query of ['limit=0x10', 'limit=1e1', 'page=0x1', 'page=1e0']) {
      const res = await fetch(`${base}/api/getProducts?${query}`);
      expect(res.status, query).toBe(400);
      await res.arrayBuffer();
    }
    const fine = await fetch(`${base}/api/getProducts?limit=16&page=1`);
    expect(fine.status).toBe(200);
    await fine.arrayBuffer();
  });
});

describe('finding 13: body limits hold however the length is sent', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    ({ port } = await listen(t));
  });
  afterAll(async () => t.close());

  for (const target of ['/trpc/auth.loginUser', '/api/loginUser']) {
    it(`refuses a chunked 900 KB sign-in body at ${target} with 413`, async () => {
      const body = JSON.stringify({ phoneEmail: 'a@example.in', password: 'x'.repeat(900 * 1024) });
      const x = rawRequest(
        port,
        `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Transfer-Encoding: chunked\r\n\r\n`,
      );
      for (let i = 0; i < body.length; i += 16 * 1024) {
        const piece = body.slice(i, i + 16 * 1024);
        x.socket.write(`${Buffer.byteLength(piece).toString(16)}\r\n${piece}\r\n`);
      }
      x.socket.write('0\r\n\r\n');
      const answer = await x.answer;
      expect(answer.status).toBe(413);
      x.socket.destroy();
    });
  }
});

describeEachDatabase('finding 9: per-address limits count an IPv6 client by its /64', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { RATE_LIMIT_AUTH_MAX: '10', PUBLIC_READ_RATE_MAX: '10' } });
  });
  afterAll(async () => t.close());

  const inSubnet = (prefix: string, i: number) => `${prefix}:${(i + 1).toString(16)}:0:0:${i.toString(16)}`;

  it('refuses the 11th booking from 11 addresses of one /64, not from another /64', async () => {
    const book = (remoteAddress: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookAppointment',
        remoteAddress,
        payload: {
          name: 'Asha',
          email: `asha.${i}.${dialect}@example.in`,
          mobile: '9820014511',
          showroom: 'nerul',
          preferredDate: dateInIndia(Date.now() + 24 * 60 * 60 * 1000),
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await book(inSubnet('2001:db8:a:1', i), i)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(new Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    expect((await book('2001:db8:a:2::1', 99)).statusCode).toBe(201);
  });

  it('counts public reads of one /64 together', async () => {
    const read = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/api/getGold', remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await read(inSubnet('2001:db8:b:1', i))).statusCode);
    expect(statuses.slice(0, 10)).toEqual(new Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect((await read('2001:db8:b:2::1')).statusCode).toBe(200);
  });
});
