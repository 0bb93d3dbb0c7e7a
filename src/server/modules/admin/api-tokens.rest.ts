import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ADMIN_ROLES } from '@shared/constants';
import { apiTokenIdInput, createApiTokenInput, type ApiTokenDto } from '@shared/schemas/api-tokens';
import type { AppDeps } from '@server/platform/deps';
import {
  contextFor,
  errorAnswers,
  jsonBody,
  messageAnswer,
  SECURITY,
  type ZodTypeProvider,
} from '@server/platform/http/rest';
import { createCallerFactory } from '@server/platform/trpc/init';
import { apiTokensRouter } from './api-tokens.router';

const createCaller = createCallerFactory(apiTokensRouter);
const tags = ['API tokens'];

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const tokenWire = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
  createdAt: z.string().describe('ISO 8601'),
  lastUsedAt: z.string().nullable().describe('ISO 8601; null: never used'),
  revokedAt: z.string().nullable().describe('ISO 8601; null: still valid'),
});
const tokenOut = (t: ApiTokenDto): z.infer<typeof tokenWire> => ({
  _id: String(t.id),
  name: t.name,
  role: t.role,
  createdAt: new Date(t.createdAt).toISOString(),
  lastUsedAt: iso(t.lastUsedAt),
  revokedAt: iso(t.revokedAt),
});

export function registerApiTokenRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));

  api.get(
    '/admin/tokens',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Every API token, newest first, never its secret (owners only)',
        security: SECURITY.admin,
        response: { 200: z.object({ tokens: z.array(tokenWire) }), ...errorAnswers(401, 403, 503) },
      },
    },
    async (req, reply) => ({ tokens: (await call(req, reply).list()).tokens.map(tokenOut) }),
  );

  api.post(
    '/admin/tokens',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Create an API token with a role (owners only); its secret is answered once',
        description:
          'Send it as `Authorization: Bearer <token>` on REST and tRPC: it acts with its role, is audited under its ' +
          'name, and is refused (401) from the moment it is revoked. It cannot sign out or change a password.',
        security: SECURITY.admin,
        body: jsonBody(createApiTokenInput.shape, { name: 'stock sync', role: 'staff' }),
        response: {
          201: z.object({
            token: z.string().describe('Shown once: `nj_` and 43 characters; only its SHA-256 is kept'),
            id: z.string(),
          }),
          ...errorAnswers(400, 401, 403, 503),
        },
      },
    },
    async (req, reply) => {
      const made = await call(req, reply).create(req.body);
      return reply.code(201).send({ token: made.token, id: String(made.id) });
    },
  );

  api.delete(
    '/admin/tokens/:id',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Revoke an API token (owners only): refused from the next request on',
        security: SECURITY.admin,
        params: apiTokenIdInput,
        response: { 200: messageAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (req, reply) => call(req, reply).revoke({ id: req.params.id }),
  );
}
