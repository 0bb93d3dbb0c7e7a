import type { FastifyRequest } from 'fastify';
import { ADMIN_ROLES, SHOWROOMS, type AdminRole, type MfaRequirement, type ShowroomId } from '@shared/constants';
import { AppError } from '@shared/errors';
import { AUTH_MESSAGES } from '@shared/messages';
import { ADMIN_ACCOUNT_MESSAGES } from '@shared/messages/admin-accounts';
import { ADMIN_MFA_MESSAGES } from '@shared/messages/admin-mfa';
import { API_TOKEN_MESSAGES } from '@shared/messages/api-tokens';
import { hashToken } from '../crypto/tokens';
import type { ApiTokenIdentity } from '../deps';
import type { AdminAuth } from '../http/policy';
import { isOwnOrigin } from '../http/same-origin';
import { findActiveAdminSession, findActiveUserSession, touchAdminSession } from '../sessions/sessions.repo';

const TOUCH_EVERY_MS = 60_000;
import type { Context } from './context';

// Who may call what, decided from the request's headers alone. The tRPC procedure kinds use these
// functions, and so do the REST routes' onRequest guards, which run before any body is read: a
// refused upload is answered at once, and an invalid body from a stranger is a 401, not a 400.

export interface AdminIdentity {
  id: number;
  username: string;
  role: AdminRole;
  /** The showroom a staff account works for; null: every showroom. */
  showroom: ShowroomId | null;
  /** Signed in with a temporary password: nothing but `anyAdmin` procedures until it is changed. */
  temporaryPassword: boolean;
  /** Two-step sign-in is on for the account. */
  mfa: boolean;
  /** MFA_REQUIRED asks it of this account and it is off: nothing but `anyAdmin` procedures until it is on. */
  mfaSetupRequired: boolean;
  tokenHash: string;
  /** Set when the caller is an API token, not a person's session: audited under the token's name. */
  token: { id: number; name: string } | null;
  /** The client address of the request (what the audit log records); null outside a request. */
  address: string | null;
}

export interface ShopperIdentity {
  id: number;
  fullname: string;
  tokenHash: string;
}

type Credentials = Pick<Context, 'deps' | 'req' | 'bearerToken' | 'cookieTokens'>;

/**
 * Cross-site request forgery: a state-changing call authenticated by a session cookie must come
 * from our own origin. Calls that carry a bearer token are not affected (no browser adds one).
 */
export function assertSameOriginForCookieWrite(ctx: Credentials): void {
  const byCookie = !ctx.bearerToken && Boolean(ctx.cookieTokens.user || ctx.cookieTokens.admin);
  if (ctx.req && byCookie && !isOwnOrigin(ctx.req, ctx.deps.config.PUBLIC_ORIGIN)) {
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.crossSiteRefused);
  }
}

/** A valid admin session (bearer token or adminToken cookie); shoppers are refused with 403. */
export async function authorizeAdmin(ctx: Credentials): Promise<AdminIdentity> {
  const known = ctx.req && verifiedAdmins.get(ctx.req);
  if (known) return known;
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  const token = ctx.bearerToken ?? ctx.cookieTokens.admin;
  if (!token) {
    if (ctx.cookieTokens.user) throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAllowed);
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.adminRequired);
  }
  const tokenHash = hashToken(token);
  const session = await findActiveAdminSession(db, tokenHash, now, ctx.deps.config.ADMIN_IDLE_TIMEOUT_MS);
  // The idle clock restarts with use; written at most once a minute per session.
  if (session && now - session.lastUsedAt > TOUCH_EVERY_MS) await touchAdminSession(db, session.sessionId, now);
  if (!session && ctx.bearerToken) {
    const apiToken = await ctx.deps.apiTokens(tokenHash, now);
    if (apiToken) {
      const identity = tokenIdentity(apiToken, tokenHash, ctx.req?.ip ?? null);
      if (ctx.req) verifiedAdmins.set(ctx.req, identity);
      return identity;
    }
  }
  if (!session) {
    if (ctx.bearerToken && (await findActiveUserSession(db, tokenHash, now))) {
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAllowed);
    }
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.adminSessionExpired);
  }
  const role = roleOf(session);
  const admin: AdminIdentity = {
    id: session.adminId,
    username: session.username,
    ...role,
    temporaryPassword: session.temporaryPassword,
    mfa: session.mfa,
    mfaSetupRequired: !session.mfa && mfaRequiredOf(ctx.deps.config.MFA_REQUIRED, role.role),
    tokenHash,
    token: null,
    address: ctx.req?.ip ?? null,
  };
  if (ctx.req) verifiedAdmins.set(ctx.req, admin);
  return admin;
}

