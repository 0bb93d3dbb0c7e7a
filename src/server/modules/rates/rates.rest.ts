import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { updateGoldInput } from '../../../shared/schemas/gold';
import type { AppDeps } from '../../platform/deps';
import { contextFor, errorAnswers, jsonBody, requireRole, SECURITY, type ZodTypeProvider } from '../../platform/http/rest';
import { createCallerFactory } from '../../platform/trpc/init';
import { goldRouter } from './rates.router';

const createCaller = createCallerFactory(goldRouter);
const tags = ['Metal rates'];

const goldAnswer = z
  .object({ price: z.number().nullable().describe('Rupees per gram of 24K gold; null when never set'), updatedAt: z.string().nullable().describe('ISO 8601') })
  .meta({ examples: [{ price: 7245.5, updatedAt: '2026-11-23T04:30:00.000Z' }] });

export function registerGoldRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));

  api.get('/getGold', {
    schema: { tags, summary: "Today's fine gold (24K) rate per gram", response: { 200: goldAnswer, ...errorAnswers(503) } },
  }, async (req, reply) => {
    const { price, updatedAt } = await call(req, reply).current();
    return { price, updatedAt: updatedAt === null ? null : new Date(updatedAt).toISOString() };
  });

  api.post('/updateGold', {
    onRequest: requireRole(deps, 'admin'),
    schema: {
      tags, summary: 'Set the fine gold (24K) rate per gram', security: SECURITY.admin,
      body: jsonBody(updateGoldInput.shape, { price: 7245.5 }),
      response: { 200: z.object({ message: z.string(), price: z.number() }), ...errorAnswers(400, 401, 403, 503) },
    },
  }, async (req, reply) => call(req, reply).update({ price: req.body.price }));
}
