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
import {
  clearFailures,
  isSignInAddress,
  releaseFailure,
  rememberSignInAddress,
  reserveFailure,
  sweepPasswordFailures,
} from './password-failures.repo';
import { clientKey } from '../http/client-key';

// Password sign-ins (shopper and admin) are limited by failures of an account *and* a client
// address together: a client that keeps failing on one account is refused (429) after
// RATE_LIMIT_AUTH_MAX failures in 15 minutes, but nobody else is. Failures on an account from
// every address together slow its sign-ins down (a growing delay, capped).
//
// The slowdown does not bound guesses made in parallel, so the password checks of one account
// are bounded too (NIST SP 800-63B 5.2.2): at most PASSWORD_FAILURES_PER_ACCOUNT failed
// checks in PASSWORD_FAILURES_WINDOW_MS, each taken from the bound atomically *before* the hash is
// checked (so that 100 guesses at once cannot all pass), kept when the check fails, given back
// when it could not run, and the count forgotten on a right password or a reset. Strangers may
// spend the bound only down to PASSWORD_FAILURES_KNOWN_ADDRESS_RESERVE: the rest is kept for the
// addresses the account signed in from (sign_in_addresses, an IPv6 client by its /64), so the
// owner at home still gets in; from a new address the owner resets the password by code. Past
// the bound the answer is 429 without checking the password, so it tells nothing of it.
//
// The account key is the account (`user:41`, `admin:1`), so an email and a phone of one account
// count as one; an unknown identifier is keyed by its exact normalised text.

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** The keys a shopper's and an admin's attempts and password failures are counted under. */
export const ACCOUNT_KEYS = {
  shopper: (userId: number): string => `user:${userId}`,
  admin: (adminId: number): string => `admin:${adminId}`,
};
/** An address the account has not signed in from for this long is a stranger's again. */
export const SIGN_IN_ADDRESS_KEPT_MS = 180 * 24 * 60 * 60 * 1000;

/** How a kind of secret is guarded; password sign-ins take the defaults. */
export interface AttemptRules {
  /** Failures of one client on one account before it is refused; RATE_LIMIT_AUTH_MAX by default. */
  maxPairFailures?: number;
  /** Whether failures from every address slow the account's tries down; true by default. */
  slowDown?: boolean;
  /** Whether the account's failed checks are bounded (PASSWORD_FAILURES_PER_ACCOUNT); true by default. */
  boundAccount?: boolean;
}

export interface SignInThrottle {
  /**
   * Before the secret is checked: 429 for a client over its limit on this account or for an
   * account whose bound is spent, else waits the account's slowdown. True when a unit of the
   * account's bound was taken (to be given back by `abandoned` if the check does not run).
   */
  before(accountKey: string, req: FastifyRequest | undefined, rules?: AttemptRules): Promise<boolean>;
  failed(accountKey: string, req: FastifyRequest | undefined): Promise<void>;
  /** A right secret: this client's failures are forgotten; for a bounded account, its count too. */
  succeeded(accountKey: string, req: FastifyRequest | undefined, rules?: AttemptRules): Promise<void>;
  /** The check did not run (the hashing queue was full): the unit taken by `before` is given back. */
  abandoned(accountKey: string): Promise<void>;
}

type Settings = Pick<
  Config,
  | 'RATE_LIMIT_AUTH_MAX'
  | 'SIGN_IN_SLOWDOWN_AFTER'
  | 'SIGN_IN_SLOWDOWN_BASE_MS'
  | 'SIGN_IN_SLOWDOWN_MAX_MS'
  | 'PASSWORD_FAILURES_PER_ACCOUNT'
  | 'PASSWORD_FAILURES_KNOWN_ADDRESS_RESERVE'
  | 'PASSWORD_FAILURES_WINDOW_MS'
>;

/** The delay before a sign-in on an account that has failed `failures` times in the window. */
export function slowdownMs(failures: number, s: Settings): number {
  if (failures < s.SIGN_IN_SLOWDOWN_AFTER) return 0;
  const steps = Math.min(failures - s.SIGN_IN_SLOWDOWN_AFTER, 20);
  return Math.min(s.SIGN_IN_SLOWDOWN_BASE_MS * 2 ** steps, s.SIGN_IN_SLOWDOWN_MAX_MS);
}

