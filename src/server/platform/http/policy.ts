import type { Config } from '../../config';

// What the machinery needs to know about a procedure or a REST route, declared where it is
// defined: tRPC procedures through `procedure(policy)` (platform/trpc/procedures.ts, stored in
// tRPC's `.meta()`), REST routes through their Fastify route `config.policy`. The HTTP cache,
// the hardening hooks and the role guards read it; platform/ keeps no list of names.

/**
 * Who may call: an owner's session; any admin's session (`staff`: a staff account or an owner);
 * `anyAdmin`: any admin's, even one still holding a temporary password (who am I, sign out, change
 * it); a shopper's session; or anyone. What staff may reach is declared procedure by procedure.
 */
export type Auth = AdminAuth | 'shopper' | 'public';
export type AdminAuth = 'owner' | 'staff' | 'anyAdmin';

export const isAdminAuth = (auth: Auth): auth is AdminAuth =>
  auth === 'owner' || auth === 'staff' || auth === 'anyAdmin';

/** A body size class; its bytes come from the config. `auth`: a few fields (AUTH_BODY_LIMIT_BYTES). */
export type BodyLimitClass = 'auth';

/**
 * A rate-limit class. `read`: counted by the per-client read limit (PUBLIC_READ_RATE_MAX a
 * minute, before the body is read); a query, a GET route and a cacheable read are `read` unless
 * they declare otherwise (rateLimitOf). `auth`: a public call a stranger could repeat to guess or
 * to flood (sign-in, sign-up, codes, an appointment request), counted per address by the
 * authentication limit (RATE_LIMIT_AUTH_MAX a quarter hour) when the procedure calls
 * `ctx.countAttempt(subjects?)`, which only this class provides.
 */
export type RateLimitClass = 'read' | 'auth';

export interface Policy {
  auth: Auth;
  /**
   * `public`: the answer is the same for every caller and changes only with a catalogue write
   * (each write calls catalogCache.invalidate()), so the HTTP cache may keep it. A promise of both.
   */
  cache?: 'public';
  /** A smaller body limit than the JSON default, enforced before the body is read. */
  bodyLimit?: BodyLimitClass;
  rateLimit?: RateLimitClass;
  /**
   * The entity whose writes the procedure records in the audit log (its service runs the post-write
   * hooks in its transaction). Every admin write declares one, and so do the admin sign-in and
   * sign-out; a test generated from the procedures holds them to it.
   */
  audit?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's policy (see platform/http/policy.ts); a route without one is public. */
    policy?: Policy;
  }
}

export function bodyLimitBytes(config: Pick<Config, 'AUTH_BODY_LIMIT_BYTES'>, limit: BodyLimitClass): number {
  switch (limit) {
    case 'auth':
      return config.AUTH_BODY_LIMIT_BYTES;
    default:
      return limit satisfies never;
  }
}

/** The class a call counts in: its declared one, else `read` for a read (GET, query) or a cacheable answer. */
export function rateLimitOf(policy: Policy | undefined, isRead: boolean): RateLimitClass | undefined {
  return policy?.rateLimit ?? (isRead || policy?.cache === 'public' ? 'read' : undefined);
}

/** Refuses a policy the machinery cannot honour: a cached answer is the same for everyone. */
export function checkPolicy(name: string, policy: Policy): void {
  if (policy.cache === 'public' && policy.auth !== 'public')
    throw new Error(`${name}: only a public read can be cached for everyone`);
  if (policy.rateLimit === 'auth' && (policy.auth !== 'public' || policy.cache))
    throw new Error(`${name}: only an uncached public call is counted as an attempt`);
}
