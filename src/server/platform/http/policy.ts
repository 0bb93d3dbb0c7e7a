import type { Config } from '../../config';

// What the machinery needs to know about a procedure or a REST route, declared where it is
// defined: tRPC procedures through `procedure(policy)` (platform/trpc/procedures.ts, stored in
// tRPC's `.meta()`), REST routes through their Fastify route `config.policy`. The HTTP cache,
// the hardening hooks and the role guards read it; platform/ keeps no list of names.

/** Who may call: an admin session, a shopper session, or anyone. */
export type Auth = 'admin' | 'shopper' | 'public';

/** A body size class; its bytes come from the config. `auth`: a few fields (AUTH_BODY_LIMIT_BYTES). */
export type BodyLimitClass = 'auth';

export interface Policy {
  auth: Auth;
  /**
   * `public`: the answer is the same for every caller and changes only with a catalogue write
   * (each write calls catalogCache.invalidate()), so the HTTP cache may keep it. A promise of both.
   */
  cache?: 'public';
  /** A smaller body limit than the JSON default, enforced before the body is read. */
  bodyLimit?: BodyLimitClass;
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

/** Refuses a policy the machinery cannot honour: a cached answer is the same for everyone. */
export function checkPolicy(name: string, policy: Policy): void {
  if (policy.cache === 'public' && policy.auth !== 'public')
    throw new Error(`${name}: only a public read can be cached for everyone`);
}
