import type { FastifyRequest } from 'fastify';
import { AppError } from '@shared/errors';
import { AUTH_MESSAGES } from '@shared/messages';
import type { Config } from '@server/config';
import type { Db } from '../db/database';
import {
  accountFailures,
  clearPairFailures,
  deleteFailuresBefore,
  pairFailures,
  recordFailure,
} from './sign-in-failures.repo';
import { clientKey } from '../http/client-key';

// Password sign-ins (shopper and admin) are limited by failures of an account *and* a client
// address together: a client that keeps failing on one account is refused (429) after
// RATE_LIMIT_AUTH_MAX failures in 15 minutes, but nobody else is. Failures on an account from
// every address together only slow its sign-ins down (a growing delay, capped), so that an
// attacker spreading guesses over many addresses cannot lock the real owner out: the owner, from
// an address that has not failed, always gets in with the right password.
//
// The account key is the account (`user:41`, `admin:1`), so an email and a phone of one account
// count as one; an unknown identifier is keyed by its exact normalised text.

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** How a kind of secret is guarded; password sign-ins take the defaults. */
export interface AttemptRules {
  /** Failures of one client on one account before it is refused; RATE_LIMIT_AUTH_MAX by default. */
  maxPairFailures?: number;
  /** Whether failures from every address slow the account's tries down; true by default. */
  slowDown?: boolean;
}

export interface SignInThrottle {
  /**
   * Before the secret is checked: 429 for a client over its limit on this account, else waits the
   * account's slowdown.
   */
  before(accountKey: string, req: FastifyRequest | undefined, rules?: AttemptRules): Promise<void>;
  failed(accountKey: string, req: FastifyRequest | undefined): Promise<void>;
  succeeded(accountKey: string, req: FastifyRequest | undefined): Promise<void>;
}

type Settings = Pick<
  Config,
  'RATE_LIMIT_AUTH_MAX' | 'SIGN_IN_SLOWDOWN_AFTER' | 'SIGN_IN_SLOWDOWN_BASE_MS' | 'SIGN_IN_SLOWDOWN_MAX_MS'
>;

/** The delay before a sign-in on an account that has failed `failures` times in the window. */
export function slowdownMs(failures: number, s: Settings): number {
  if (failures < s.SIGN_IN_SLOWDOWN_AFTER) return 0;
  const steps = Math.min(failures - s.SIGN_IN_SLOWDOWN_AFTER, 20);
  return Math.min(s.SIGN_IN_SLOWDOWN_BASE_MS * 2 ** steps, s.SIGN_IN_SLOWDOWN_MAX_MS);
}

export function createSignInThrottle(db: Db, settings: Settings, now: () => number): SignInThrottle {
  let lastSweep = 0;
  return {
    async before(accountKey, req, rules = {}) {
      if (!req) return; // in-process callers (scripts, tests) have no client address
      const since = now() - SIGN_IN_WINDOW_MS;
      const maxPairFailures = rules.maxPairFailures ?? settings.RATE_LIMIT_AUTH_MAX;
      if ((await pairFailures(db, accountKey, clientKey(req.ip), since)) >= maxPairFailures) {
        throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts);
      }
      const delay = rules.slowDown === false ? 0 : slowdownMs(await accountFailures(db, accountKey, since), settings);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    },
    async failed(accountKey, req) {
      if (!req) return;
      const at = now();
      await recordFailure(db, accountKey, clientKey(req.ip), at, at - SIGN_IN_WINDOW_MS);
      if (at - lastSweep > SIGN_IN_WINDOW_MS) {
        lastSweep = at;
        await deleteFailuresBefore(db, at - SIGN_IN_WINDOW_MS);
      }
    },
    async succeeded(accountKey, req) {
      if (req) await clearPairFailures(db, accountKey, clientKey(req.ip));
    },
  };
}

/** The throttle bound to one request, as the sign-in services take it. */
export interface SignInAttempts {
  before(accountKey: string): Promise<void>;
  failed(accountKey: string): Promise<void>;
  succeeded(accountKey: string): Promise<void>;
}

export const NO_THROTTLE: SignInAttempts = {
  before: async () => undefined,
  failed: async () => undefined,
  succeeded: async () => undefined,
};

export function attemptsOf(
  throttle: SignInThrottle,
  req: FastifyRequest | undefined,
  rules?: AttemptRules,
): SignInAttempts {
  return {
    before: (key) => throttle.before(key, req, rules),
    failed: (key) => throttle.failed(key, req),
    succeeded: (key) => throttle.succeeded(key, req),
  };
}
