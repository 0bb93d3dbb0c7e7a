import { generate as generateTotp } from 'otplib';
import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import type { LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT } from '@shared/constants';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  bearer,
  createTestApp,
  describeEachDatabase,
  ORIGIN,
  type TestApp,
} from './helpers/harness';
import { multipart, pngImage } from './helpers/images';
import { startReceivers, type Receivers } from './helpers/receivers';
import { registerShopper } from './helpers/shoppers';

// The OpenAPI document is generated from the REST routes' zod schemas. It must be a valid 3.1
// document, list every path the README documents, say how each is authenticated, which errors it
// answers and show an example; and the real answers must match it, on every database.

type Doc = OpenAPIV3_1.Document;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

async function fetchDoc(t: TestApp): Promise<Doc> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json<Doc>();
}

/** `GET /api/getProduct/{id}` rows of the README's REST tables, as [method, OpenAPI path]. */
function readmeOperations(): Array<[Method, string]> {
  const readme = fs.readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) `(\/api\/[^`?]+)(?:\?[^`]*)?`/gm)];
  return rows.map((m) => [m[1]!.toLowerCase() as Method, m[2]!.replace(/^\/api/, '/api')]);
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    doc = await fetchDoc(t);
  });
  afterAll(async () => t.close());

  it('validates as OpenAPI 3.1', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every REST path of the README, and nothing undocumented is hidden from it', () => {
    const documented = readmeOperations();
    expect(documented.length).toBeGreaterThan(30);
    for (const [method, p] of documented)
      expect(doc.paths?.[p]?.[method], `${method.toUpperCase()} ${p}`).toBeDefined();
  });

  it('says how every operation is authenticated, which errors it answers, and shows an example', () => {
    const schemes = Object.keys(doc.components?.securitySchemes ?? {});
    expect(schemes).toEqual(expect.arrayContaining(['bearerAuth', 'adminCookie', 'shopperCookie']));
    const adminOnly = [
      '/api/createProduct',
      '/api/updateGold',
      '/api/getAllUser',
      '/api/appointments',
      '/api/deleteSelection',
    ];
    const withoutExample: string[] = [];
    for (const [p, item] of Object.entries(doc.paths ?? {})) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        const op = item?.[method];
        if (!op) continue;
        const where = `${method.toUpperCase()} ${p}`;
        const statuses = Object.keys(op.responses ?? {});
        expect(
          statuses.some((s) => s.startsWith('2')),
          where,
        ).toBe(true);
        expect(
          statuses.some((s) => /^[45]/.test(s)) || p === '/api/me' || p === '/api/shopInfo',
          `${where} documents its errors`,
        ).toBe(true);
        const text = JSON.stringify(op);
        if (!text.includes('"examples"') && !text.includes('"example"')) withoutExample.push(where);
        if (op.security)
          for (const req of op.security) for (const name of Object.keys(req)) expect(schemes).toContain(name);
      }
    }
    expect(withoutExample, 'operations without an example').toEqual([]);
    for (const p of adminOnly) {
      const item = doc.paths?.[p];
      const op = item?.get ?? item?.post ?? item?.put ?? item?.patch ?? item?.delete;
      expect(op?.security, p).toEqual([{ bearerAuth: [] }, { adminCookie: [] }]);
    }
  });

  it('declares on numeric parameters the bounds the server enforces (limit=101 is invalid)', async () => {
    const admin = bearer(await t.adminToken());
    const limit = (doc.paths?.['/api/getProducts']?.get?.parameters ?? []).find(
      (prm) => 'name' in prm && prm.name === 'limit',
    ) as OpenAPIV3_1.ParameterObject;
    // The number's form carries the range; the same number written as text is held to it too.
    expect(limit.schema).toMatchObject({ anyOf: [{ type: 'integer', minimum: 1, maximum: MAX_PAGE_LIMIT }, {}] });
    // Every bounded parameter of every GET: the bound itself is accepted, one past it refused with a 400.
    const checked: string[] = [];
    for (const [p, item] of Object.entries(doc.paths ?? {})) {
      const params = (item?.get?.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      const fill = (prm: OpenAPIV3_1.ParameterObject, value: unknown) => {
        let url = p;
        const query = new URLSearchParams();
        for (const other of params) {
          const schema = other.schema as OpenAPIV3_1.SchemaObject;
          const example: unknown = other.example;
          const first: unknown = schema.enum?.[0];
          const v = other === prm ? value : other.in === 'path' ? example : other.required ? first : null;
          if (v === null || v === undefined) continue;
          const text = typeof v === 'number' || typeof v === 'string' ? `${v}` : JSON.stringify(v);
          if (other.in === 'path') url = url.replace(`{${other.name}}`, text);
          else query.set(other.name, text);
        }
        return `${url}?${query.toString()}`;
      };
      for (const prm of params) {
        const schema = ((prm.schema as OpenAPIV3_1.SchemaObject).anyOf?.[0] ?? {}) as OpenAPIV3_1.SchemaObject;
        const step = schema.type === 'integer' ? 1 : 0.01;
        const bounds: Array<[unknown, unknown]> = [
          [schema.maximum, typeof schema.maximum === 'number' ? schema.maximum + step : undefined],
          [schema.minimum, typeof schema.minimum === 'number' ? schema.minimum - step : undefined],
          [undefined, schema.exclusiveMinimum],
          [undefined, schema.exclusiveMaximum],
        ];
        for (const [inside, outside] of bounds) {
          if (inside !== undefined) {
            const ok = await t.app.inject({ method: 'GET', url: fill(prm, inside), headers: admin });
            expect(ok.statusCode, `${fill(prm, inside)}: ${ok.body}`).not.toBe(400);
          }
          if (outside !== undefined) {
            const refused = await t.app.inject({ method: 'GET', url: fill(prm, outside), headers: admin });
            expect(refused.statusCode, `${fill(prm, outside)}: ${refused.body}`).toBe(400);
            checked.push(`${p} ${prm.name}`);
          }
        }
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        '/api/getProducts limit',
        '/api/getProducts page',
        '/api/getProducts minPrice',
        '/api/search limit',
        '/api/getProduct/{id} id',
      ]),
    );
  });

  it('serves the interactive reference from our own origin, with its own content security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
    for (const asset of page.body.matchAll(/(?:href|src)="([^"]+)"/g)) {
      const res = await t.app.inject({ method: 'GET', url: new URL(asset[1]!, 'http://localhost/api/docs/').pathname });
      expect(res.statusCode, asset[1]).toBe(200);
    }
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    // The shop's own pages keep the strict policy.
    const api = await t.app.inject({ method: 'GET', url: '/api/getGold' });
    expect(String(api.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });
});

