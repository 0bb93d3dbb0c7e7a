import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_SHOP_INFO, SHOWROOMS } from '@shared/constants';
import { appointmentInput } from '@shared/schemas/appointments';
import { VISIT_STATUSES } from '@shared/messages/visits';
import { visitScheduleSchema } from '@shared/schemas/visits';
import { toVisitPieceWire, visitPieceWire } from '@shared/schemas/visits-wire';
import { scheduleFromHoursText } from '@shared/visit-schedule';
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
  schedule: visitScheduleSchema.optional().describe('The visiting schedule the hours are printed from (always given)'),
});
const shopInfoWire = z
  .object({
    name: z.string(),
    phone: z.string(),
    whatsapp: z.string(),
    email: z.string(),
    showrooms: z.array(showroomWire),
  })
  .meta({
    examples: [
      {
        ...DEFAULT_SHOP_INFO,
        showrooms: DEFAULT_SHOP_INFO.showrooms.map((s) => ({ ...s, schedule: scheduleFromHoursText(s.hours) })),
      },
    ],
  });

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
        summary: "Book a showroom visit (with a piece, a wishlist's pieces, or a signed-in shopper's cart)",
        description:
          'With `slotStart` (a free slot of GET /api/visitSlots) the visit is `confirmed` at once; a full slot is ' +
          '409, a time outside the schedule 400. Without it the visit is `requested` on `preferredDate`, for the ' +
          'shop to give it a time. With a time, `pieceIds` (at most 5 pieces in stock at that showroom, as ' +
          'GET /api/getProduct/{id} lists them) are held for the visit until the slot ends plus 2 hours, or until ' +
          'it is cancelled or marked; a piece held, sold or elsewhere refuses the whole booking with 409 naming ' +
          'the piece by its design and showroom.',
        // Older integrations send null for the optional fields.
        body: validatedBody(
          appointmentInput,
          {
            name: 'Asha Patil',
            email: 'asha@example.in',
            mobile: '9876543210',
            showroom: 'nerul',
            preferredDate: '2026-12-05',
            slotStart: '2026-12-05T16:00:00+05:30',
            pieceIds: ['41'],
            message: 'Bridal set',
            includeCart: false,
          },
          {
            nullMeansAbsent: [
              'address',
              'message',
              'includeCart',
              'piece',
              'pieces',
              'slotStart',
              'preferredDate',
              'pieceIds',
            ],
          },
        ),
        response: {
          201: z.object({
            message: z.string(),
            id: z.string(),
            status: z.enum(VISIT_STATUSES),
            slotStart: z.string().nullable().describe('ISO 8601 with +05:30; null when requested without a time'),
            heldPieces: z.array(visitPieceWire).describe('The pieces held for the visit (never their tags)'),
          }),
          ...errorAnswers(400, 403, 409, 429, 503),
        },
      },
    },
    async (req, reply) => {
      const booked = await call(req, reply).bookAppointment(req.body);
      return reply
        .code(201)
        .send({ ...booked, id: String(booked.id), heldPieces: booked.heldPieces.map(toVisitPieceWire) });
    },
  );
}
