import { AppError } from '@shared/errors';
import { AUTH_MESSAGES } from '@shared/messages';
import { loginInput, resetInput, sendOtpInput, signupInput, verifyInput } from '@shared/schemas/auth';
import { findLoginByContact, findUserById } from './accounts.repo';
import { resetPassword, sendResetCode, signUp, verifySignup } from './accounts.service';
import { clearUserCookies, setUserCookies } from '@server/platform/sessions/session-cookies';
import {
  adminForToken,
  closeUserSession,
  closeUserSessions,
  openUserSession,
  shopperForToken,
} from '@server/platform/sessions/sessions';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';

const publicProcedure = procedure({ auth: 'public' });
/** A sign-in, sign-up, code or reset call: a few fields, so a small body limit. */
const signInProcedure = procedure({ auth: 'public', bodyLimit: 'auth' });
const shopperProcedure = procedure({ auth: 'shopper' });

// Shopper accounts. Every answer that opens a session also sets the `token` (HttpOnly) and
// `userId` cookies, and gives the token in the body for integrators (Authorization: Bearer).

export const authProcedures = {
  signup: signInProcedure.input(signupInput).mutation(async ({ ctx, input }) => {
    await ctx.deps.limiter.hit('signup', ctx.req, [input.email, input.phone]);
    const { userId } = await signUp(ctx.deps, input);
    return { userId };
  }),

  verifyUser: signInProcedure.input(verifyInput).mutation(async ({ ctx, input }) => {
    await ctx.deps.limiter.hit('verify', ctx.req, `user:${input.userId}`);
    const { token, userId } = await verifySignup(ctx.deps, input);
    await closeUserSessions(ctx.deps.db, [ctx.bearerToken, ctx.cookieTokens.user], ctx.deps.now());
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
    // Attempts per client address here; failures per account and address (email and phone of
    // one account are one account), with the account's slowdown, around the password check.
    await ctx.deps.limiter.hit('login', ctx.req);
    // The same answer for an unknown contact and a wrong password; unverified accounts are told to verify.
    const login = await findLoginByContact(ctx.deps.db, input.contact);
    const accountKey = login ? `user:${login.id}` : `contact:${input.contact.channel}:${input.contact.value}`;
    await ctx.deps.signIns.before(accountKey, ctx.req);
    const ok = await ctx.deps.passwords.verifyOrDummy(input.password, login?.passwordHash);
    if (!login || !ok) {
      await ctx.deps.signIns.failed(accountKey, ctx.req);
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
    }
    await ctx.deps.signIns.succeeded(accountKey, ctx.req);
    if (!login.verified) throw new AppError('FORBIDDEN', AUTH_MESSAGES.accountNotVerified);
    // Rotation: the session this request carried (if any) ends as the new one opens.
    await closeUserSessions(ctx.deps.db, [ctx.bearerToken, ctx.cookieTokens.user], ctx.deps.now());
    const { token } = await openUserSession(ctx.deps.db, login.id, ctx.deps.now());
    setUserCookies(ctx.res, token, login.id, { secure });
    return { token, user: { id: login.id } };
  }),

  sendOtp: signInProcedure.input(sendOtpInput).mutation(async ({ ctx, input }) => {
    await ctx.deps.limiter.hit('sendOtp', ctx.req, input.phoneEmail.value);
    await sendResetCode(ctx.deps, input.phoneEmail);
    return { message: AUTH_MESSAGES.otpSent };
  }),

  forgetPassword: signInProcedure.input(resetInput).mutation(async ({ ctx, input }) => {
    await ctx.deps.limiter.hit('reset', ctx.req, input.phoneEmail.value);
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
    const user = await findUserById(ctx.deps.db, ctx.user.id);
    if (!user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);
    return { id: user.id, fullname: user.fullname, email: user.email, phone: user.phone };
  }),
};

export const authRouter = router(authProcedures);
