import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COOKIE_NAMES, SELECTION_TYPES, SHOWROOMS } from '@shared/constants';
import { insertAdminSession } from '@server/platform/sessions/sessions.repo';
import { openUserSession } from '@server/platform/sessions/sessions';
import { hashToken, newSessionToken } from '@server/platform/crypto/tokens';
import { createCategory, createProduct } from './helpers/catalog-fixtures';
import { changedTables, snapshotDatabase, type DatabaseSnapshot } from './helpers/db-snapshot';
import { bearer, createTestApp, describeEachDatabase, ORIGIN, type TestApp } from './helpers/harness';
import { SVG_WITH_SCRIPT } from './helpers/hostile-images';
import { pngImage } from './helpers/images';
import { startReceivers, type Receivers } from './helpers/receivers';
import { newShopper, registerShopper, restSignup, type ShopperDetails, accountIdOf } from './helpers/shoppers';
import { errorMessage, listProcedures, listRoutes } from './helpers/surface';

// Property-based fuzzing of the whole HTTP surface: every REST route (from Fastify's route table)
// and every tRPC procedure (from the router's definition), as nobody, as a shopper and as the
// admin, with wrong types, missing and extra fields, huge strings and numbers, unicode, malformed
// JSON and malformed multipart. Whatever arrives:
//   - the answer is never a 5xx;
//   - an error is JSON with a message;
//   - a refused request leaves every table exactly as it was.
// Requests are spread evenly over targets and callers so that every one is exercised.

const MIN_REQUESTS = 5000;
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

type Mode = 'nobody' | 'shopper' | 'admin';
const MODES: Mode[] = ['nobody', 'shopper', 'admin'];

interface Target {
  id: string;
  kind: 'rest' | 'trpc';
  method: string;
  url: string;
  procKind?: 'query' | 'mutation';
}

/**
 * Refusals that are allowed to write, and why: a wrong one-time code counts against the code
 * (it dies after 5 tries), which is what keeps 6-digit codes from being guessed; a wrong
 * password counts against the account and address.
 */
const MAY_WRITE_WHEN_REFUSED: Record<string, string[]> = {
  // A wrong sign-up code counts against the sign-up and the client's address.
  'POST /api/verifyUser/:userId': ['sign_in_failures'],
  'POST /api/forgetPassword': ['one_time_codes'],
  'trpc auth.verifyUser': ['sign_in_failures'],
  'trpc auth.forgetPassword': ['one_time_codes'],
  // A failed sign-in counts against the account and the client's address (sign-in throttle), and
  // against the account's bound on password checks; a failed admin sign-in is also in the audit log.
  'POST /api/loginUser': ['sign_in_failures', 'password_failures'],
  'POST /api/loginAdmin': ['sign_in_failures', 'password_failures', 'audit_log', 'audit_chain'],
  'trpc auth.loginUser': ['sign_in_failures', 'password_failures'],
  'trpc admin.login': ['sign_in_failures', 'password_failures', 'audit_log', 'audit_chain'],
};

// ---- values -------------------------------------------------------------------------------

const HUGE_JSON = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 16) });

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
function pct(s: string): string {
  return [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}
const nastyString = fc.oneof(
  { arbitrary: fc.string({ maxLength: 30 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '%',
      '_',
      '.*',
      '(',
      ')',
      '[',
      "'",
      '"',
      '\\',
      '`',
      '$1',
      "' OR 1=1 --",
      '"; DROP TABLE products; --',
      '<script>alert(1)</script>',
      '__proto__',
      'constructor',
      'prototype',
      '\u0000',
      '\ud800',
      '\uffff',
      '🙂💍',
      'NaN',
      'Infinity',
      '-Infinity',
      '-0',
      '1e308',
      '1e-308',
      '0x1F',
      '0b1',
      '1_000',
      ' 1 ',
      '1.',
      '.5',
      '2.50',
      '007',
      '-1',
      '0',
      '1',
      '2',
      '3',
      '9007199254740993',
      '99999999999999999999999',
      'true',
      'null',
      'undefined',
      '[]',
      '{}',
      '../../etc/passwd',
      '%00',
      '%zz',
      'admin',
      'curator',
      'goldRings',
      'nameAsc',
      'nerul',
      '2099-01-01',
      '2026-02-31',
    ),
    weight: 4,
  },
  { arbitrary: fc.integer({ min: 1000, max: 50_000 }).map((n) => 'y'.repeat(n)), weight: 1 },
);
const nastyNumber = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    0,
    -0,
    0.5,
    1.005,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
);
const leaf = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: nastyNumber, weight: 3 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
);
const keyName = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', '0', 'length'),
);
const { nasty } = fc.letrec((tie) => ({
  nasty: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: leaf, weight: 6 },
    { arbitrary: fc.array(tie('nasty'), { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(keyName, tie('nasty'), { maxKeys: 4 }), weight: 1 },
  ),
}));

