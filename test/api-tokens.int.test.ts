import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES } from '@shared/messages/api-tokens';
import type { AuditListDto } from '@shared/schemas/audit';
import { hashToken } from '@server/platform/crypto/tokens';
import { bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

// API tokens for integrations (issue 27, item 4): made by an owner with a role, shown once, kept
// hashed, used as a bearer token on REST and tRPC with that role, audited under their name, and
// refused at once when revoked.

describeEachDatabase('API tokens', (dialect) => {
  let t: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = bearer(await t.adminToken());
  });
  afterAll(async () => t.close());

  const make = async (name: string, role: 'owner' | 'staff') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tokens',
      headers: owner,
      payload: { name, role },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ token: string; id: string }>();
  };

  it('answers the secret once, keeps only its hash, and lists tokens without it', async () => {
    const { token, id } = await make('stock sync', 'staff');
    expect(token).toMatch(/^nj_[A-Za-z0-9_-]{43}$/);
    const row = await t.deps.db.selectFrom('api_tokens').selectAll().where('id', '=', Number(id)).executeTakeFirst();
    expect(row?.token_hash).toBe(hashToken(token));
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/tokens', headers: owner });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect(list.json<{ tokens: unknown[] }>().tokens[0]).toEqual({
      _id: id,
      name: 'stock sync',
      role: 'staff',
      createdAt: expect.any(String) as unknown,
      lastUsedAt: null,
      revokedAt: null,
    });
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/tokens', headers: owner, payload: { name: '' } });
    expect(bad.statusCode).toBe(400);
  });

  it("acts with its role on REST and tRPC, audited under the token's name", async () => {
    const staff = bearer((await make('visits board', 'staff')).token);
    expect((await t.app.inject({ method: 'GET', url: '/api/appointments', headers: staff })).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/createCategory',
      headers: staff,
      payload: { name: 'Not Mine' },
    });
    expect(refused.statusCode).toBe(403);

    const { token, id } = await make('catalogue import', 'owner');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/createCategory',
      headers: bearer(token),
      payload: { name: 'Imported' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const viaTrpc = await trpcMutation(t.app, 'catalog.createCategory', { name: 'Imported Too' }, bearer(token));
    expect(viaTrpc.status).toBe(200);
    const audit = await t.app.inject({ method: 'GET', url: '/api/audit?entity=category', headers: owner });
    const [second, first] = audit.json<AuditListDto>().entries;
    for (const entry of [first, second])
      expect(entry?.actor).toEqual({ id: Number(id), username: 'catalogue import', kind: 'token' });
    const list = await trpcQuery<{ tokens: Array<{ id: number; lastUsedAt: number | null }> }>(
      t.app,
      'apiTokens.list',
      undefined,
      owner,
    );
    expect(list.data?.tokens.find((x) => x.id === Number(id))?.lastUsedAt).toEqual(expect.any(Number));

    // A token is no person: it cannot sign out, change a password or enrol a second factor.
    const out = await t.app.inject({ method: 'POST', url: '/api/logoutAdmin', headers: bearer(token) });
    expect(out.statusCode).toBe(403);
    expect(out.json()).toEqual({ message: API_TOKEN_MESSAGES.notForTokens });
  });

  it('is refused (401) from the moment it is revoked, on both doors, and the revocation is audited', async () => {
    const { token, id } = await make('old script', 'owner');
    const headers = bearer(token);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/tokens', headers })).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/admin/tokens/${id}`, headers: owner });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/tokens', headers })).statusCode).toBe(401);
    expect((await trpcQuery(t.app, 'apiTokens.list', undefined, headers)).status).toBe(401);
    const [entry] = (
      await t.app.inject({ method: 'GET', url: '/api/audit?entity=apiToken', headers: owner })
    ).json<AuditListDto>().entries;
    expect(entry).toMatchObject({
      action: 'update',
      entityId: Number(id),
      before: { name: 'old script', revoked: false },
      after: { revoked: true },
    });
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/admin/tokens/999999', headers: owner });
    expect(missing.statusCode).toBe(404);
  });
});
