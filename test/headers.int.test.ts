import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '@shared/constants';
import { GENERAL_MESSAGES } from '@shared/messages';
import { createCategory, createProduct } from './helpers/catalog-fixtures';
import { bearer, createTestApp, describeEachDatabase, ORIGIN, type TestApp } from './helpers/harness';
import { startReceivers, type Receivers } from './helpers/receivers';
import { registerShopper } from './helpers/shoppers';

// HTTP hardening: security headers on every kind of answer, a content security policy the built
// storefront actually passes (no inline script), HSTS only in production, cookie flags, request
// size limits, and no header that names the framework or the server.

const BUILT_CLIENT = path.resolve('dist/client');
const hasBuild = fs.existsSync(path.join(BUILT_CLIENT, 'index.html'));

function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!.toLowerCase(), values];
      }),
  );
}

function expectHardened(res: LightMyRequestResponse, where: string, production: boolean) {
  const h = res.headers;
  const policy = csp(res);
  expect(policy.get('default-src'), where).toEqual(["'self'"]);
  expect(policy.get('script-src'), where).toEqual(["'self'"]);
  expect(policy.get('object-src'), where).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(policy.get('base-uri'), where).toEqual(["'none'"]);
  expect(policy.get('form-action'), where).toEqual(["'self'"]);
  for (const [directive, values] of policy) {
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:'])
      expect(values, `${where}: ${directive}`).not.toContain(unsafe);
  }
  expect(h['x-content-type-options'], where).toBe('nosniff');
  expect(h['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(['DENY', 'SAMEORIGIN'], where).toContain(h['x-frame-options']);
  expect(h['cross-origin-opener-policy'], where).toBe('same-origin');
  expect(h['x-powered-by'], where).toBeUndefined();
  expect(h.server, where).toBeUndefined();
  if (production) {
    expect(String(h['strict-transport-security']), where).toMatch(/max-age=(\d{8,}|3[1-9]\d{6})/);
    expect(policy.has('upgrade-insecure-requests'), where).toBe(true);
  } else {
    expect(h['strict-transport-security'], where).toBeUndefined();
  }
}

/** Checks a page for anything a script-src 'self' / style-src 'self' policy would block. */
function expectNoInlineCode(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
  for (const [, attrs, body] of scripts) {
    // Data blocks (JSON-LD, a server-drawn page's query cache) are never executed, so the policy allows them.
    if (/\btype="application\/(ld\+)?json"/.test(attrs!)) {
      expect(() => JSON.parse(body!) as unknown, 'a data block holds JSON').not.toThrow();
      continue;
    }
    expect(attrs, 'every script is loaded from a file').toMatch(/\bsrc\s*=\s*["']?\//);
    expect(body!.trim(), 'no inline script body').toBe('');
    expect(attrs).not.toMatch(/\bsrc\s*=\s*["']?(https?:)?\/\//i);
  }
  expect(html, 'no inline event handler').not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
  expect(html, 'no javascript: URL').not.toMatch(/javascript:/i);
  expect(html, 'no inline <style>').not.toMatch(/<style\b/i);
  expect(html, 'no style attribute').not.toMatch(/<[^>]+\sstyle\s*=/i);
  expect(html, 'no <base>').not.toMatch(/<base\b/i);
  return scripts.length;
}

describeEachDatabase('security headers', (dialect) => {
  for (const production of [false, true]) {
    describe(production ? 'in production' : 'in development and tests', () => {
      let t: TestApp;
      let rx: Receivers;
      let photo: string | null;

      beforeAll(async () => {
        rx = await startReceivers();
        t = await createTestApp(dialect, {
          env: { ...rx.env, RATE_LIMIT_AUTH_MAX: '1000', ...(production ? { NODE_ENV: 'production' } : {}) },
          build: { clientDir: hasBuild ? BUILT_CLIENT : path.join('/nonexistent', 'client') },
        });
        const categoryId = await createCategory(t, 'Headers');
        photo = (await createProduct(t, { name: 'Header ring', category: categoryId })).photo;
      });
      afterAll(async () => {
        await t.close();
        await rx.close();
      });

      it('sends the hardening headers on every kind of answer', async () => {
        const token = await t.adminToken();
        const answers: Array<[string, LightMyRequestResponse]> = [
          ['REST read', await t.app.inject({ method: 'GET', url: '/api/getGold' })],
          [
            'REST write',
            await t.app.inject({
              method: 'POST',
              url: '/api/createCategory',
              headers: bearer(token),
              payload: { name: 'Hdr' },
            }),
          ],
          ['REST 400', await t.app.inject({ method: 'GET', url: '/api/getProducts?page=0' })],
          ['REST 401', await t.app.inject({ method: 'POST', url: '/api/updateGold', payload: { price: 1 } })],
          ['REST 404', await t.app.inject({ method: 'GET', url: '/api/nothing-here' })],
          ['tRPC', await t.app.inject({ method: 'GET', url: '/trpc/gold.current' })],
          ['tRPC error', await t.app.inject({ method: 'GET', url: '/trpc/admin.me' })],
          ['live', await t.app.inject({ method: 'GET', url: '/health/live' })],
          ['ready', await t.app.inject({ method: 'GET', url: '/health/ready' })],
          ['photo', await t.app.inject({ method: 'GET', url: photo! })],
          ['page', await t.app.inject({ method: 'GET', url: '/' })],
          ['unknown page', await t.app.inject({ method: 'GET', url: '/no-such-page' })],
        ];
        for (const [where, res] of answers) expectHardened(res, where, production);
        expect(answers.find(([w]) => w === 'photo')?.[1].statusCode).toBe(200);
        expect(answers.find(([w]) => w === 'photo')?.[1].headers['content-type']).toBe('image/webp');
      });

      it(`serves ${hasBuild ? 'the built storefront' : 'the shell page'} with no inline script to break`, async () => {
        const page = await t.app.inject({ method: 'GET', url: '/' });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        const scripts = expectNoInlineCode(page.body);
        if (!hasBuild) return;
        expect(scripts).toBeGreaterThan(0);
        // Every script, stylesheet, font and image the page names comes from our origin and is served with the right
        // type.
        const assets = [...page.body.matchAll(/\b(?:src|href)\s*=\s*"(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
        expect(assets.length).toBeGreaterThan(0);
        for (const url of assets) {
          const res = await t.app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(200);
          const type = {
            js: /javascript/,
            css: /text\/css/,
            woff2: /font\/woff2/,
            avif: /image\/avif/,
            webp: /image\/webp/,
          }[url.split('.').pop() ?? ''];
          expect(type, `${url}: an asset of a kind this test knows`).toBeDefined();
          expect(res.headers['content-type'], url).toMatch(type!);
          expect(res.headers['x-content-type-options']).toBe('nosniff');
        }
        // Nothing in the bundle needs 'unsafe-eval'.
        for (const file of fs.readdirSync(path.join(BUILT_CLIENT, 'assets')).filter((f) => f.endsWith('.js'))) {
          const code = fs.readFileSync(path.join(BUILT_CLIENT, 'assets', file), 'utf8');
          expect(code, file).not.toMatch(/\beval\(|new Function\(/);
        }
      });

      it('sets the admin cookie HttpOnly, SameSite=Lax, path /, Secure in production; clears it alike', async () => {
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/loginAdmin',
          payload: { username: 'curator', password: 'correct horse battery staple' },
        });
        expect(login.statusCode).toBe(200);
        // In production the token cookies carry the __Host- prefix (Secure, Path=/, no Domain).
        const adminName = production ? `__Host-${COOKIE_NAMES.adminSession}` : COOKIE_NAMES.adminSession;
        const cookie = login.cookies.find((c) => c.name === adminName);
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
        expect(Boolean(cookie?.secure)).toBe(production);
        const raw = String(login.headers['set-cookie']);
        expect(raw).toMatch(/HttpOnly/);
        expect(raw).toMatch(/SameSite=Lax/);

        const out = await t.app.inject({
          method: 'POST',
          url: '/api/logoutAdmin',
          headers: bearer(login.json<{ token: string }>().token),
        });
        const cleared = out.cookies.find((c) => c.name === adminName);
        expect(cleared).toMatchObject({ value: '', httpOnly: true, sameSite: 'Lax', path: '/' });
        expect(Boolean(cleared?.secure)).toBe(production);
      });

      it('sets the shopper cookies with the same flags: the token HttpOnly, the id readable by the page', async () => {
        const { shopper } = await registerShopper(t, rx);
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/loginUser',
          payload: { phoneEmail: shopper.email, password: shopper.password },
        });
        expect(login.statusCode, login.body).toBe(200);
        const token = login.cookies.find(
          (c) => c.name === (production ? `__Host-${COOKIE_NAMES.userSession}` : COOKIE_NAMES.userSession),
        );
        const id = login.cookies.find((c) => c.name === COOKIE_NAMES.userId);
        expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
        expect(id).toMatchObject({ sameSite: 'Lax', path: '/' });
        expect(Boolean(id?.httpOnly)).toBe(false);
        expect(Boolean(token?.secure)).toBe(production);
        expect(Boolean(id?.secure)).toBe(production);

        const out = await t.app.inject({
          method: 'POST',
          url: '/api/logout',
          headers: { cookie: `${token?.name}=${token?.value}`, origin: ORIGIN },
        });
        expect(out.statusCode).toBe(200);
        for (const c of out.cookies) {
          expect(c.value).toBe('');
          expect(Boolean(c.secure)).toBe(production);
        }
      });

      it('refuses request bodies over the limit with 413 on REST and tRPC', async () => {
        const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
        for (const url of ['/api/createCategory', '/trpc/catalog.createCategory', '/api/loginUser']) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { ...bearer(await t.adminToken()), 'content-type': 'application/json' },
            payload: big,
          });
          expect(res.statusCode, url).toBe(413);
          const body = res.json<{ message?: string; error?: { message?: string } }>();
          expect(body.message ?? body.error?.message, url).toBe(GENERAL_MESSAGES.payloadTooLarge);
        }
      });

      it('does not reflect a TRACE request', async () => {
        // light-my-request's method type omits TRACE, which Fastify itself accepts.
        for (const url of ['/trpc/gold.current', '/api/getGold', '/']) {
          const res = await t.app.inject({
            method: 'TRACE' as 'GET',
            url,
            headers: { cookie: 'adminToken=reflect-me-please' },
          });
          expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, url).toBeLessThan(500);
          expect(res.body).not.toContain('reflect-me-please');
        }
      });
    });
  }
});