/** Per field, values that are nearly right as well as anything at all. */
function fieldArbitraries(fx: Fixtures): Record<string, fc.Arbitrary<unknown>> {
  const id = fc.oneof(fc.constantFrom(...fx.ids), fc.constantFrom(...fx.ids).map(String), nasty);
  const ids = fc.oneof(
    fc.array(fc.oneof(fc.constantFrom(...fx.ids), fc.constantFrom(...fx.ids).map(String)), { maxLength: 4 }),
    nasty,
  );
  const text = fc.oneof(fc.string({ minLength: 1, maxLength: 24 }), nasty);
  const code = fc.oneof(fc.stringMatching(/^\d{6}$/), fc.constantFrom(...fx.codes), nasty);
  const contact = fc.oneof(
    fc.constantFrom(fx.shopper.email, fx.shopper.phone, fx.pending.email, fx.pending.phone, 'a@b.co', '9876543210'),
    fc.emailAddress(),
    nasty,
  );
  const page = fc.oneof(fc.integer({ min: -2, max: 5 }), fc.integer({ min: 98, max: 102 }), nasty);
  // Search text with the full-text indexes' own syntax (FTS5 and MySQL boolean mode) in it.
  const searchText = fc.oneof(
    text,
    fc.constantFrom(
      'NEAR(ring mor)',
      '"ring" OR mor*',
      '-ring +mor',
      '{name_text}: ring',
      'name_text:ring',
      '^ring',
      '(ring',
      'ring)',
      '*',
      'ring*',
      '~ring',
      '@@ring',
      '22K jhumka',
      '2.4',
      'jhumkā',
      'AND OR NOT',
    ),
    fc
      .array(fc.constantFrom('"', '*', '-', '+', '(', ')', 'NEAR', 'OR', 'ring', 'mor', ':', '^', '{', '}', '~', '@'), {
        maxLength: 8,
      })
      .map((parts) => parts.join(' ')),
  );
  const rupees = fc.oneof(fc.integer({ min: -1, max: 200_000 }), fc.double({ min: 0, max: 1e6, noNaN: true }), nasty);
  return {
    metal: fc.oneof(fc.constantFrom('gold', 'silver', 'platinum', 'Gold', 'copper'), nasty),
    purity: fc.oneof(fc.constantFrom('22K', '18K', '925', '22k', '916'), nasty),
    stone: fc.oneof(fc.constantFrom('diamond', 'polki', 'kundan', 'ruby', 'glass'), nasty),
    collection: fc.oneof(fc.constantFrom(...SELECTION_TYPES, 'nope'), nasty),
    minPrice: rupees,
    maxPrice: rupees,
    minWeight: rupees,
    maxWeight: rupees,
    name: text,
    description: text,
    fullname: text,
    address: text,
    message: text,
    q: searchText,
    username: fc.oneof(fc.constantFrom('curator', 'admin'), nasty),
    password: fc.oneof(fc.string({ minLength: 8, maxLength: 20 }), nasty),
    price: fc.oneof(fc.double({ min: 0.01, max: 1e7, noNaN: true }), fc.integer({ min: 1, max: 100_000 }), nasty),
    type: fc.oneof(fc.constantFrom(...SELECTION_TYPES, 'goldrings', 'GOLDRINGS'), nasty),
    catagoryId: id,
    categoryId: id,
    category: id,
    id,
    userId: id,
    productId: fc.oneof(id, ids),
    productIds: ids,
    page,
    limit: page,
    sort: fc.oneof(fc.constantFrom('none', 'nameAsc', 'nameDesc', 'price', 'relevance', 'newest', 'priceAsc'), nasty),
    phoneEmail: contact,
    email: contact,
    phone: contact,
    mobile: contact,
    otp: code,
    emailOtp: code,
    phoneOtp: code,
    token: fc.oneof(fc.constantFrom(fx.shopperToken, newSessionToken()), nasty),
    quantity: fc.oneof(fc.integer({ min: -1, max: 12 }), nasty),
    showroom: fc.oneof(fc.constantFrom(...SHOWROOMS, 'Nerul', 'vashi'), nasty),
    preferredDate: fc.oneof(fc.constantFrom(fx.tomorrow, '2020-01-01', '2999-12-31', '2026-02-30', 'tomorrow'), nasty),
    includeCart: fc.oneof(fc.boolean(), nasty),
  };
}

