import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { bodyOf, contextFor, queryOf } from '../../platform/http/rest-caller';
import { createCallerFactory } from '../../platform/trpc/init';
import { goldRouter, ratesRouter } from './rates.router';

const createCaller = createCallerFactory(goldRouter);
const createRatesCaller = createCallerFactory(ratesRouter);

export function registerGoldRoutes(api: FastifyInstance, deps: AppDeps): void {
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));
  api.get('/getGold', async (req, reply) => {
    const { price, updatedAt } = await call(req, reply).current();
    return { price, updatedAt: updatedAt === null ? null : new Date(updatedAt).toISOString() };
  });

  api.post('/updateGold', async (req, reply) => {
    return call(req, reply).update({ price: bodyOf(req).price } as never);
  });

  const rates = (req: FastifyRequest, reply: FastifyReply) => createRatesCaller(contextFor(deps, req, reply));
  api.get('/getRates', async (req, reply) => rates(req, reply).list());

  api.post('/updateRates', async (req, reply) => rates(req, reply).update({ rates: bodyOf(req).rates } as never));

  api.get('/getRateHistory', async (req, reply) => {
    const q = queryOf(req);
    return rates(req, reply).history({ metal: q.metal, purity: q.purity || undefined, limit: q.limit || undefined } as never);
  });
}