describeEachDatabase('real answers match the OpenAPI document', (dialect) => {
  let t: TestApp;
  let rx: Receivers;
  let doc: Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const exercised = new Set<string>();

  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, { env: { ...rx.env, RATE_LIMIT_AUTH_MAX: '10000' } });
    doc = await fetchDoc(t);
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  /** Checks an answer against the document's schema for its status, and returns its JSON. */
  function check(res: LightMyRequestResponse, method: Method, docPath: string): unknown {
    exercised.add(`${method} ${docPath}`);
    const op = doc.paths?.[docPath]?.[method];
    expect(op, `${method} ${docPath} is documented`).toBeDefined();
    const response = op?.responses?.[String(res.statusCode)] as OpenAPIV3_1.ResponseObject | undefined;
    expect(response, `${method} ${docPath} documents ${res.statusCode}: ${res.body}`).toBeDefined();
    // A spreadsheet download is documented as text/csv: its type and header row are what is checked.
    const csv = response?.content?.['text/csv']?.schema;
    if (csv) {
      expect(res.headers['content-type'], `${method} ${docPath}`).toMatch(/^text\/csv/);
      const first: unknown = 'examples' in csv && Array.isArray(csv.examples) ? csv.examples[0] : undefined;
      const example = typeof first === 'string' ? first : '';
      expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(example.split('\r\n')[0]);
      return res.body;
    }
    const schema = response?.content?.['application/json']?.schema;
    expect(schema, `${method} ${docPath} ${res.statusCode} has a JSON schema`).toBeDefined();
    const body: unknown = res.json();
    const validate = ajv.compile(schema as object);
    expect(
      validate(body),
      `${method} ${docPath} ${res.statusCode}: ${JSON.stringify(validate.errors)} in ${res.body}`,
    ).toBe(true);
    return body;
  }

  it('answers every documented operation as documented, successes and failures', async () => {
    const admin = bearer(await t.adminToken());
    const inject = (method: Method, url: string, opts: { headers?: Record<string, string>; payload?: unknown } = {}) =>
      t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: opts.headers,
        payload: opts.payload as string,
      });

    check(
      await inject('post', '/api/loginAdmin', { payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } }),
      'post',
      '/api/loginAdmin',
    );
    check(
      await inject('post', '/api/loginAdmin', {
        payload: { username: ADMIN_USERNAME, password: 'wrong password here' },
      }),
      'post',
      '/api/loginAdmin',
    );

    check(
      await inject('post', '/api/updateGold', { headers: admin, payload: { price: 7245.5 } }),
      'post',
      '/api/updateGold',
    );
    check(await inject('post', '/api/updateGold', { payload: { price: 7245.5 } }), 'post', '/api/updateGold');
    check(
      await inject('post', '/api/updateGold', { headers: admin, payload: { price: -1 } }),
      'post',
      '/api/updateGold',
    );
    // The rate guard's 409 and its impact, then the same change confirmed.
    const typo = await inject('post', '/api/updateGold', { headers: admin, payload: { price: 72.45 } });
    expect(typo.statusCode).toBe(409);
    check(typo, 'post', '/api/updateGold');
    const confirmed = { price: 72.45, confirm: true };
    check(await inject('post', '/api/updateGold', { headers: admin, payload: confirmed }), 'post', '/api/updateGold');
    const back = { rates: [{ metal: 'gold', purity: '24K', pricePerGram: 7245.5 }] };
    const refused = await inject('post', '/api/updateRates', { headers: admin, payload: back });
    expect(refused.statusCode).toBe(409);
    check(refused, 'post', '/api/updateRates');
    const undo = { ...back, confirm: true };
    check(await inject('post', '/api/updateRates', { headers: admin, payload: undo }), 'post', '/api/updateRates');
    check(await inject('get', '/api/getGold'), 'get', '/api/getGold');
    check(await inject('get', '/api/audit?entity=metalRates', { headers: admin }), 'get', '/api/audit');
    check(await inject('get', '/api/audit?from=never', { headers: admin }), 'get', '/api/audit');
    check(await inject('get', '/api/audit'), 'get', '/api/audit');
    check(await inject('get', '/api/audit/verify', { headers: admin }), 'get', '/api/audit/verify');
    check(await inject('get', '/api/audit/verify'), 'get', '/api/audit/verify');
    // Admin accounts (issue 27): created, listed, changed, reset; the temporary password changed.
    const made = await inject('post', '/api/admins', {
      headers: admin,
      payload: { username: 'doc.staff', role: 'staff' },
    });
    expect(made.statusCode).toBe(201);
    const staff = check(made, 'post', '/api/admins') as { admin: { _id: string }; temporaryPassword: string };
    const twice = { headers: admin, payload: { username: 'doc.staff', role: 'staff' } };
    check(await inject('post', '/api/admins', twice), 'post', '/api/admins');
    check(await inject('post', '/api/admins', { headers: admin, payload: { role: 'x' } }), 'post', '/api/admins');
    check(await inject('get', '/api/admins', { headers: admin }), 'get', '/api/admins');
    check(await inject('get', '/api/admins'), 'get', '/api/admins');
    const staffPath = `/api/admins/${staff.admin._id}`;
    check(
      await inject('patch', staffPath, { headers: admin, payload: { showroom: 'nerul' } }),
      'patch',
      '/api/admins/{id}',
    );
    check(
      await inject('patch', '/api/admins/999999', { headers: admin, payload: { disabled: true } }),
      'patch',
      '/api/admins/{id}',
    );
    const reset = await inject('post', `${staffPath}/resetPassword`, { headers: admin });
    const { temporaryPassword } = check(reset, 'post', '/api/admins/{id}/resetPassword') as {
      temporaryPassword: string;
    };
    check(
      await inject('post', '/api/admins/999999/resetPassword', { headers: admin }),
      'post',
      '/api/admins/{id}/resetPassword',
    );
    // Two-step sign-in reset: refused for an account without it, for the owner's own, for a missing one.
    check(await inject('post', `${staffPath}/resetMfa`, { headers: admin }), 'post', '/api/admins/{id}/resetMfa');
    check(await inject('post', '/api/admins/999999/resetMfa', { headers: admin }), 'post', '/api/admins/{id}/resetMfa');
    const staffLogin = await inject('post', '/api/loginAdmin', {
      payload: { username: 'doc.staff', password: temporaryPassword },
    });
    const staffAuth = { authorization: `Bearer ${staffLogin.json<{ token: string }>().token}` };
    check(await inject('get', '/api/admins', { headers: staffAuth }), 'get', '/api/admins');
    // API tokens: made, listed, refused to staff, revoked, a missing one.
    const tokenMade = await inject('post', '/api/admin/tokens', {
      headers: admin,
      payload: { name: 'doc', role: 'staff' },
    });
    const { id: tokenId } = check(tokenMade, 'post', '/api/admin/tokens') as { id: string };
    check(
      await inject('post', '/api/admin/tokens', { headers: admin, payload: { name: '' } }),
      'post',
      '/api/admin/tokens',
    );
    check(await inject('get', '/api/admin/tokens', { headers: admin }), 'get', '/api/admin/tokens');
    check(await inject('get', '/api/admin/tokens', { headers: staffAuth }), 'get', '/api/admin/tokens');
    const revokeToken = await inject('delete', `/api/admin/tokens/${tokenId}`, { headers: admin });
    check(revokeToken, 'delete', '/api/admin/tokens/{id}');
    check(await inject('delete', '/api/admin/tokens/999999', { headers: admin }), 'delete', '/api/admin/tokens/{id}');
    const wrongCurrent = { currentPassword: 'not it at all', newPassword: 'a long secret of my own' };
    check(
      await inject('post', '/api/admin/password', { headers: staffAuth, payload: wrongCurrent }),
      'post',
      '/api/admin/password',
    );
    const change = { currentPassword: temporaryPassword, newPassword: 'a long secret of my own' };
    check(
      await inject('post', '/api/admin/password', { headers: staffAuth, payload: change }),
      'post',
      '/api/admin/password',
    );
    check(await inject('post', '/api/admin/password', { payload: change }), 'post', '/api/admin/password');
    // Two-step sign-in: the staff account enrols, then signs in with its password and a code.
    const setup = check(
      await inject('post', '/api/admin/mfa/setup', { headers: staffAuth }),
      'post',
      '/api/admin/mfa/setup',
    );
    const { secret } = setup as { secret: string };
    const codeNow = async () => {
      t.advance(30_000);
      return generateTotp({ secret, epoch: Math.floor(t.deps.now() / 1000) });
    };
    check(
      await inject('post', '/api/admin/mfa/confirm', { headers: staffAuth, payload: { code: 'abc' } }),
      'post',
      '/api/admin/mfa/confirm',
    );
    check(
      await inject('post', '/api/admin/mfa/confirm', { headers: staffAuth, payload: { code: await codeNow() } }),
      'post',
      '/api/admin/mfa/confirm',
    );
    check(await inject('post', '/api/admin/mfa/setup', { headers: staffAuth }), 'post', '/api/admin/mfa/setup');
    check(await inject('post', '/api/admin/mfa/setup'), 'post', '/api/admin/mfa/setup');
    const { challenge } = check(
      await inject('post', '/api/loginAdmin', { payload: { username: 'doc.staff', password: change.newPassword } }),
      'post',
      '/api/loginAdmin',
    ) as { challenge: string };
    check(
      await inject('post', '/api/loginAdmin/mfa', { payload: { challenge, code: 'zzzzz-zzzzz' } }),
      'post',
      '/api/loginAdmin/mfa',
    );
    check(await inject('post', '/api/loginAdmin/mfa', { payload: { challenge } }), 'post', '/api/loginAdmin/mfa');
    check(
      await inject('post', '/api/loginAdmin/mfa', { payload: { challenge, code: await codeNow() } }),
      'post',
      '/api/loginAdmin/mfa',
    );
    check(
      await inject('post', '/api/updateRates', {
        headers: admin,
        payload: { rates: [{ metal: 'gold', purity: '22K', pricePerGram: 6700 }] },
      }),
      'post',
      '/api/updateRates',
    );
    check(
      await inject('post', '/api/updateRates', {
        headers: admin,
        payload: { rates: [{ metal: 'silver', purity: '22K', pricePerGram: 1 }] },
      }),
      'post',
      '/api/updateRates',
    );
    check(await inject('get', '/api/getRates'), 'get', '/api/getRates');
    check(await inject('get', '/api/getRateHistory?metal=gold', { headers: admin }), 'get', '/api/getRateHistory');
    check(
      await inject('get', '/api/getRateHistory?metal=gold', { headers: bearer('x'.repeat(43)) }),
      'get',
      '/api/getRateHistory',
    );

    const created = check(
      await inject('post', '/api/createCategory', { headers: admin, payload: { name: 'Gold' } }),
      'post',
      '/api/createCategory',
    ) as { category: { _id: string } };
    const categoryId = created.category._id;
    check(
      await inject('post', '/api/createCategory', { headers: admin, payload: { name: 'gold' } }),
      'post',
      '/api/createCategory',
    );
    const spare = check(
      await inject('post', '/api/createCategory', { headers: admin, payload: { name: 'Spare' } }),
      'post',
      '/api/createCategory',
    ) as { category: { _id: string } };
    check(
      await inject('put', `/api/updateCategory/${spare.category._id}`, { headers: admin, payload: { name: 'Silver' } }),
      'put',
      '/api/updateCategory/{id}',
    );
    check(await inject('get', '/api/getCategories'), 'get', '/api/getCategories');

    const form = multipart(
      {
        name: 'Temple Jhumkas',
        category: categoryId,
        description: 'Twenty-two carat.',
        metal: 'gold',
        purity: '22K',
        grossWeight: '12.6',
        netWeight: '12.129',
        makingChargeType: 'percent',
        makingChargeValue: '12',
        stones: JSON.stringify([{ kind: 'pearl', count: 2, value: 5012 }]),
        hallmarked: 'true',
        huid: 'ab12c9',
      },
      [{ field: 'productImage', filename: 'piece.png', contentType: 'image/png', data: await pngImage() }],
    );
    const product = check(
      await inject('post', '/api/createProduct', { headers: { ...admin, ...form.headers }, payload: form.payload }),
      'post',
      '/api/createProduct',
    ) as { product: { _id: string; price: { total: number } | null; specifications: { huid: string | null } } };
    const productId = product.product._id;
    expect(product.product.price?.total).toBeGreaterThan(0);
    expect(product.product.specifications.huid).toBe('AB12C9');
    const noPhoto = multipart({ name: 'No photo', category: categoryId, description: 'x' });
    check(
      await inject('post', '/api/createProduct', {
        headers: { ...admin, ...noPhoto.headers },
        payload: noPhoto.payload,
      }),
      'post',
      '/api/createProduct',
    );
    check(
      await inject('put', `/api/updateProduct/${productId}`, {
        headers: admin,
        payload: { name: 'Temple Jhumkas', category: categoryId },
      }),
      'put',
      '/api/updateProduct/{id}',
    );
    check(await inject('get', `/api/getProduct/${productId}`), 'get', '/api/getProduct/{id}');
    check(await inject('get', '/api/getProduct/999999'), 'get', '/api/getProduct/{id}');
    check(await inject('get', '/api/getProducts?page=1&limit=5&sort=nameAsc&q=jhumka'), 'get', '/api/getProducts');
    check(await inject('get', '/api/getProducts?sort=bogus'), 'get', '/api/getProducts');
    check(
      await inject('get', '/api/search?q=temple%20jhum&metal=gold&purity=22K&minWeight=10&sort=priceAsc'),
      'get',
      '/api/search',
    );
    check(await inject('get', '/api/search?metal=copper'), 'get', '/api/search');
    check(await inject('get', '/api/searchSuggestions?q=jhum'), 'get', '/api/searchSuggestions');
    check(await inject('get', `/api/searchSuggestions?q=${'x'.repeat(101)}`), 'get', '/api/searchSuggestions');

    // A product's photos: add (and refusals), reorder, alt text, delete.
    const photoForm = async (alt: string) =>
      multipart({ alt }, [
        {
          field: 'productImage',
          filename: 'view.png',
          contentType: 'image/png',
          data: await pngImage(40, 30, '#b08d57'),
        },
      ]);
    const addPhoto = async (id: string, headers: Record<string, string>) => {
      const body = await photoForm('Temple Jhumkas, side view');
      return inject('post', `/api/products/${id}/photos`, {
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const withPhoto = check(await addPhoto(productId, admin), 'post', '/api/products/{id}/photos') as {
      product: { photos: Array<{ id: number }> };
    };
    check(await addPhoto(productId, {}), 'post', '/api/products/{id}/photos');
    check(await addPhoto('999999', admin), 'post', '/api/products/{id}/photos');
    const photoIds = withPhoto.product.photos.map((p) => p.id);
    expect(photoIds).toHaveLength(2);
    check(
      await inject('put', `/api/products/${productId}/photos/order`, {
        headers: admin,
        payload: { photoIds: [...photoIds].reverse() },
      }),
      'put',
      '/api/products/{id}/photos/order',
    );
    check(
      await inject('put', `/api/products/${productId}/photos/order`, {
        headers: admin,
        payload: { photoIds: [photoIds[0]] },
      }),
      'put',
      '/api/products/{id}/photos/order',
    );
    check(
      await inject('patch', `/api/products/${productId}/photos/${photoIds[0]}`, {
        headers: admin,
        payload: { alt: 'Temple Jhumkas, front' },
      }),
      'patch',
      '/api/products/{id}/photos/{photoId}',
    );
    check(
      await inject('patch', `/api/products/${productId}/photos/999999`, { headers: admin, payload: { alt: 'x' } }),
      'patch',
      '/api/products/{id}/photos/{photoId}',
    );
    check(
      await inject('delete', `/api/products/${productId}/photos/${photoIds[1]}`, { headers: admin }),
      'delete',
      '/api/products/{id}/photos/{photoId}',
    );
    check(
      await inject('delete', `/api/products/${productId}/photos/${photoIds[0]}`, { headers: admin }),
      'delete',
      '/api/products/{id}/photos/{photoId}',
    );

    const membership = { type: 'goldRings', catagoryId: categoryId, productId: [productId] };
    check(
      await inject('post', '/api/addSelection', { headers: admin, payload: membership }),
      'post',
      '/api/addSelection',
    );
    check(
      await inject('put', '/api/addNewSelection', { headers: admin, payload: membership }),
      'put',
      '/api/addNewSelection',
    );
    check(
      await inject('post', '/api/getSelectionByTypeCatagory', { payload: { type: 'goldRings', page: 1, limit: 20 } }),
      'post',
      '/api/getSelectionByTypeCatagory',
    );
    check(
      await inject('post', '/api/getSelectionByTypeCatagory', { payload: { type: 'nope' } }),
      'post',
      '/api/getSelectionByTypeCatagory',
    );
    check(
      await inject('delete', '/api/deleteSelection', {
        headers: admin,
        payload: { type: 'goldRings', productId: [productId] },
      }),
      'delete',
      '/api/deleteSelection',
    );

    const { token } = await registerShopper(t, rx);
    const shopper = bearer(token);
    check(
      await inject('post', '/api/addToCart', { headers: shopper, payload: { productId } }),
      'post',
      '/api/addToCart',
    );
    check(await inject('post', '/api/addToCart', { payload: { productId } }), 'post', '/api/addToCart');
    check(await inject('post', '/api/addToCart', { headers: admin, payload: { productId } }), 'post', '/api/addToCart');
    check(
      await inject('put', `/api/cart/${productId}`, { headers: shopper, payload: { quantity: 2 } }),
      'put',
      '/api/cart/{productId}',
    );
    check(await inject('get', '/api/cart', { headers: shopper }), 'get', '/api/cart');
    check(await inject('get', '/api/me', { headers: shopper }), 'get', '/api/me');
    check(await inject('get', '/api/getUser', { headers: shopper }), 'get', '/api/getUser');
    check(await inject('get', '/api/getUserCart', { headers: shopper }), 'get', '/api/getUserCart');
    check(
      await inject('delete', '/api/removeFromCart', { headers: shopper, payload: { productIds: ['999999'] } }),
      'delete',
      '/api/removeFromCart',
    );
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    check(
      await inject('post', '/api/bookAppointment', {
        headers: shopper,
        payload: {
          name: 'Asha Patil',
          email: 'asha@example.in',
          mobile: '9876543210',
          showroom: 'nerul',
          preferredDate: later,
          includeCart: true,
        },
      }),
      'post',
      '/api/bookAppointment',
    );
    check(await inject('delete', `/api/cart/${productId}`, { headers: shopper }), 'delete', '/api/cart/{productId}');
    check(
      await inject('post', `/api/wishlist/${productId}`, { headers: shopper }),
      'post',
      '/api/wishlist/{productId}',
    );
    check(await inject('post', `/api/wishlist/${productId}`), 'post', '/api/wishlist/{productId}');
    check(await inject('post', '/api/wishlist/999999', { headers: shopper }), 'post', '/api/wishlist/{productId}');
    check(await inject('get', '/api/wishlist', { headers: shopper }), 'get', '/api/wishlist');
    check(await inject('get', '/api/wishlist', { headers: admin }), 'get', '/api/wishlist');
    check(
      await inject('delete', `/api/wishlist/${productId}`, { headers: shopper }),
      'delete',
      '/api/wishlist/{productId}',
    );
    check(await inject('delete', '/api/wishlist/abc', { headers: shopper }), 'delete', '/api/wishlist/{productId}');
    check(await inject('post', '/api/logout', { headers: shopper }), 'post', '/api/logout');

    check(
      await inject('post', '/api/sendOtp', { payload: { phoneEmail: 'nobody@example.in' } }),
      'post',
      '/api/sendOtp',
    );
    check(await inject('post', '/api/sendOtp', { payload: {} }), 'post', '/api/sendOtp');
    check(
      await inject('post', '/api/forgetPassword', {
        payload: { phoneEmail: 'nobody@example.in', otp: '123456', password: 'a new long passphrase' },
      }),
      'post',
      '/api/forgetPassword',
    );
    check(
      await inject('post', '/api/loginUser', {
        payload: { phoneEmail: 'nobody@example.in', password: 'whatever it is' },
      }),
      'post',
      '/api/loginUser',
    );
    check(await inject('post', '/api/signup', { payload: { fullname: 'x' } }), 'post', '/api/signup');
    check(
      await inject('post', '/api/verifyUser/999999', { payload: { emailOtp: '123456', phoneOtp: '123456' } }),
      'post',
      '/api/verifyUser/{userId}',
    );

    const appointments = check(
      await inject('get', '/api/appointments?page=1', { headers: admin }),
      'get',
      '/api/appointments',
    ) as { appointments: Array<{ _id: string }> };
    check(
      await inject('post', `/api/appointments/${appointments.appointments[0]!._id}/handled`, {
        headers: { ...admin, origin: ORIGIN },
      }),
      'post',
      '/api/appointments/{id}/handled',
    );
    check(await inject('get', '/api/getAllUser?page=1&q=a', { headers: admin }), 'get', '/api/getAllUser');
    check(await inject('get', '/api/getAllUser', { headers: admin }), 'get', '/api/getAllUser');
    check(await inject('get', '/api/shopInfo'), 'get', '/api/shopInfo');
    // Showroom visits (issue 29): slots, a schedule, a booking into a slot and its status.
    const open = check(await inject('get', '/api/visitSlots?showroom=kharghar&days=7'), 'get', '/api/visitSlots') as {
      slots: Array<{ start: string }>;
    };
    check(await inject('get', '/api/visitSlots?showroom=vashi'), 'get', '/api/visitSlots');
    const info = check(await inject('get', '/api/shopInfo'), 'get', '/api/shopInfo') as {
      showrooms: Array<{ id: string; schedule: unknown }>;
    };
    const schedule = info.showrooms.find((s) => s.id === 'kharghar')?.schedule;
    const put = { headers: admin, payload: schedule };
    check(await inject('put', '/api/showrooms/kharghar/schedule', put), 'put', '/api/showrooms/{id}/schedule');
    check(
      await inject('put', '/api/showrooms/kharghar/schedule', { payload: schedule }),
      'put',
      '/api/showrooms/{id}/schedule',
    );
    const slotStart = open.slots[0]?.start;
    const visit = {
      name: 'Asha Patil',
      email: 'asha@example.in',
      mobile: '9876543210',
      showroom: 'kharghar',
      slotStart,
    };
    const booked = await inject('post', '/api/bookAppointment', { payload: visit });
    expect(booked.statusCode, booked.body).toBe(201);
    const { id: visitId } = check(booked, 'post', '/api/bookAppointment') as { id: string };
    const status = (payload: unknown) => ({ headers: admin, payload });
    check(
      await inject('post', `/api/appointments/${visitId}/status`, status({ status: 'visited' })),
      'post',
      '/api/appointments/{id}/status',
    );
    check(
      await inject('post', `/api/appointments/${visitId}/status`, status({ status: 'visited' })),
      'post',
      '/api/appointments/{id}/status',
    );

    // Showroom stock (issue 28): a piece, its movements, history and the tally, with refusals.
    const piecePayload = { productId, tag: 'OA-1', showroom: 'nerul', grossWeight: 5.2, netWeight: 4.8 };
    const madePiece = await inject('post', '/api/pieces', { headers: admin, payload: piecePayload });
    expect(madePiece.statusCode, madePiece.body).toBe(201);
    const pieceId = (check(madePiece, 'post', '/api/pieces') as { piece: { _id: string } }).piece._id;
    check(await inject('post', '/api/pieces', { headers: admin, payload: piecePayload }), 'post', '/api/pieces');
    check(await inject('post', '/api/pieces', { payload: piecePayload }), 'post', '/api/pieces');
    check(await inject('get', '/api/pieces?showroom=nerul&q=OA', { headers: admin }), 'get', '/api/pieces');
    check(await inject('get', '/api/pieces?status=lost', { headers: admin }), 'get', '/api/pieces');
    check(await inject('get', `/api/pieces/${pieceId}`, { headers: admin }), 'get', '/api/pieces/{id}');
    check(await inject('get', '/api/pieces/999999', { headers: admin }), 'get', '/api/pieces/{id}');
    const edit = { headers: admin, payload: { netWeight: 4.75 } };
    check(await inject('patch', `/api/pieces/${pieceId}`, edit), 'patch', '/api/pieces/{id}');
    const heavier = { headers: admin, payload: { netWeight: 9 } };
    check(await inject('patch', `/api/pieces/${pieceId}`, heavier), 'patch', '/api/pieces/{id}');
    const move = async (movement: string, payload?: unknown) =>
      check(
        await inject('post', `/api/pieces/${pieceId}/${movement}`, { headers: admin, payload }),
        'post',
        `/api/pieces/{id}/${movement}`,
      );
    await move('receive'); // 409: in stock, not in transit
    await move('transfer', { to: 'kharghar' });
    await move('receive');
    await move('withdraw');
    await move('restore');
    await move('sell', { billNumber: 'NJ-1001' });
    check(await inject('get', `/api/pieces/${pieceId}/history`, { headers: admin }), 'get', '/api/pieces/{id}/history');
    check(await inject('get', '/api/pieces/999999/history', { headers: admin }), 'get', '/api/pieces/{id}/history');
    const tally = { headers: admin, payload: { showroom: 'kharghar', tags: ['OA-1', 'NOT-HERE'] } };
    check(await inject('post', '/api/stockTally', tally), 'post', '/api/stockTally');
    check(
      await inject('post', '/api/stockTally', { headers: admin, payload: { tags: 'x' } }),
      'post',
      '/api/stockTally',
    );
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const day = `/api/stockMovements?date=${today}&showroom=kharghar`;
    check(await inject('get', day, { headers: admin }), 'get', '/api/stockMovements');
    check(await inject('get', '/api/stockMovements?date=yesterday', { headers: admin }), 'get', '/api/stockMovements');
    for (const file of ['products', 'pieces']) {
      const docPath = `/api/export/${file}.csv`;
      check(await inject('get', docPath, { headers: admin }), 'get', docPath);
      check(await inject('get', docPath), 'get', docPath);
    }

    check(
      await inject('delete', `/api/deleteCategory/${categoryId}`, { headers: admin }),
      'delete',
      '/api/deleteCategory/{id}',
    );
    check(
      await inject('delete', `/api/deleteProduct/${productId}`, { headers: admin }),
      'delete',
      '/api/deleteProduct/{id}',
    );
    check(
      await inject('delete', `/api/deleteCategory/${categoryId}`, { headers: admin }),
      'delete',
      '/api/deleteCategory/{id}',
    );
    check(await inject('post', '/api/logoutAdmin', { headers: admin }), 'post', '/api/logoutAdmin');

    // Every operation of the document was called above at least once.
    const documented = Object.entries(doc.paths ?? {}).flatMap(([p, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const).filter((m) => item?.[m]).map((m) => `${m} ${p}`),
    );
    expect(documented.filter((op) => !exercised.has(op))).toEqual([]);
  });
});
