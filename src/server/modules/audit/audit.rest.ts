import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditListInput, auditListOutput, auditVerifyOutput } from '@shared/schemas/audit';
import type { AppDeps } from '@server/platform/deps';
import { contextFor, emptyAsAbsent, errorAnswers, SECURITY, type ZodTypeProvider } from '@server/platform/http/rest';
import { createCallerFactory } from '@server/platform/trpc/init';
import { auditRouter } from './audit.router';

const createCaller = createCallerFactory(auditRouter);
const tags = ['Audit log'];

const listQuery = auditListInput.shape;

const entryExample = {
  id: 42,
  at: 1795400000000,
  actor: { id: 1, username: 'curator', kind: 'admin' },
  address: '203.0.113.7',
  action: 'update',
  entity: 'metalRates',
  entityId: null,
  before: { metals: ['gold'], rates: [{ metal: 'gold', purity: '24K', pricePaise: 780000 }] },
  after: { metals: ['gold'], rates: [{ metal: 'gold', purity: '24K', pricePaise: 790000 }] },
  hash: '9f2c…',
};

export function registerAuditRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));

  api.get(
    '/audit',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Audit log entries, newest first, 20 a page',
        description:
          'Every admin write, recorded in the transaction of the write. Filter by actor (username), entity, action ' +
          'and a time range (from and to: YYYY-MM-DD, a whole day in UTC, or ISO 8601).',
        security: SECURITY.admin,
        querystring: z.object({
          actor: emptyAsAbsent(z.string()).describe('An admin username'),
          entity: emptyAsAbsent(z.string()).describe('product, productPhoto, category, metalRates…'),
          action: emptyAsAbsent(z.string()).describe('create, update, delete, signIn, signInFailed or signOut'),
          from: emptyAsAbsent(z.string()).describe('YYYY-MM-DD or ISO 8601; inclusive'),
          to: emptyAsAbsent(z.string()).describe('YYYY-MM-DD (the whole day) or ISO 8601; inclusive'),
          page: emptyAsAbsent(listQuery.page.unwrap()),
        }),
        response: {
          200: auditListOutput.meta({ examples: [{ entries: [entryExample], page: 1, totalPages: 1, total: 1 }] }),
          ...errorAnswers(400, 401, 403, 503),
        },
      },
    },
    async (req, reply) => call(req, reply).list(req.query),
  );

  api.get(
    '/audit/verify',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: "Checks the audit log's hash chain",
        description:
          'Recomputes every entry’s hash from the one before it: ok is false, with the first broken entry, when a ' +
          'row was edited or removed.',
        security: SECURITY.admin,
        response: {
          200: auditVerifyOutput.meta({ examples: [{ ok: true, checked: 1204, firstBrokenId: null }] }),
          ...errorAnswers(401, 403, 503),
        },
      },
    },
    async (req, reply) => call(req, reply).verify(),
  );
}
