import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { bodyOf, contextFor } from '../../platform/http/rest-caller';
import { createCallerFactory } from '../../platform/trpc/init';
import { shopRouter } from './shop.router';

const createCaller = createCallerFactory(shopRouter);

export function registerShopRoutes(api: FastifyInstance, deps: AppDeps): void {
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));
  api.get('/shopInfo', async (req, reply) => call(req, reply).info());

  api.post('/bookAppointment', async (req, reply) => {
    const b = bodyOf(req);
    const { message, id } = await call(req, reply).bookAppointment({
      name: b.name,
      email: b.email,
      mobile: b.mobile,
      address: b.address ?? undefined,
      message: b.message ?? undefined,
      showroom: b.showroom,
      preferredDate: b.preferredDate,
      includeCart: b.includeCart ?? undefined,
    } as never);
    return reply.code(201).send({ message, id: String(id) });
  });
}
