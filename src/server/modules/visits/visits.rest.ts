import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SHOWROOMS } from '@shared/constants';
import { VISIT_STATUSES } from '@shared/messages/visits';
import { appointmentStatusInput, visitScheduleSchema, visitSlotsInput } from '@shared/schemas/visits';
import { toVisitPieceWire, visitPieceWire } from '@shared/schemas/visits-wire';
import { SCHEDULE_DEFAULTS, weeklyFromHoursText } from '@shared/visit-schedule';
import type { AppDeps } from '@server/platform/deps';
import {
  contextFor,
  errorAnswers,
  jsonBody,
  SECURITY,
  validatedBody,
  type ZodTypeProvider,
} from '@server/platform/http/rest';
import { idSchema } from '@shared/schemas/common';
import { createCallerFactory } from '@server/platform/trpc/init';
import { visitsRouter } from './visits.router';

const createCaller = createCallerFactory(visitsRouter);

const exampleSchedule = {
  weekly: weeklyFromHoursText('Tuesday to Sunday, 10:30 am to 8:30 pm'),
  closedDates: ['2026-11-08'],
  ...SCHEDULE_DEFAULTS,
};

const slotWire = z.object({
  start: z.string().describe('ISO 8601 with +05:30'),
  end: z.string().describe('ISO 8601 with +05:30'),
  free: z.number().int().describe('Places left in the slot'),
});

export function registerVisitRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));

  api.get(
    '/visitSlots',
    {
      schema: {
        tags: ['Showrooms'],
        summary: "A showroom's visiting slots from a day, for 1 to 31 days, with the places left",
        description:
          'Only slots inside the opening hours, at least the lead time ahead, within the horizon and not on a ' +
          'closed date. Times are India time (+05:30).',
        querystring: visitSlotsInput,
        response: { 200: z.object({ slots: z.array(slotWire) }), ...errorAnswers(400, 429, 503) },
      },
    },
    async (req, reply) => call(req, reply).slots(req.query),
  );

  api.put(
    '/showrooms/:id/schedule',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags: ['Showrooms'],
        summary: "Set a showroom's visiting schedule (owners)",
        description:
          'Weekly opening ranges per day (HH:MM, India time; an empty list: closed), closed dates, slot length ' +
          'in minutes, visitors per slot, lead time in minutes and horizon in days. Audited.',
        security: SECURITY.admin,
        params: z.object({ id: z.enum(SHOWROOMS) }),
        body: validatedBody(visitScheduleSchema, exampleSchedule),
        response: {
          200: z.object({ message: z.string(), schedule: visitScheduleSchema }),
          ...errorAnswers(400, 401, 403, 503),
        },
      },
    },
    async (req, reply) => call(req, reply).setSchedule({ showroom: req.params.id, schedule: req.body }),
  );

  const { id: _id, ...statusFields } = appointmentStatusInput.shape;
  api.post(
    '/appointments/:id/status',
    {
      config: { policy: { auth: 'staff' } },
      schema: {
        tags: ['Appointments'],
        summary: "Change a visit's status: confirm (with a time), move, visited, noShow or cancelled",
        description:
          'requested -> confirmed (needs `slotStart`) -> visited | noShow; cancelled from requested or confirmed; ' +
          'a confirmed visit given another `slotStart` moves (its held pieces with it). Anything else is 409 ' +
          'naming both statuses. Cancelling or marking a visit ends its holds: marked `visited`, the pieces in ' +
          '`soldPieceIds` (among its held pieces) are sold and the rest go back in stock; cancelled or `noShow`, ' +
          'all go back. Staff reach their own showroom’s visits only. Audited, as is each piece moved.',
        security: SECURITY.admin,
        params: z.object({ id: idSchema }),
        body: jsonBody(statusFields, { status: 'visited', soldPieceIds: ['41'], note: 'Bought the jhumkas' }),
        response: {
          200: z.object({
            message: z.string(),
            id: z.string(),
            status: z.enum(VISIT_STATUSES),
            slotStart: z.string().nullable(),
            heldPieces: z.array(visitPieceWire).describe('The pieces held for the visit, with their tags'),
          }),
          ...errorAnswers(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (req, reply) => {
      const result = await call(req, reply).setStatus({ ...req.body, id: req.params.id });
      return { ...result, id: String(result.id), heldPieces: result.heldPieces.map(toVisitPieceWire) };
    },
  );
}
