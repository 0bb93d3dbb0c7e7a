import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  loginInput,
  resetInput,
  sendOtpInput,
  sessionAnswer,
  signupAnswer,
  signupInput,
  verifyInput,
} from '@shared/schemas/auth';
import type { AppDeps } from '@server/platform/deps';
import {
  contextFor,
  errorAnswers,
  jsonBody,
  messageAnswer,
  SECURITY,
  validatedBody,
  type ZodTypeProvider,
} from '@server/platform/http/rest';
import { createCallerFactory } from '@server/platform/trpc/init';
import { authRouter } from './accounts.router';

const createCaller = createCallerFactory(authRouter);
const tags = ['Shopper accounts'];

// Shopper accounts at the documented paths. Ids travel as strings.

export function registerAuthRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));

  api.post(
    '/signup',
    {
      config: { policy: { auth: 'public', bodyLimit: 'auth' } },
      schema: {
        tags,
        summary: 'Register: a code goes to the email and one to the phone',
        description:
          'Sending the same details again (after `resendInSeconds`) sends new codes and answers a new ' +
          '`userId`; the earlier codes stop working. Sooner, the answer is 429.',
        body: validatedBody(signupInput, {
          fullname: 'Asha Patil',
          phone: '9876543210',
          email: 'asha@example.in',
          password: 'a long passphrase',
        }),
        response: {
          201: signupAnswer,
          ...errorAnswers(400, 409, 429, 503),
        },
      },
    },
    async (req, reply) => {
      return reply.code(201).send(await call(req, reply).signup(req.body));
    },
  );

  api.post(
    '/verifyUser/:userId',
    {
      config: { policy: { auth: 'public', bodyLimit: 'auth' } },
      schema: {
        tags,
        summary: 'Verify both codes and open the first session',
        params: z.object({ userId: verifyInput.shape.userId }),
        body: jsonBody(
          { emailOtp: verifyInput.shape.emailOtp, phoneOtp: verifyInput.shape.phoneOtp },
          { emailOtp: '482913', phoneOtp: '105776' },
        ),
        response: { 200: sessionAnswer, ...errorAnswers(400, 401, 429, 503) },
      },
    },
    async (req, reply) => {
      const { token, userId } = await call(req, reply).verifyUser({ userId: req.params.userId, ...req.body });
      return { token, userId: String(userId) };
    },
  );

  api.post(
    '/loginUser',
    {
      config: { policy: { auth: 'public', bodyLimit: 'auth' } },
      schema: {
        tags,
        summary: 'Sign in with phone or email and password, or check a token',
        body: validatedBody(loginInput, { phoneEmail: 'asha@example.in', password: 'a long passphrase' }),
        response: {
          200: z.object({ token: z.string(), user: z.object({ id: z.string() }) }),
          ...errorAnswers(400, 401, 403, 429, 503),
        },
      },
    },
    async (req, reply) => {
      const { token, user } = await call(req, reply).loginUser(req.body);
      return { token, user: { id: String(user.id) } };
    },
  );

  api.post(
    '/sendOtp',
    {
      config: { policy: { auth: 'public', bodyLimit: 'auth' } },
      schema: {
        tags,
        summary: 'Send a password-reset code (the same answer whether or not an account exists)',
        body: validatedBody(sendOtpInput, { phoneEmail: '9876543210' }),
        response: { 200: messageAnswer, ...errorAnswers(400, 429, 503) },
      },
    },
    async (req, reply) => call(req, reply).sendOtp(req.body),
  );

  api.post(
    '/forgetPassword',
    {
      config: { policy: { auth: 'public', bodyLimit: 'auth' } },
      schema: {
        tags,
        summary: 'Set a new password with a reset code; ends every other session',
        body: validatedBody(resetInput, { phoneEmail: '9876543210', otp: '482913', password: 'a new long passphrase' }),
        response: { 200: sessionAnswer, ...errorAnswers(400, 401, 429, 503) },
      },
    },
    async (req, reply) => {
      const { token, userId } = await call(req, reply).forgetPassword(req.body);
      return { token, userId: String(userId) };
    },
  );

  api.post(
    '/logout',
    {
      // Public on purpose: ending a session that has already expired is not an error.
      schema: {
        tags,
        summary: 'End the shopper session, if any',
        security: [...SECURITY.shopper, {}],
        response: { 200: messageAnswer, ...errorAnswers(403) },
      },
    },
    async (req, reply) => call(req, reply).logout(),
  );

  // The first version's client asks who the bearer of its token is, and drops the token when this fails.
  api.get(
    '/getUser',
    {
      config: { policy: { auth: 'shopper' } },
      schema: {
        tags,
        summary: "The signed-in shopper's name and contact details",
        security: SECURITY.shopper,
        response: {
          200: z.object({ _id: z.string(), fullname: z.string(), email: z.string(), phone: z.string() }).meta({
            examples: [{ _id: '41', fullname: 'Asha Patil', email: 'asha@example.in', phone: '+919876543210' }],
          }),
          ...errorAnswers(401, 403, 503),
        },
      },
    },
    async (req, reply) => {
      const { id, fullname, email, phone } = await call(req, reply).contact();
      return { _id: String(id), fullname, email, phone };
    },
  );

  api.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'Who is signed in (shopper and admin)',
        response: {
          200: z
            .object({
              user: z.object({ id: z.string(), fullname: z.string() }).nullable(),
              admin: z.object({ username: z.string() }).nullable(),
            })
            .meta({ examples: [{ user: { id: '41', fullname: 'Asha Patil' }, admin: null }] }),
        },
      },
    },
    async (req, reply) => {
      const { user, admin } = await call(req, reply).me();
      return { user: user ? { id: String(user.id), fullname: user.fullname } : null, admin };
    },
  );
}
