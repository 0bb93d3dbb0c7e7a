import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SHOWROOMS } from '@shared/constants';
import { VISIT_STATUSES } from '@shared/messages/visits';
import { toVisitPieceWire, visitPieceWire } from '@shared/schemas/visits-wire';
import { listAppointmentsInput, markAppointmentHandledInput, type AppointmentDto } from '@shared/schemas/appointments';
import { adminLoginInput, adminTokenAnswer } from '@shared/schemas/admin-auth';
import { listUsersInput, type UserSummaryDto } from '@shared/schemas/users';
import type { AppDeps } from '@server/platform/deps';
import {
  contextFor,
  errorAnswers,
  jsonBody,
  messageAnswer,
  SECURITY,
  type ZodTypeProvider,
} from '@server/platform/http/rest';
import { createCallerFactory } from '@server/platform/trpc/init';
import { adminRouter } from './admin.router';

const createCaller = createCallerFactory(adminRouter);

// The admin's sign-in, and the admin's views of shoppers and their visit requests. Never a
// password, hash or code.

const userWire = z.object({
  _id: z.string(),
  fullname: z.string(),
  email: z.string(),
  phone: z.string(),
  verified: z.boolean(),
  joinedAt: z.string().describe('ISO 8601'),
});
const userOut = (u: UserSummaryDto): z.infer<typeof userWire> => ({
  _id: String(u.id),
  fullname: u.fullname,
  email: u.email,
  phone: u.phone,
  verified: u.verified,
  joinedAt: new Date(u.joinedAt).toISOString(),
});

const appointmentWire = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  message: z.string(),
  showroom: z.enum(SHOWROOMS),
  preferredDate: z.string().describe('YYYY-MM-DD'),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  status: z.enum(VISIT_STATUSES),
  slotStart: z.string().nullable().describe('ISO 8601 with +05:30; null while requested without a time'),
  statusNote: z.string().nullable(),
  items: z.array(
    z.object({
      productId: z.string().nullable(),
      name: z.string(),
      size: z.string().nullable().describe('The size asked for; null for a piece without sizes'),
      quantity: z.number().int(),
    }),
  ),
  heldPieces: z.array(visitPieceWire).describe('Pieces of stock held for the visit, with their tags'),
});
const appointmentOut = (a: AppointmentDto): z.infer<typeof appointmentWire> => ({
  _id: String(a.id),
  name: a.name,
  email: a.email,
  mobile: a.mobile,
  address: a.address,
  message: a.message,
  showroom: a.showroom,
  preferredDate: a.preferredDate,
  createdAt: new Date(a.createdAt).toISOString(),
  handledAt: a.handledAt === null ? null : new Date(a.handledAt).toISOString(),
  status: a.status,
  slotStart: a.slotStart,
  statusNote: a.statusNote,
  items: a.items.map((i) => ({
    productId: i.productId === null ? null : String(i.productId),
    name: i.name,
    size: i.size,
    quantity: i.quantity,
  })),
  heldPieces: a.heldPieces.map(toVisitPieceWire),
});

const pageFields = { page: z.number().int(), total: z.number().int(), totalPages: z.number().int() };

export function registerAdminRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));

  api.post(
    '/loginAdmin',
    {
      config: { policy: { auth: 'public', bodyLimit: 'auth' } },
      schema: {
        tags: ['Admin'],
        summary: 'Sign in as admin: the token, and the adminToken cookie',
        description:
          'An account with two-step sign-in on answers `{ mfaRequired: true, challenge }` instead, with no ' +
          'token and no cookie: `POST /api/loginAdmin/mfa` answers the challenge with a code.',
        body: jsonBody(adminLoginInput.shape, { username: 'owner', password: 'a long secret' }),
        response: {
          200: z.union([
            adminTokenAnswer,
            z.object({
              mfaRequired: z.literal(true),
              challenge: z.string().describe('Answered within 5 minutes, at most 5 tries'),
            }),
          ]),
          ...errorAnswers(400, 401, 429, 503),
        },
      },
    },
    async (req, reply) => call(req, reply).login({ username: req.body.username, password: req.body.password }),
  );

  api.post(
    '/logoutAdmin',
    {
      config: { policy: { auth: 'anyAdmin' } },
      schema: {
        tags: ['Admin'],
        summary: 'End the admin session',
        security: SECURITY.admin,
        response: { 200: messageAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (req, reply) => call(req, reply).logout(),
  );

  api.get(
    '/getAllUser',
    {
      config: { policy: { auth: 'staff' } },
      schema: {
        tags: ['Admin'],
        summary: 'Registered shoppers, newest first: 15 a page with `page`, else all of them as an array',
        description:
          'With `page`: `{ users, totalPages, page, total }`. Without it, as the specification has it: an array ' +
          'of every shopper, newest first, at most 1,000, with the total in the `X-Total-Count` header.',
        security: SECURITY.admin,
        querystring: listUsersInput.unwrap(),
        response: {
          200: z.union([z.object({ users: z.array(userWire), ...pageFields }), z.array(userWire)]),
          ...errorAnswers(400, 401, 403, 503),
        },
      },
    },
    async (req, reply) => {
      if (req.query.page === undefined) {
        const all = await call(req, reply).allUsers(req.query);
        void reply.header('x-total-count', String(all.total));
        return all.users.map(userOut);
      }
      const result = await call(req, reply).users(req.query);
      return {
        users: result.users.map(userOut),
        page: result.page,
        total: result.total,
        totalPages: result.totalPages,
      };
    },
  );

  api.get(
    '/appointments',
    {
      config: { policy: { auth: 'staff' } },
      schema: {
        tags: ['Appointments'],
        summary: 'Showroom visit requests, newest first',
        security: SECURITY.admin,
        querystring: listAppointmentsInput.unwrap(),
        response: {
          200: z.object({ appointments: z.array(appointmentWire), ...pageFields }),
          ...errorAnswers(400, 401, 403, 503),
        },
      },
    },
    async (req, reply) => {
      const result = await call(req, reply).appointments(req.query);
      return {
        appointments: result.appointments.map(appointmentOut),
        page: result.page,
        total: result.total,
        totalPages: result.totalPages,
      };
    },
  );

  api.post(
    '/appointments/:id/handled',
    {
      config: { policy: { auth: 'staff' } },
      schema: {
        tags: ['Appointments'],
        summary: 'Mark a visit request handled',
        security: SECURITY.admin,
        params: markAppointmentHandledInput,
        response: { 200: messageAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (req, reply) => call(req, reply).markAppointmentHandled({ id: req.params.id }),
  );
}
