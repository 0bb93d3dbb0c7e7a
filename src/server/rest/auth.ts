import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { bodyOf, callerFor, paramOf } from './caller';

// Shopper accounts at the documented paths. Ids travel as strings.

export function registerAuthRoutes(api: FastifyInstance, deps: AppDeps): void {
  api.post('/signup', async (req, reply) => {
    const b = bodyOf(req);
    const { userId } = await callerFor(deps, req, reply).auth.signup({ fullname: b.fullname, phone: b.phone, email: b.email, password: b.password } as never);
    return reply.code(201).send({ userId: String(userId) });
  });

  api.post('/verifyUser/:userId', async (req, reply) => {
    const b = bodyOf(req);
    const { token, userId } = await callerFor(deps, req, reply).auth.verifyUser({ userId: paramOf(req, 'userId'), emailOtp: b.emailOtp, phoneOtp: b.phoneOtp } as never);
    return { token, userId: String(userId) };
  });

  api.post('/loginUser', async (req, reply) => {
    const b = bodyOf(req);
    const input = b.token !== undefined && b.phoneEmail === undefined && b.password === undefined ? { token: b.token } : { phoneEmail: b.phoneEmail, password: b.password };
    const { token, user } = await callerFor(deps, req, reply).auth.loginUser(input as never);
    return { token, user: { id: String(user.id) } };
  });

  api.post('/sendOtp', async (req, reply) => callerFor(deps, req, reply).auth.sendOtp({ phoneEmail: bodyOf(req).phoneEmail } as never));

  api.post('/forgetPassword', async (req, reply) => {
    const b = bodyOf(req);
    const { token, userId } = await callerFor(deps, req, reply).auth.forgetPassword({ phoneEmail: b.phoneEmail, otp: b.otp, password: b.password } as never);
    return { token, userId: String(userId) };
  });

  api.post('/logout', async (req, reply) => callerFor(deps, req, reply).auth.logout());

  api.get('/me', async (req, reply) => {
    const { user, admin } = await callerFor(deps, req, reply).auth.me();
    return { user: user ? { id: String(user.id), fullname: user.fullname } : null, admin };
  });
}
