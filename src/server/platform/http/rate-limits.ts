import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@shared/errors';
import { AUTH_MESSAGES } from '@shared/messages';
import { clientKey } from './client-key';

// Limits on authentication attempts (the `rateLimit: 'auth'` class, platform/http/policy.ts),
// built on @fastify/rate-limit's createRateLimit so that the counts live in Redis when REDIS_URL is
// set (shared by every instance) and in memory otherwise. Each bucket (a procedure's, named by it:
// platform/trpc/procedures.ts) is counted per client address and, where a contact or username is
// known, per that too. Buckets are made on first use: platform keeps no list of them.

export interface RateLimiter {
  /** Counts one attempt; throws AppError TOO_MANY_REQUESTS when the bucket is exhausted. */
  hit(bucket: string, req: FastifyRequest | undefined, subject?: string | readonly string[]): Promise<void>;
}

const WINDOW_MS = 15 * 60 * 1000;

export function createRateLimiter(app: FastifyInstance, maxPerWindow: number): RateLimiter {
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

  async function check(bucket: string, req: FastifyRequest, key: string) {
    const limit = limitOf(bucket);
    keys.set(req, key); // read synchronously by keyGenerator at the start of the call below
    const result = await limit(req);
    if (!result.isAllowed && result.isExceeded) throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyAttempts);
  }

  return {
    async hit(bucket, req, subject) {
      if (!req) return; // in-process callers (tests, scripts) have no client address
      await check(bucket, req, `ip:${clientKey(req.ip)}`);
      const subjects = typeof subject === 'string' ? [subject] : (subject ?? []);
      for (const s of subjects) await check(bucket, req, `subject:${s.trim().toLowerCase()}`);
    },
  };
}
