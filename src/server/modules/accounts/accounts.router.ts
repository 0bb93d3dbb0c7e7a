import { AppError } from '@shared/errors';
import { AUTH_MESSAGES } from '@shared/messages';
import { loginInput, resetInput, sendOtpInput, signupInput, verifyInput } from '@shared/schemas/auth';
import { shopperContact } from './accounts.service';
import { logIn } from './login.service';
import { resetPassword, sendResetCode } from './reset.service';
import { SIGNUP_ATTEMPT_RULES, signUp, verifySignup } from './signup.service';
import { clearUserCookies, setUserCookies } from '@server/platform/sessions/session-cookies';
import { adminForToken, closeUserSession, shopperForToken } from '@server/platform/sessions/sessions';
import { attemptsOf } from '@server/platform/sessions/sign-in-throttle';
import { codeBudgetOf } from '@server/platform/http/rate-limits';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';

const publicProcedure = procedure({ auth: 'public' });
/** A sign-in, sign-up, code or reset call: a few fields, so a small body limit; attempts counted. */
const signInProcedure = procedure({ auth: 'public', bodyLimit: 'auth', rateLimit: 'auth' });
const shopperProcedure = procedure({ auth: 'shopper' });

// Shopper accounts. Every answer that opens a session also sets the `token` (HttpOnly) and
// `userId` cookies, and gives the token in the body for integrators (Authorization: Bearer).

export const authProcedures = {
  signup: signInProcedure.input(signupInput).mutation(async ({ ctx, input }) => {
    await ctx.countAttempt([input.email, input.phone]);
    return signUp(ctx.deps, input, codeBudgetOf(ctx.deps.limiter, ctx.req));
  }),

  verifyUser: signInProcedure.input(verifyInput).mutation(async ({ ctx, input }) => {
    // Per address only: a limit per sign-up would let others use up the owner's tries.
    await ctx.countAttempt();
    const presentedTokens = [ctx.bearerToken, ctx.cookieTokens.user];
    const attempts = attemptsOf(ctx.deps.signIns, ctx.req, SIGNUP_ATTEMPT_RULES);
    const { token, userId } = await verifySignup(ctx.deps, { ...input, presentedTokens }, attempts);
    setUserCookies(ctx.res, token, userId, { secure: ctx.deps.config.isProduction });
    return { token, userId };
  }),

  /** `{ phoneEmail, password }` signs in; `{ token }` re-validates a session and answers the same shape. */
  loginUser: signInProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const secure = ctx.deps.config.isProduction;
    if (input.kind === 'token') {
      const shopper = await shopperForToken(ctx.deps.db, input.token, ctx.deps.now());
      if (!shopper) {
        clearUserCookies(ctx.res, { secure });
        throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);
      }
      return { token: input.token, user: { id: shopper.id } };
    }
    await ctx.countAttempt();
    const presentedTokens = [ctx.bearerToken, ctx.cookieTokens.user];
    const { token, userId } = await logIn(
      ctx.deps,
      { contact: input.contact, password: input.password, presentedTokens },
      attemptsOf(ctx.deps.signIns, ctx.req),
    );
    setUserCookies(ctx.res, token, userId, { secure });
    return { token, user: { id: userId } };
  }),

  sendOtp: signInProcedure.input(sendOtpInput).mutation(async ({ ctx, input }) => {
    await ctx.countAttempt(input.phoneEmail.value);
    await sendResetCode(ctx.deps, input.phoneEmail, codeBudgetOf(ctx.deps.limiter, ctx.req));
    return { message: AUTH_MESSAGES.otpSent };
  }),

  forgetPassword: signInProcedure.input(resetInput).mutation(async ({ ctx, input }) => {
    await ctx.countAttempt(input.phoneEmail.value);
    const { token, userId } = await resetPassword(ctx.deps, {
      contact: input.phoneEmail,
      otp: input.otp,
      password: input.password,
    });
    setUserCookies(ctx.res, token, userId, { secure: ctx.deps.config.isProduction });
    return { token, userId };
  }),

  /** Ends the shopper session presented (if any) and clears the cookies; never fails. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    await closeUserSession(ctx.deps.db, ctx.bearerToken ?? ctx.cookieTokens.user, ctx.deps.now());
    clearUserCookies(ctx.res, { secure: ctx.deps.config.isProduction });
    return { message: AUTH_MESSAGES.loggedOut };
  }),

  /** Who is signed in, as a shopper and, separately, as the admin; the client never reads a token. */
  me: publicProcedure.query(async ({ ctx }) => {
    const now = ctx.deps.now();
    const [shopper, admin] = await Promise.all([
      shopperForToken(ctx.deps.db, ctx.bearerToken ?? ctx.cookieTokens.user, now),
      adminForToken(ctx.deps.db, ctx.bearerToken ?? ctx.cookieTokens.admin, now, ctx.deps.config.ADMIN_IDLE_TIMEOUT_MS),
    ]);
    return {
      user: shopper ? { id: shopper.id, fullname: shopper.fullname } : null,
      admin: admin ? { username: admin.username } : null,
    };
  }),

  /** The signed-in shopper's own contact details, to fill in forms (the showroom booking). */
  contact: shopperProcedure.query(async ({ ctx }) => {
    const contact = await shopperContact(ctx.deps.db, ctx.user.id);
    if (!contact) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);
    return contact;
  }),
};

export const authRouter = router(authProcedures);
