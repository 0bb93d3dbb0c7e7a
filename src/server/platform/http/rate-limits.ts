import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@shared/errors';
import { AUTH_MESSAGES } from '@shared/messages';
import { SECURITY_MESSAGES } from '@shared/messages/security';
import type { Config } from '@server/config';
import { clientKey, networkKey } from './client-key';

// Limits on authentication attempts (the `rateLimit: 'auth'` class, platform/http/policy.ts),
// built on @fastify/rate-limit's createRateLimit so that the counts live in Redis when REDIS_URL is
// set (shared by every instance) and in memory otherwise. Each bucket (a procedure's, named by it:
// platform/trpc/procedures.ts) is counted per client address and, where a contact or username is
// known, per that too. Buckets are made on first use: platform keeps no list of them.
// One-time codes (SMS costs) have budgets of their own an hour, per client address and per network
// (an IPv4 /24, an IPv6 /48 by default), so that a few addresses spending theirs never stop
// anybody else from signing up or resetting a password.

export interface RateLimiter {
  /** Counts one attempt; throws AppError TOO_MANY_REQUESTS when the bucket is exhausted. */
  hit(bucket: string, req: FastifyRequest | undefined, subject?: string | readonly string[]): Promise<void>;
  /** Spends `count` one-time codes of the client's hourly budgets; TOO_MANY_REQUESTS once one is spent. */
  spendCodes(req: FastifyRequest | undefined, count: number): Promise<void>;
}

/** The code budgets bound to one request, as the sign-up and reset services take them. */
export interface CodeBudget {
  spend(count: number): Promise<void>;
}

export const NO_CODE_BUDGET: CodeBudget = { spend: async () => undefined };

export function codeBudgetOf(limiter: RateLimiter, req: FastifyRequest | undefined): CodeBudget {
  return { spend: (count) => limiter.spendCodes(req, count) };
}

const WINDOW_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

type CodeSettings = Pick<
  Config,
  | 'RATE_LIMIT_AUTH_MAX'
  | 'OTP_CODES_PER_ADDRESS_PER_HOUR'
  | 'OTP_CODES_PER_NETWORK_PER_HOUR'
  | 'OTP_NETWORK_PREFIX_V4'
  | 'OTP_NETWORK_PREFIX_V6'
>;

export function createRateLimiter(app: FastifyInstance, settings: CodeSettings): RateLimiter {
  const maxPerWindow = settings.RATE_LIMIT_AUTH_MAX;
  const keys = new WeakMap<FastifyRequest, string>();
  const limits = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  const limitOf = (bucket: string) => {
    let limit = limits.get(bucket);
    if (!limit) {
      limit = app.createRateLimit({
        max: maxPerWindow,
        timeWindow: WINDOW_MS,
        keyGenerator: (req: FastifyRequest) => `${bucket}:${keys.get(req) ?? clientKey(req.ip)}`,
      });
      limits.set(bucket, limit);
    }
    return limit;
  };

  const codeBudget = (max: number) =>
    app.createRateLimit({
      max,
      timeWindow: HOUR_MS,
      keyGenerator: (req: FastifyRequest) => keys.get(req) ?? clientKey(req.ip),
    });
  const codesPerAddress = codeBudget(settings.OTP_CODES_PER_ADDRESS_PER_HOUR);
  const codesPerNetwork = codeBudget(settings.OTP_CODES_PER_NETWORK_PER_HOUR);

  async function allowed(limit: ReturnType<FastifyInstance['createRateLimit']>, req: FastifyRequest, key: string) {
    keys.set(req, key); // read synchronously by keyGenerator at the start of the call below
    const result = await limit(req);
    return result.isAllowed || !result.isExceeded;
  }

  async function check(bucket: string, req: FastifyRequest, key: string) {
    const limit = limitOf(bucket);
    if (!(await allowed(limit, req, key))) throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts);
  }

  return {
    async hit(bucket, req, subject) {
      if (!req) return; // in-process callers (tests, scripts) have no client address
      await check(bucket, req, `ip:${clientKey(req.ip)}`);
      const subjects = typeof subject === 'string' ? [subject] : (subject ?? []);
      for (const s of subjects) await check(bucket, req, `subject:${s.trim().toLowerCase()}`);
    },
    async spendCodes(req, count) {
      if (!req) return;
      const address = `codes:ip:${clientKey(req.ip)}`;
      const network = `codes:net:${networkKey(req.ip, settings.OTP_NETWORK_PREFIX_V4, settings.OTP_NETWORK_PREFIX_V6)}`;
      for (let i = 0; i < count; i++) {
        if (!(await allowed(codesPerAddress, req, address)) || !(await allowed(codesPerNetwork, req, network)))
          throw new AppError('TOO_MANY_REQUESTS', SECURITY_MESSAGES.codeBudgetSpent);
      }
    },
  };
}
