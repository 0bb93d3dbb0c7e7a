import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { bodyOf, contextFor, paramOf } from '../../platform/http/rest-caller';
import { createCallerFactory } from '../../platform/trpc/init';
import { authRouter } from './accounts.router';

const createCaller = createCallerFactory(authRouter);

// Shopper accounts at the documented paths. Ids travel as strings.

export function registerAuthRoutes(api: FastifyInstance, deps: AppDeps): void {
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));
  api.post('/signup', async (req, reply) => {
    const b = bodyOf(req);
    const { userId } = await call(req, reply).signup({ fullname: b.fullname, phone: b.phone, email: b.email, password: b.password } as never);
    return reply.code(201).send({ userId: String(userId) });
  });

  api.post('/verifyUser/:userId', async (req, reply) => {
    const b = bodyOf(req);
    const { token, userId } = await call(req, reply).verifyUser({ userId: paramOf(req, 'userId'), emailOtp: b.emailOtp, phoneOtp: b.phoneOtp } as never);
    return { token, userId: String(userId) };
  });

  api.post('/loginUser', async (req, reply) => {
    const b = bodyOf(req);
    const input = b.token !== undefined && b.phoneEmail === undefined && b.password === undefined ? { token: b.token } : { phoneEmail: b.phoneEmail, password: b.password };
    const { token, user } = await call(req, reply).loginUser(input as never);
    return { token, user: { id: String(user.id) } };
  });

  api.post('/sendOtp', async (req, reply) => call(req, reply).sendOtp({ phoneEmail: bodyOf(req).phoneEmail } as never));

  api.post('/forgetPassword', async (req, reply) => {
    const b = bodyOf(req);
    const { token, userId } = await call(req, reply).forgetPassword({ phoneEmail: b.phoneEmail, otp: b.otp, password: b.password } as never);
    return { token, userId: String(userId) };
  });

  api.post('/logout', async (req, reply) => call(req, reply).logout());

  api.get('/me', async (req, reply) => {
    const { user, admin } = await call(req, reply).me();
    return { user: user ? { id: String(user.id), fullname: user.fullname } : null, admin };
  });
}
