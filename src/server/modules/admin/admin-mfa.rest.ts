import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminLoginMfaInput, confirmMfaInput } from '@shared/schemas/admin-mfa';
import type { AppDeps } from '@server/platform/deps';
import { contextFor, errorAnswers, SECURITY, validatedBody, type ZodTypeProvider } from '@server/platform/http/rest';
import { createCallerFactory } from '@server/platform/trpc/init';
import { adminRouter } from './admin.router';

const createCaller = createCallerFactory(adminRouter);

// Two-step sign-in (issue 27): the signed-in admin's enrolment, and the code step of a sign-in.
// The secret is answered by setup only; the recovery codes by confirm only, once.

const tags = ['Admin'];

export function registerAdminMfaRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const call = (req: FastifyRequest, reply: FastifyReply) => createCaller(contextFor(deps, req, reply));

  api.post(
    '/admin/mfa/setup',
    {
      config: { policy: { auth: 'anyAdmin' } },
      schema: {
        tags,
        summary: 'Start turning on two-step sign-in: a new TOTP secret and its QR code',
        description:
          'Nothing changes until `POST /api/admin/mfa/confirm` sends a code from this secret; asking again ' +
          'replaces the secret. 409 when two-step sign-in is already on.',
        security: SECURITY.admin,
        response: {
          200: z.object({
            secret: z.string().describe('Base32, for typing into an app that cannot scan'),
            otpauthUrl: z.string().describe('otpauth://totp/… as RFC 6238 apps read it'),
            qrSvg: z.string().describe('The QR code of otpauthUrl, an SVG document'),
          }),
          ...errorAnswers(401, 403, 409, 503),
        },
      },
    },
    async (req, reply) => call(req, reply).mfaSetup(),
  );

  api.post(
    '/admin/mfa/confirm',
    {
      config: { policy: { auth: 'anyAdmin', bodyLimit: 'auth' } },
      schema: {
        tags,
        summary: 'Turn on two-step sign-in with a code from the new secret: 10 recovery codes, shown once',
        description: 'Each recovery code signs in once in place of a code from the app; only their hashes are kept.',
        security: SECURITY.admin,
        body: validatedBody(confirmMfaInput, { code: '123456' }),
        response: {
          200: z.object({ recoveryCodes: z.array(z.string()).describe('Shown this once') }),
          ...errorAnswers(400, 401, 403, 409, 413, 503),
        },
      },
    },
    async (req, reply) => call(req, reply).mfaConfirm(req.body),
  );

  api.post(
    '/loginAdmin/mfa',
    {
      config: { policy: { auth: 'public', bodyLimit: 'auth' } },
      schema: {
        tags,
        summary: "Answer a sign-in's challenge with a code: the token, and the adminToken cookie",
        description:
          'The code is the 6 digits of the authenticator app (each accepted once) or a recovery code (each ' +
          'good once). A challenge lives 5 minutes and takes 5 tries; then sign in with the password again.',
        body: validatedBody(adminLoginMfaInput, { challenge: 'from POST /api/loginAdmin', code: '123456' }),
        response: { 200: z.object({ token: z.string() }), ...errorAnswers(400, 401, 413, 429, 503) },
      },
    },
    async (req, reply) => call(req, reply).loginMfa(req.body),
  );
}
