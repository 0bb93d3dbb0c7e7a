import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { bodyOf, callerFor } from './caller';

export function registerShopRoutes(api: FastifyInstance, deps: AppDeps): void {
  api.get('/shopInfo', async (req, reply) => callerFor(deps, req, reply).shop.info());

  api.post('/bookAppointment', async (req, reply) => {
    const b = bodyOf(req);
    const { message, id } = await callerFor(deps, req, reply).shop.bookAppointment({
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
