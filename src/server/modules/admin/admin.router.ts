import { PAGE_SIZES, type ShowroomId } from '@shared/constants';
import { AppError } from '@shared/errors';
import { APPOINTMENT_MESSAGES, AUTH_MESSAGES } from '@shared/messages';
import { listAppointmentsInput, markAppointmentHandledInput } from '@shared/schemas/appointments';
import { totalPagesFor } from '@shared/schemas/common';
import { listUsersInput } from '@shared/schemas/users';
import { markRequestHandled, pageAppointmentRequests } from '../visits/appointments.service';
import { pageShoppers } from '../accounts/accounts.service';
import { adminLoginInput } from '@shared/schemas/admin-auth';
import { changeAdminPasswordInput } from '@shared/schemas/admins';
import { ADMIN_ACCOUNT_MESSAGES } from '@shared/messages/admin-accounts';
import { adminActor } from '@server/platform/events/hooks';
import { changeOwnPassword } from './manage-admins.service';
import { dashboardCounts } from './dashboard-summary.service';
import { currentGoldRatePaise } from '../rates/rates.service';
import { signInAdmin, signOutAdmin } from './admin-accounts.service';
import { adminMfaProcedures } from './admin-mfa.router';
import { clearAdminCookie, setAdminCookie } from '@server/platform/sessions/session-cookies';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';
import { attemptsOf } from '@server/platform/sessions/sign-in-throttle';
import { closeAdminSessions } from '@server/platform/sessions/sessions';
import type { AdminIdentity } from '@server/platform/trpc/authorize';

/** A sign-in call: a few fields, so a small body limit; attempts counted. */
const signInProcedure = procedure({ auth: 'public', bodyLimit: 'auth', rateLimit: 'auth', audit: 'adminSession' });
/** What staff may reach as well as owners: their session, shoppers read-only, their showroom's visits. */
const staffProcedure = procedure({ auth: 'staff' });
/** Reachable with a temporary password too: who am I, sign out, change it. */
const anyAdminProcedure = procedure({ auth: 'anyAdmin' });
const ownerProcedure = procedure({ auth: 'owner' });

/** The showroom whose visits an admin handles: a staff account's own; undefined: every showroom. */
const showroomOf = (admin: AdminIdentity): ShowroomId | undefined =>
  admin.role === 'staff' && admin.showroom !== null ? admin.showroom : undefined;

export const adminProcedures = {
  ...adminMfaProcedures,

  login: signInProcedure.input(adminLoginInput).mutation(async ({ ctx, input }) => {
    // Attempts per client address; failures per account and address, and the account's slowdown, in signInAdmin.
    await ctx.countAttempt();
    const signedIn = await signInAdmin(
      ctx.deps.db,
      ctx.deps.passwords,
      input,
      ctx.deps.now(),
      attemptsOf(ctx.deps.signIns, ctx.req),
      { hooks: ctx.deps.hooks, address: ctx.req?.ip ?? null },
    );
    // Two-step sign-in on: no session yet, only the challenge that admin.loginMfa answers with a code.
    if (signedIn.mfaRequired) return { mfaRequired: true as const, challenge: signedIn.challenge };
    const { token } = signedIn;
    // Rotation: the admin session this request carried (if any) ends as the new one opens.
    await closeAdminSessions(ctx.deps.db, [ctx.bearerToken, ctx.cookieTokens.admin], ctx.deps.now());
    setAdminCookie(ctx.res, token, { secure: ctx.deps.config.isProduction });
    return { token };
  }),

  logout: procedure({ auth: 'anyAdmin', audit: 'adminSession' }).mutation(async ({ ctx }) => {
    await signOutAdmin(ctx.deps.db, ctx.admin.tokenHash, ctx.deps.now(), {
      hooks: ctx.deps.hooks,
      address: ctx.admin.address,
      actor: adminActor(ctx.admin),
      admin: ctx.admin,
    });
    clearAdminCookie(ctx.res, { secure: ctx.deps.config.isProduction });
    return { message: AUTH_MESSAGES.loggedOut };
  }),

  /** Who is signed in as admin; fails with 401 when nobody is. */
  me: anyAdminProcedure.query(({ ctx }) => ({
    id: ctx.admin.id,
    username: ctx.admin.username,
    role: ctx.admin.role,
    showroom: ctx.admin.showroom,
    temporaryPassword: ctx.admin.temporaryPassword,
    mfa: ctx.admin.mfa,
    /** The account must turn two-step sign-in on before anything but enrolment and sign-out. */
    mfaSetupRequired: ctx.admin.mfaSetupRequired,
  })),

  /** The signed-in admin's own password, a temporary one included; the account's other sessions end. */
  changePassword: procedure({ auth: 'anyAdmin', bodyLimit: 'auth', audit: 'admin' })
    .input(changeAdminPasswordInput)
    .mutation(async ({ ctx, input }) => {
      await changeOwnPassword(ctx.deps, ctx.admin, adminActor(ctx.admin), input);
      return { message: ADMIN_ACCOUNT_MESSAGES.passwordChanged };
    }),

  /** Registered shoppers, newest first, 15 a page, searched by name, email or phone. */
  users: staffProcedure.input(listUsersInput).query(async ({ ctx, input }) => {
    const page = input?.page ?? 1;
    const limit = PAGE_SIZES.users;
    const { items, total } = await pageShoppers(ctx.deps.db, { page, limit, q: input?.q });
    return { users: items, page, total, totalPages: totalPagesFor(total, limit) };
  }),

  /** Shoppers newest first, at most PAGE_SIZES.allUsers at once, with their total: the first version's list. */
  allUsers: staffProcedure.input(listUsersInput).query(async ({ ctx, input }) => {
    const { items, total } = await pageShoppers(ctx.deps.db, { page: 1, limit: PAGE_SIZES.allUsers, q: input?.q });
    return { users: items, total };
  }),

  /** Visit requests, newest first: a staff account's showroom's only. */
  appointments: staffProcedure.input(listAppointmentsInput).query(async ({ ctx, input }) => {
    const page = input?.page ?? 1;
    const limit = PAGE_SIZES.appointments;
    const { items, total } = await pageAppointmentRequests(ctx.deps.db, {
      page,
      limit,
      showroom: showroomOf(ctx.admin),
    });
    return { appointments: items, page, total, totalPages: totalPagesFor(total, limit) };
  }),

  markAppointmentHandled: procedure({ auth: 'staff', audit: 'appointment' })
    .input(markAppointmentHandledInput)
    .mutation(async ({ ctx, input }) => {
      if (!(await markRequestHandled(ctx.deps, adminActor(ctx.admin), input.id, showroomOf(ctx.admin))))
        throw new AppError('NOT_FOUND', APPOINTMENT_MESSAGES.notFound);
      return { message: APPOINTMENT_MESSAGES.handled };
    }),

  /** Emails and SMS the outbox gave up on, newest first (never their text): what to look into. */
  deliveryFailures: ownerProcedure.query(async ({ ctx }) => ({ failures: await ctx.deps.outbox.failures(50) })),

  summary: staffProcedure.query(async ({ ctx }) => {
    const [counts, gold] = await Promise.all([dashboardCounts(ctx.deps.db), currentGoldRatePaise(ctx.deps.db)]);
    return { ...counts, goldPrice: gold === null ? null : gold / 100 };
  }),
};

export const adminRouter = router(adminProcedures);