// ---- requests -------------------------------------------------------------------------------

interface Fixtures {
  ids: number[];
  codes: string[];
  shopper: ShopperDetails;
  pending: ShopperDetails;
  shopperToken: string;
  tomorrow: string;
  png: Buffer;
}

type AuthStyle = 'none' | 'bearer' | 'cookie' | 'cookie-cross-site' | 'garbage';
type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | undefined; text: string }
  | {
      kind: 'multipart';
      fields: Record<string, string>;
      file?: { field: string; filename: string; contentType: string; data: Buffer };
      mangle: string;
    };

interface FuzzRequest {
  method: string;
  url: string;
  auth: AuthStyle;
  body: Body;
  contentEncoding?: string;
}

/** Bodies that are not what they claim to be; every one is also sent to every route (below). */
const FIXED_MALFORMED = [
  '{',
  '{"name":',
  '{"name": "x",}',
  "{'name': 'x'}",
  '[1,2',
  'nul',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"page": 1e400}',
  '{"id": 123456789012345678901234567890}',
  '{"name": "\\ud800"}',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3001)}`,
  '{"name": "x", "name": "y"}',
  '"just a string"',
  '123',
  'true',
  '   ',
];
const MALFORMED_JSON = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...FIXED_MALFORMED));

function bodyArb(
  fields: fc.Arbitrary<Record<string, unknown>>,
  fx: Fixtures,
  multipartHeavy: boolean,
): fc.Arbitrary<Body> {
  const multipartBody = fc.record({
    fields: fc.dictionary(
      fc.constantFrom('name', 'category', 'description', 'productImage', 'price', 'x'),
      fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...fx.ids.map(String))),
      { maxKeys: 5 },
    ),
    file: fc.option(
      fc.record({
        field: fc.constantFrom('productImage', 'productImage', 'other'),
        filename: fc.constantFrom('ring.png', 'ring.jpg', '../../evil.png', 'x.svg', '', 'a'.repeat(300)),
        contentType: fc.constantFrom(
          'image/png',
          'image/jpeg',
          'text/plain',
          'image/svg+xml',
          'application/octet-stream',
        ),
        data: fc.oneof(
          fc.uint8Array({ maxLength: 3000 }).map((a) => Buffer.from(a)),
          fc.constant(fx.png),
          fc.constant(SVG_WITH_SCRIPT),
          fc.constant(fx.png.subarray(0, 40)),
        ),
      }),
      { nil: undefined },
    ),
    mangle: fc.constantFrom(
      'none',
      'none',
      'none',
      'no-final-boundary',
      'wrong-boundary',
      'no-boundary-param',
      'garbage',
      'truncated',
      'header-only',
    ),
  });
  return fc.oneof(
    { arbitrary: fields.map((value): Body => ({ kind: 'json', value })), weight: 30 },
    { arbitrary: nasty.map((value): Body => ({ kind: 'json', value })), weight: 5 },
    {
      arbitrary: MALFORMED_JSON.map((text): Body => ({ kind: 'raw', contentType: 'application/json', text })),
      weight: 10,
    },
    {
      arbitrary: fc
        .record({
          contentType: fc.constantFrom(
            undefined,
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/octet-stream',
            'application/json; charset=utf-16',
            'application/json; charset=latin1',
            'multipart/mixed',
          ),
          text: fc.string({ maxLength: 60 }),
        })
        .map((r): Body => ({ kind: 'raw', ...r })),
      weight: 5,
    },
    { arbitrary: multipartBody.map((m): Body => ({ kind: 'multipart', ...m })), weight: multipartHeavy ? 30 : 5 },
    { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 5 },
    { arbitrary: fc.constant<Body>({ kind: 'raw', contentType: 'application/json', text: HUGE_JSON }), weight: 1 },
  );
}

const RAW_QUERIES = [
  'page[]=1&page[]=2',
  'page=1&page=2',
  'q=%',
  'q=%E0%A4%A',
  'limit=%00',
  '%%%',
  'a[b][c]=1',
  'category=&q=',
  'input=',
  'batch=1',
  '__proto__[admin]=1',
];

function queryArb(fieldValues: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  const pair = fc
    .constantFrom(
      'page',
      'limit',
      'q',
      'category',
      'sort',
      'id',
      'x',
      '__proto__',
      'metal',
      'purity',
      'stone',
      'collection',
      'minPrice',
      'maxPrice',
      'minWeight',
      'maxWeight',
    )
    .chain((key) =>
      fc.tuple(fc.constant(key), fc.oneof(fieldValues[key] ?? nasty, fieldValues.page!, fieldValues.q!, nasty)),
    );
  return fc.oneof(
    {
      arbitrary: fc
        .array(pair, { maxLength: 4 })
        .map((pairs) =>
          pairs.map(([k, v]) => `${pct(k)}=${pct(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`).join('&'),
        ),
      weight: 5,
    },
    { arbitrary: fc.constantFrom(...RAW_QUERIES), weight: 1 },
  );
}

const paramArb = fc.oneof(
  { arbitrary: fc.integer({ min: -2, max: 8 }).map(String), weight: 4 },
  { arbitrary: nastyString.map((s) => pct(s)), weight: 3 },
  {
    arbitrary: fc.constantFrom('%zz', '%', '%00', '..%2F..', '1%20OR%201%3D1', '9'.repeat(400), '1e3', '0x10'),
    weight: 1,
  },
);

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

function requestArb(
  target: Target,
  mode: Mode,
  fx: Fixtures,
  fieldValues: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<FuzzRequest> {
  const fields = fc
    .record(fieldValues, { requiredKeys: [] })
    .chain((known) => fc.dictionary(keyName, nasty, { maxKeys: 2 }).map((extra) => ({ ...extra, ...known })));
  const auth = fc.constantFrom<AuthStyle>(
    ...(mode === 'nobody'
      ? (['none', 'none', 'garbage'] as const)
      : (['bearer', 'bearer', 'cookie', 'cookie-cross-site'] as const)),
  );
  const method = fc.oneof(
    { arbitrary: fc.constant(target.method), weight: 9 },
    { arbitrary: fc.constantFrom(...OTHER_METHODS), weight: 1 },
  );
  const encoding = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 20 },
    { arbitrary: fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'compress'), weight: 1 },
  );

  if (target.kind === 'rest') {
    const path = fc.array(paramArb, { minLength: 3, maxLength: 3 }).map((params) => {
      let i = 0;
      return target.url.replace(/:([A-Za-z0-9_]+)/g, () => params[i++] ?? '1');
    });
    return fc.record({
      method,
      url: fc.tuple(path, fc.option(queryArb(fieldValues), { nil: undefined })).map(([p, q]) => (q ? `${p}?${q}` : p)),
      auth,
      body: bodyArb(fields, fx, /Product/.test(target.url)),
      contentEncoding: encoding,
    });
  }

  const procUrl = `/trpc/${target.url}`;
  const asInput = (v: unknown) => pct(JSON.stringify(v) ?? '');
  const queryUrl = fc.oneof(
    { arbitrary: fields.map((v) => `${procUrl}?input=${asInput(v)}`), weight: 6 },
    { arbitrary: nasty.map((v) => `${procUrl}?input=${asInput(v)}`), weight: 2 },
    { arbitrary: MALFORMED_JSON.map((text) => `${procUrl}?input=${pct(text)}`), weight: 2 },
    { arbitrary: fields.map((v) => `${procUrl}?batch=1&input=${asInput({ 0: v })}`), weight: 1 },
    { arbitrary: fc.constant(procUrl), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        `${procUrl},${procUrl.slice(6)}?batch=1&input=%7B%7D`,
        `${procUrl}?batch=1&input=%5B%5D`,
        `${procUrl}?input=%7B`,
        `${procUrl}?input[a]=1`,
      ),
      weight: 1,
    },
  );
  if (target.procKind === 'query') {
    return fc.record({
      method: fc.oneof(
        { arbitrary: fc.constant('GET'), weight: 9 },
        { arbitrary: fc.constantFrom(...OTHER_METHODS), weight: 1 },
      ),
      url: queryUrl,
      auth,
      body: fc.constant<Body>({ kind: 'none' }),
      contentEncoding: encoding,
    });
  }
  return fc.record({
    method: fc.oneof(
      { arbitrary: fc.constant('POST'), weight: 9 },
      { arbitrary: fc.constantFrom(...OTHER_METHODS), weight: 1 },
    ),
    url: fc.oneof(
      { arbitrary: fc.constant(procUrl), weight: 8 },
      { arbitrary: fc.constant(`${procUrl}?batch=1`), weight: 1 },
      { arbitrary: queryUrl, weight: 1 },
    ),
    auth,
    body: bodyArb(fields, fx, /Product/.test(target.url)),
    contentEncoding: encoding,
  });
}

function multipartPayload(body: Extract<Body, { kind: 'multipart' }>): { payload: Buffer; contentType: string } {
  const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(body.fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (body.file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${body.file.field}"; ` +
          `filename="${body.file.filename}"\r\nContent-Type: ${body.file.contentType}\r\n\r\n`,
      ),
    );
    parts.push(body.file.data, Buffer.from('\r\n'));
  }
  let payload = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  let contentType = `multipart/form-data; boundary=${boundary}`;
  switch (body.mangle) {
    case 'no-final-boundary':
      payload = Buffer.concat(parts);
      break;
    case 'wrong-boundary':
      contentType = 'multipart/form-data; boundary=somethingElse';
      break;
    case 'no-boundary-param':
      contentType = 'multipart/form-data';
      break;
    case 'garbage':
      payload = Buffer.from('this is not multipart at all \u0000\u0001');
      break;
    case 'truncated':
      payload = payload.subarray(0, Math.max(1, Math.floor(payload.length / 2)));
      break;
    case 'header-only':
      payload = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="productImage"; filename="a.png"\r\n`,
      );
      break;
  }
  return { payload, contentType };
}

// ---- the run --------------------------------------------------------------------------------

describeEachDatabase('input fuzzing', (dialect) => {
  let t: TestApp;
  let rx: Receivers;
  let fx: Fixtures;
  const tokens = { admin: '', shopper: '' };
  let shopperId = 0;
  let baseline: DatabaseSnapshot;
  let sent = 0;
  const statuses = new Map<number, number>();
  const refusedWrites: string[] = [];

  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, {
      env: { ...rx.env, RATE_LIMIT_AUTH_MAX: '100000', UPLOAD_MAX_BYTES: String(64 * 1024) },
    });
    const categoryId = await createCategory(t, 'Fuzz rings');
    const product = await createProduct(t, { name: 'Fuzz ring', category: categoryId });
    await t.app.inject({
      method: 'POST',
      url: '/api/addSelection',
      headers: bearer(await t.adminToken()),
      payload: { type: 'goldRings', catagoryId: categoryId, productId: [product._id] },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/updateGold',
      headers: bearer(await t.adminToken()),
      payload: { price: 6123.45 },
    });
    const registered = await registerShopper(t, rx);
    shopperId = Number(registered.userId);
    const pending = newShopper();
    const signup = await restSignup(t, pending);
    expect(signup.statusCode).toBe(201);
    const pendingId = await accountIdOf(t, pending.email);
    tokens.admin = await t.adminToken();
    tokens.shopper = registered.token;
    fx = {
      ids: [...new Set([1, 2, 3, Number(categoryId), Number(product._id), shopperId, pendingId])],
      codes: [await rx.emailCode(pending.email), await rx.smsCode(pending.e164)],
      shopper: registered.shopper,
      pending,
      shopperToken: registered.token,
      tomorrow: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10),
      png: await pngImage(12, 9),
    };
    baseline = await snapshotDatabase(t.deps.db, dialect);
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  function authHeaders(style: AuthStyle, mode: Mode): Record<string, string> {
    const token = mode === 'admin' ? tokens.admin : tokens.shopper;
    const cookieName = mode === 'admin' ? COOKIE_NAMES.adminSession : COOKIE_NAMES.userSession;
    switch (style) {
      case 'none':
        return {};
      case 'garbage':
        return {
          authorization: 'Bearer ' + 'Z'.repeat(43),
          cookie: `${COOKIE_NAMES.adminSession}=%%%; ${COOKIE_NAMES.userSession}=${'a'.repeat(5000)}`,
        };
      case 'bearer':
        return bearer(token);
      case 'cookie':
        return { cookie: `${cookieName}=${token}`, origin: ORIGIN };
      case 'cookie-cross-site':
        return { cookie: `${cookieName}=${token}`, origin: 'https://evil.example' };
    }
  }

  function toInject(req: FuzzRequest, mode: Mode): InjectOptions {
    const headers: Record<string, string> = { ...authHeaders(req.auth, mode) };
    if (req.contentEncoding) headers['content-encoding'] = req.contentEncoding;
    const options: InjectOptions = { method: req.method as 'GET', url: req.url, headers };
    const b = req.body;
    if (b.kind === 'json') {
      headers['content-type'] = 'application/json';
      options.payload = JSON.stringify(b.value) ?? 'null';
    } else if (b.kind === 'raw') {
      if (b.contentType) headers['content-type'] = b.contentType;
      options.payload = b.text;
    } else if (b.kind === 'multipart') {
      const { payload, contentType } = multipartPayload(b);
      headers['content-type'] = contentType;
      options.payload = payload;
    }
    return options;
  }

  /** Sessions a successful logout closed are replaced, so the next requests are still signed in. */
  async function renewSessions() {
    const now = t.deps.now();
    const admin = await t.deps.db
      .selectFrom('admin_sessions')
      .select('id')
      .where('token_hash', '=', hashToken(tokens.admin))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!admin) {
      const token = newSessionToken();
      const row = await t.deps.db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
      // A reset password is temporary: the fuzzing admin's own is given back.
      await t.deps.db.updateTable('admins').set({ password_temporary: 0 }).where('id', '=', row.id).execute();
      await insertAdminSession(t.deps.db, row.id, hashToken(token), now, now + 24 * 3600 * 1000);
      tokens.admin = token;
    }
    const shopper = await t.deps.db
      .selectFrom('user_sessions')
      .select('id')
      .where('token_hash', '=', hashToken(tokens.shopper))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    const user = await t.deps.db.selectFrom('users').select('id').where('id', '=', shopperId).executeTakeFirst();
    if (!shopper && user) tokens.shopper = (await openUserSession(t.deps.db, shopperId, now)).token;
  }

  async function check(target: Target, mode: Mode, req: FuzzRequest): Promise<void> {
    const res: LightMyRequestResponse = await t.app.inject(toInject(req, mode));
    sent++;
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const where = `${mode} ${req.method} ${req.url.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, where).toBeLessThan(500);
    if (req.method !== 'HEAD' && res.statusCode >= 400) {
      expect(String(res.headers['content-type']), where).toMatch(/application\/json/);
      const message = errorMessage(res);
      expect(typeof message === 'string' && message.length > 0, where).toBe(true);
    }
    // Messages an accepted request wrote leave through the outbox's worker after the answer:
    // let it finish, so that its writes are not taken for the next request's.
    if (res.statusCode < 400) await t.deps.outbox.drain();
    const after = await snapshotDatabase(t.deps.db, dialect);
    if (res.statusCode >= 400) {
      const changed = changedTables(baseline, after);
      // An admin's request, even refused, is use of the session: it restarts its idle clock.
      const allowed = [...(MAY_WRITE_WHEN_REFUSED[target.id] ?? []), ...(mode === 'admin' ? ['admin_sessions'] : [])];
      const unexpected = changed.filter((table) => !allowed.includes(table));
      expect(unexpected, `refused, yet changed ${unexpected.join(', ')}: ${where}`).toEqual([]);
      if (changed.length > 0) refusedWrites.push(`${target.id}: ${changed.join(', ')}`);
    }
    // Ending sessions: a sign-out, and an account's password reset or changed, or the account changed.
    const endsSessions = res.statusCode < 400 && /logout|password|admins/i.test(req.url);
    if (endsSessions) await renewSessions();
    baseline = endsSessions ? await snapshotDatabase(t.deps.db, dialect) : after;
  }

  it('answers every fixed malformed body on every route and procedure that takes one, as every caller', async () => {
    const bodies = FIXED_MALFORMED;
    const routes = listRoutes(t.app).filter((r) => r.url.startsWith('/api/') && r.method !== 'GET');
    const mutations = listProcedures().filter((p) => p.kind === 'mutation');
    let count = 0;
    for (const mode of MODES) {
      for (const text of bodies) {
        for (const r of routes) {
          const target: Target = { id: `${r.method} ${r.url}`, kind: 'rest', method: r.method, url: r.url };
          await check(target, mode, {
            method: r.method,
            url: r.url.replace(/:([A-Za-z0-9_]+)/g, '1'),
            auth: mode === 'nobody' ? 'none' : 'bearer',
            body: { kind: 'raw', contentType: 'application/json', text },
          });
          count++;
        }
        for (const p of mutations) {
          const target: Target = {
            id: `trpc ${p.path}`,
            kind: 'trpc',
            method: 'POST',
            url: p.path,
            procKind: 'mutation',
          };
          await check(target, mode, {
            method: 'POST',
            url: `/trpc/${p.path}`,
            auth: mode === 'nobody' ? 'none' : 'bearer',
            body: { kind: 'raw', contentType: 'application/json', text },
          });
          count++;
        }
      }
    }
    expect(count).toBeGreaterThan(1000);
  }, 180_000);

  it(`answers ${MIN_REQUESTS}+ fuzzed requests on all routes: no 5xx, JSON errors, no change if refused`, async () => {
    const restTargets: Target[] = listRoutes(t.app)
      .filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/health/'))
      .map((r) => ({ id: `${r.method} ${r.url}`, kind: 'rest', method: r.method, url: r.url }));
    const trpcTargets: Target[] = listProcedures().map((p) => ({
      id: `trpc ${p.path}`,
      kind: 'trpc',
      method: p.kind === 'query' ? 'GET' : 'POST',
      url: p.path,
      procKind: p.kind,
    }));
    const targets = [...restTargets, ...trpcTargets];
    expect(restTargets.length).toBeGreaterThan(25);
    expect(trpcTargets.length).toBeGreaterThan(30);

    const fieldValues = fieldArbitraries(fx);
    const runsPerGroup = Math.ceil((MIN_REQUESTS + 100) / (targets.length * MODES.length));
    const started = Date.now();
    const sentBefore = sent;
    let group = 0;
    for (const mode of MODES) {
      for (const target of targets) {
        group++;
        await fc.assert(
          fc.asyncProperty(requestArb(target, mode, fx, fieldValues), (req) => check(target, mode, req)),
          { numRuns: runsPerGroup, ...(SEED === undefined ? {} : { seed: SEED + group }), endOnFailure: true },
        );
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const generated = sent - sentBefore;
    console.info(
      `fuzz [${dialect}]: ${generated} generated requests over ${restTargets.length} REST routes and ` +
        `${trpcTargets.length} procedures x ${MODES.length} callers in ${seconds} s; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}; refusals that ` +
        `counted a wrong code: ${refusedWrites.length}`,
    );
    expect(generated).toBeGreaterThanOrEqual(MIN_REQUESTS);
    // Both outcomes were exercised: the generator is not only producing garbage.
    expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
    expect([...statuses.keys()].some((s) => s >= 400)).toBe(true);
  }, 180_000);
});
