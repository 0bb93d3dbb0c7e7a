import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { bodyOf, contextFor, paramOf, queryOf } from '../../platform/http/rest-caller';
import { createCallerFactory } from '../../platform/trpc/init';
import { adminRouter } from './admin.router';

const createCaller = createCallerFactory(adminRouter);

export function registerAdminRoutes(api: FastifyInstance, deps: AppDeps): void {
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));
  api.post('/loginAdmin', async (req, reply) => {
    const b = bodyOf(req);
    return call(req, reply).login({ username: b.username, password: b.password } as never);
  });

  api.post('/logoutAdmin', async (req, reply) => call(req, reply).logout());
}

// ---- merged from src/server/rest/account-admin.ts
import type { AppointmentDto } from '../../../shared/schemas/appointments';
import type { UserSummaryDto } from '../../../shared/schemas/users';

// The admin's views of shoppers and their visit requests. Never a password, hash or code.

const userOut = (u: UserSummaryDto) => ({
  _id: String(u.id),
  fullname: u.fullname,
  email: u.email,
  phone: u.phone,
  verified: u.verified,
  joinedAt: new Date(u.joinedAt).toISOString(),
});

const appointmentOut = (a: AppointmentDto) => ({
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
  items: a.items.map((i) => ({ productId: i.productId === null ? null : String(i.productId), name: i.name, quantity: i.quantity })),
});

export function registerAccountAdminRoutes(api: FastifyInstance, deps: AppDeps): void {
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));
  api.get('/getAllUser', async (req, reply) => {
    const q = queryOf(req);
    const result = await call(req, reply).users({ page: q.page ?? undefined, q: q.q ?? undefined } as never);
    return { users: result.users.map(userOut), page: result.page, total: result.total, totalPages: result.totalPages };
  });

  api.get('/appointments', async (req, reply) => {
    const q = queryOf(req);
    const result = await call(req, reply).appointments({ page: q.page ?? undefined } as never);
    return { appointments: result.appointments.map(appointmentOut), page: result.page, total: result.total, totalPages: result.totalPages };
  });

  api.post('/appointments/:id/handled', async (req, reply) =>
    call(req, reply).markAppointmentHandled({ id: paramOf(req, 'id') } as never),
  );
}
