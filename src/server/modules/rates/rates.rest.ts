import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { bodyOf, contextFor } from '../../platform/http/rest-caller';
import { createCallerFactory } from '../../platform/trpc/init';
import { goldRouter } from './rates.router';

const createCaller = createCallerFactory(goldRouter);

export function registerGoldRoutes(api: FastifyInstance, deps: AppDeps): void {
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));
  api.get('/getGold', async (req, reply) => {
    const { price, updatedAt } = await call(req, reply).current();
    return { price, updatedAt: updatedAt === null ? null : new Date(updatedAt).toISOString() };
  });

  api.post('/updateGold', async (req, reply) => {
    return call(req, reply).update({ price: bodyOf(req).price } as never);
  });
}
