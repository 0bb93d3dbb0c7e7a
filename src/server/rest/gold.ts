import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { bodyOf, callerFor } from './caller';

export function registerGoldRoutes(api: FastifyInstance, deps: AppDeps): void {
  api.get('/getGold', async (req, reply) => {
    const { price, updatedAt } = await callerFor(deps, req, reply).gold.current();
    return { price, updatedAt: updatedAt === null ? null : new Date(updatedAt).toISOString() };
  });

  api.post('/updateGold', async (req, reply) => {
    return callerFor(deps, req, reply).gold.update({ price: bodyOf(req).price } as never);
  });
}
