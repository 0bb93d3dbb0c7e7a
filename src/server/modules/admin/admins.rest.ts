import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ADMIN_ROLES, SHOWROOMS } from '@shared/constants';
import {
  adminIdInput,
  changeAdminPasswordInput,
  createAdminInput,
  updateAdminFields,
  type AdminAccountDto,
} from '@shared/schemas/admins';
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
import { adminRouter } from './admin.router';
import { adminsRouter } from './admins.router';

const accountsCaller = createCallerFactory(adminsRouter);
const ownCaller = createCallerFactory(adminRouter);
const tags = ['Admin accounts'];

const adminWire = z.object({
  _id: z.string(),
  username: z.string(),
  role: z.enum(ADMIN_ROLES),
  showroom: z.enum(SHOWROOMS).nullable().describe('The showroom a staff account works for; null: every showroom'),
  disabled: z.boolean(),
  mfa: z.boolean().describe('Two-factor sign-in enrolled'),
  lastSignInAt: z.string().nullable().describe('ISO 8601; null: never signed in'),
});
const adminOut = (a: AdminAccountDto): z.infer<typeof adminWire> => ({
  _id: String(a.id),
  username: a.username,
  role: a.role,
  showroom: a.showroom,
  disabled: a.disabled,
  mfa: a.mfa,
  lastSignInAt: a.lastSignInAt === null ? null : new Date(a.lastSignInAt).toISOString(),
});
const temporaryPassword = z.string().describe('Shown once: the account must change it at its first sign-in');

export function registerAdminAccountRoutes(instance: FastifyInstance, deps: AppDeps): void {
  const api = instance.withTypeProvider<ZodTypeProvider>();
  const accounts = (req: FastifyRequest, reply: FastifyReply) => accountsCaller(contextFor(deps, req, reply));
  const own = (req: FastifyRequest, reply: FastifyReply) => ownCaller(contextFor(deps, req, reply));

  api.get(
    '/admins',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Every admin account, by username (owners only)',
        security: SECURITY.admin,
        response: { 200: z.object({ admins: z.array(adminWire) }), ...errorAnswers(401, 403, 503) },
      },
    },
    async (req, reply) => ({ admins: (await accounts(req, reply).list()).admins.map(adminOut) }),
  );

  api.post(
    '/admins',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Create an admin account with a temporary password (owners only)',
        security: SECURITY.admin,
        body: jsonBody(createAdminInput.shape, { username: 'nerul.desk', role: 'staff', showroom: 'nerul' }),
        response: {
          201: z.object({ admin: adminWire, temporaryPassword }),
          ...errorAnswers(400, 401, 403, 409, 503),
        },
      },
    },
    async (req, reply) => {
      const made = await accounts(req, reply).create(req.body);
      return reply.code(201).send({ admin: adminOut(made.admin), temporaryPassword: made.temporaryPassword });
    },
  );

  api.patch(
    '/admins/:id',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Change an account: role, showroom, disabled (owners only)',
        description:
          'Disabling or demoting an account ends its sessions. The last enabled owner can be neither disabled nor ' +
          'made staff (409).',
        security: SECURITY.admin,
        params: adminIdInput,
        body: jsonBody(updateAdminFields, { disabled: true }),
        response: { 200: z.object({ admin: adminWire }), ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (req, reply) => {
      const { admin } = await accounts(req, reply).update({ id: req.params.id, ...req.body });
      return { admin: adminOut(admin) };
    },
  );

  api.post(
    '/admins/:id/resetPassword',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: 'Give an account a new temporary password; its sessions end (owners only)',
        security: SECURITY.admin,
        params: adminIdInput,
        response: { 200: z.object({ temporaryPassword }), ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (req, reply) => accounts(req, reply).resetPassword({ id: req.params.id }),
  );

  api.post(
    '/admins/:id/resetMfa',
    {
      config: { policy: { auth: 'owner' } },
      schema: {
        tags,
        summary: "Reset another account's two-step sign-in; its sessions end (owners only)",
        description:
          "For a lost phone: the account's TOTP secret and recovery codes are removed and it signs in with its " +
          'password alone, or, where MFA_REQUIRED asks a second factor of it, enrols again at its next sign-in. ' +
          'An owner cannot reset their own (409), nor an account without two-step sign-in (409).',
        security: SECURITY.admin,
        params: adminIdInput,
        response: { 200: z.object({ admin: adminWire }), ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (req, reply) => {
      const { admin } = await accounts(req, reply).resetMfa({ id: req.params.id });
      return { admin: adminOut(admin) };
    },
  );

  api.post(
    '/admin/password',
    {
      config: { policy: { auth: 'anyAdmin', bodyLimit: 'auth' } },
      schema: {
        tags,
        summary: "Change the signed-in admin's own password (a temporary one included)",
        description: "The account's other sessions end; this one stays signed in.",
        security: SECURITY.admin,
        body: validatedBody(changeAdminPasswordInput, {
          currentPassword: 'the temporary password',
          newPassword: 'a long secret of my own',
        }),
        response: { 200: messageAnswer, ...errorAnswers(400, 401, 403, 413, 503) },
      },
    },
    async (req, reply) => own(req, reply).changePassword(req.body),
  );
}
