import { adminLoginMfaInput, confirmMfaInput } from '@shared/schemas/admin-mfa';
import { adminActor } from '@server/platform/events/hooks';
import { setAdminCookie } from '@server/platform/sessions/session-cookies';
import { closeAdminSessions } from '@server/platform/sessions/sessions';
import { procedure } from '@server/platform/trpc/procedures';
import { completeMfaSignIn, confirmMfa, startMfaSetup } from './admin-mfa.service';

// Two-step sign-in (issue 27): the enrolment of the signed-in admin, reachable before it is done
// (`anyAdmin`: an account that must have it can reach nothing else), and the code step of a sign-in.

export const adminMfaProcedures = {
  /** A new secret, its otpauth URL and QR code; nothing changes until a code from it is confirmed. */
  mfaSetup: procedure({ auth: 'anyAdmin', audit: 'admin' }).mutation(({ ctx }) =>
    startMfaSetup(ctx.deps, ctx.admin, adminActor(ctx.admin)),
  ),

  /** Turns two-step sign-in on: the 10 recovery codes, answered this once. */
  mfaConfirm: procedure({ auth: 'anyAdmin', bodyLimit: 'auth', audit: 'admin' })
    .input(confirmMfaInput)
    .mutation(({ ctx, input }) => confirmMfa(ctx.deps, ctx.admin, adminActor(ctx.admin), input.code)),

  /** The code step after the password: the session, exactly as `login` gives it without a second factor. */
  loginMfa: procedure({ auth: 'public', bodyLimit: 'auth', rateLimit: 'auth', audit: 'adminSession' })
    .input(adminLoginMfaInput)
    .mutation(async ({ ctx, input }) => {
      await ctx.countAttempt();
      const audit = { hooks: ctx.deps.hooks, address: ctx.req?.ip ?? null };
      const { token } = await completeMfaSignIn(ctx.deps, input, audit);
      await closeAdminSessions(ctx.deps.db, [ctx.bearerToken, ctx.cookieTokens.admin], ctx.deps.now());
      setAdminCookie(ctx.res, token, { secure: ctx.deps.config.isProduction });
      return { token };
    }),
};