/** An API token acts with its role, for every showroom; no temporary password, no second factor. */
function tokenIdentity(t: ApiTokenIdentity, tokenHash: string, address: string | null): AdminIdentity {
  return {
    id: t.createdBy ?? 0,
    username: t.name,
    role: ADMIN_ROLES.find((r) => r === t.role) ?? 'staff',
    showroom: null,
    temporaryPassword: false,
    mfa: false,
    mfaSetupRequired: false,
    tokenHash,
    token: { id: t.id, name: t.name },
    address,
  };
}

/** The row's role and showroom (written through the shared schemas); an unknown role grants the least, staff. */
function roleOf(row: { role: string; showroom: string | null }): Pick<AdminIdentity, 'role' | 'showroom'> {
  return {
    role: ADMIN_ROLES.find((r) => r === row.role) ?? 'staff',
    showroom: SHOWROOMS.find((s) => s === row.showroom) ?? null,
  };
}

/** Whether MFA_REQUIRED asks a second factor of an account with this role. */
function mfaRequiredOf(requirement: MfaRequirement, role: AdminRole): boolean {
  return requirement === 'all' || (requirement === 'owner' && role === 'owner');
}

/**
 * A valid admin session whose role the policy admits: `owner` only an owner, `staff` any admin,
 * `anyAdmin` any admin even with a temporary password or without the second factor MFA_REQUIRED
 * asks of it. Refused with 403 from the headers alone: 'Change your temporary password first.',
 * 'Turn on two-step sign-in first.', else 'You do not have permission to do that.'
 */
export async function authorizeAdminAs(ctx: Credentials, auth: AdminAuth): Promise<AdminIdentity> {
  const admin = await authorizeAdmin(ctx);
  // What `anyAdmin` allows is a person's own session and account (sign-out, password, enrolment).
  if (auth === 'anyAdmin' && admin.token) throw new AppError('FORBIDDEN', API_TOKEN_MESSAGES.notForTokens);
  if (auth !== 'anyAdmin' && admin.temporaryPassword)
    throw new AppError('FORBIDDEN', ADMIN_ACCOUNT_MESSAGES.mustChangePassword);
  if (auth !== 'anyAdmin' && admin.mfaSetupRequired) throw new AppError('FORBIDDEN', ADMIN_MFA_MESSAGES.setupRequired);
  if (auth === 'owner' && admin.role !== 'owner') throw new AppError('FORBIDDEN', AUTH_MESSAGES.noPermission);
  return admin;
}

/** A valid shopper session (bearer token or token cookie). */
export async function authorizeShopper(ctx: Credentials): Promise<ShopperIdentity> {
  const known = ctx.req && verifiedShoppers.get(ctx.req);
  if (known) return known;
  const token = ctx.bearerToken ?? ctx.cookieTokens.user;
  if (!token) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.loginFirst);
  const tokenHash = hashToken(token);
  const session = await findActiveUserSession(ctx.deps.db, tokenHash, ctx.deps.now());
  if (!session) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);
  const shopper = { id: session.userId, fullname: session.fullname, tokenHash };
  if (ctx.req) verifiedShoppers.set(ctx.req, shopper);
  return shopper;
}

// A REST guard's answer is remembered for its request, so the procedure it calls next does not
// look the session up a second time. Keyed weakly: gone with the request.
const verifiedAdmins = new WeakMap<FastifyRequest, AdminIdentity>();
const verifiedShoppers = new WeakMap<FastifyRequest, ShopperIdentity>();