export function createSignInThrottle(db: Db, settings: Settings, now: () => number): SignInThrottle {
  let lastSweep = 0;
  let lastBoundSweep = 0;

  /** Takes a unit of the account's bound: all of it from an address it signed in from, less the reserve else. */
  async function reserve(accountKey: string, client: string): Promise<void> {
    const at = now();
    const bound = settings.PASSWORD_FAILURES_PER_ACCOUNT;
    const strangers = bound - settings.PASSWORD_FAILURES_KNOWN_ADDRESS_RESERVE;
    const since = at - settings.PASSWORD_FAILURES_WINDOW_MS;
    if (await reserveFailure(db, accountKey, strangers, at, since)) return;
    const known = await isSignInAddress(db, accountKey, client, at - SIGN_IN_ADDRESS_KEPT_MS);
    if (known && (await reserveFailure(db, accountKey, bound, at, since))) return;
    throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.accountAttemptsSpent);
  }

  /** Now and then, forgets windows that have passed and addresses long unused. */
  async function sweepBound(at: number): Promise<void> {
    if (at - lastBoundSweep <= SIGN_IN_WINDOW_MS) return;
    lastBoundSweep = at;
    await sweepPasswordFailures(db, at - settings.PASSWORD_FAILURES_WINDOW_MS, at - SIGN_IN_ADDRESS_KEPT_MS);
  }

  return {
    async before(accountKey, req, rules = {}) {
      if (!req) return false; // in-process callers (scripts, tests) have no client address
      const client = clientKey(req.ip);
      const since = now() - SIGN_IN_WINDOW_MS;
      const maxPairFailures = rules.maxPairFailures ?? settings.RATE_LIMIT_AUTH_MAX;
      if ((await pairFailures(db, accountKey, client, since)) >= maxPairFailures) {
        throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts);
      }
      const bounded = rules.boundAccount !== false;
      if (bounded) await reserve(accountKey, client);
      const delay = rules.slowDown === false ? 0 : slowdownMs(await accountFailures(db, accountKey, since), settings);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return bounded;
    },
    async failed(accountKey, req) {
      if (!req) return;
      const at = now();
      await recordFailure(db, accountKey, clientKey(req.ip), at, at - SIGN_IN_WINDOW_MS);
      if (at - lastSweep > SIGN_IN_WINDOW_MS) {
        lastSweep = at;
        await deleteFailuresBefore(db, at - SIGN_IN_WINDOW_MS);
      }
      await sweepBound(at);
    },
    async succeeded(accountKey, req, rules = {}) {
      if (!req) return;
      const at = now();
      const client = clientKey(req.ip);
      await clearPairFailures(db, accountKey, client);
      if (rules.boundAccount === false) return;
      await clearFailures(db, accountKey);
      await rememberSignInAddress(db, accountKey, client, at);
      await sweepBound(at);
    },
    async abandoned(accountKey) {
      await releaseFailure(db, accountKey);
    },
  };
}

/** The throttle bound to one request, as the sign-in services take it. */
export interface SignInAttempts {
  before(accountKey: string): Promise<void>;
  failed(accountKey: string): Promise<void>;
  succeeded(accountKey: string): Promise<void>;
  /** The secret could not be checked (an error, such as a full hashing queue): nothing is counted. */
  abandoned(accountKey: string): Promise<void>;
}

export const NO_THROTTLE: SignInAttempts = {
  before: async () => undefined,
  failed: async () => undefined,
  succeeded: async () => undefined,
  abandoned: async () => undefined,
};

/**
 * Checks a secret under `attempts`: counted before, the outcome recorded after, nothing counted if
 * the check itself fails. `check` answers false for an unknown account (after a dummy check).
 */
export async function checkAttempt(
  attempts: SignInAttempts,
  accountKey: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  await attempts.before(accountKey);
  let ok: boolean;
  try {
    ok = await check();
  } catch (err) {
    await attempts.abandoned(accountKey);
    throw err;
  }
  await (ok ? attempts.succeeded(accountKey) : attempts.failed(accountKey));
  return ok;
}

export function attemptsOf(
  throttle: SignInThrottle,
  req: FastifyRequest | undefined,
  rules?: AttemptRules,
): SignInAttempts {
  let reserved = false;
  return {
    before: async (key) => {
      reserved = await throttle.before(key, req, rules);
    },
    failed: (key) => throttle.failed(key, req),
    succeeded: (key) => throttle.succeeded(key, req, rules),
    abandoned: async (key) => {
      if (reserved) await throttle.abandoned(key);
      reserved = false;
    },
  };
}
