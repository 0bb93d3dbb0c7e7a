import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_SHOP_INFO, SHOWROOMS } from '@shared/constants';
import { appointmentInput } from '@shared/schemas/appointments';
import type { AppDeps } from '@server/platform/deps';
import { contextFor, errorAnswers, validatedBody, type ZodTypeProvider } from '@server/platform/http/rest';
import { createCallerFactory } from '@server/platform/trpc/init';
import { shopRouter } from './shop.router';

const createCaller = createCallerFactory(shopRouter);
const tags = ['Showrooms'];

const showroomWire = z.object({
  id: z.enum(SHOWROOMS),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.string(),
  mapUrl: z.string(),
});
const shopInfoWire = z
  .object({
    name: z.string(),
    phone: z.string(),
    whatsapp: z.string(),
    email: z.string(),
    showrooms: z.array(showroomWire),
  })
  .meta({ examples: [DEFAULT_SHOP_INFO] });

export function registerShopRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));

  api.get(
    '/shopInfo',
    {
      schema: { tags, summary: 'Showrooms and contact details', response: { 200: shopInfoWire } },
    },
    async (req, reply) => call(req, reply).info(),
  );

  api.post(
    '/bookAppointment',
    {
      schema: {
        tags,
        summary: "Request a showroom visit (with a piece, a wishlist's pieces, or a signed-in shopper's cart)",
        // Older integrations send null for the optional fields.
        body: validatedBody(
          appointmentInput,
          {
            name: 'Asha Patil',
            email: 'asha@example.in',
            mobile: '9876543210',
            showroom: 'nerul',
            preferredDate: '2026-12-05',
            message: 'Bridal set',
            includeCart: false,
          },
          { nullMeansAbsent: ['address', 'message', 'includeCart', 'piece', 'pieces'] },
        ),
        response: { 201: z.object({ message: z.string(), id: z.string() }), ...errorAnswers(400, 403, 429, 503) },
      },
    },
    async (req, reply) => {
      const { message, id } = await call(req, reply).bookAppointment(req.body);
      return reply.code(201).send({ message, id: String(id) });
    },
  );
}
