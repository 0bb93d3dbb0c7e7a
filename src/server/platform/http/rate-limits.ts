import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@shared/errors';
import { AUTH_MESSAGES } from '@shared/messages';
import { clientKey } from './client-key';

// Limits on authentication, built on @fastify/rate-limit's createRateLimit so that the counts
// live in Redis when REDIS_URL is set (shared by every instance) and in memory otherwise.
// Each bucket is counted per client address and, where a contact or username is known, per that too.

export type RateBucket = 'adminLogin' | 'login' | 'signup' | 'verify' | 'sendOtp' | 'reset' | 'appointment';

export interface RateLimiter {
  /** Counts one attempt; throws AppError TOO_MANY_REQUESTS when the bucket is exhausted. */
  hit(bucket: RateBucket, req: FastifyRequest | undefined, subject?: string | readonly string[]): Promise<void>;
}

const WINDOW_MS = 15 * 60 * 1000;

export function createRateLimiter(app: FastifyInstance, maxPerWindow: number): RateLimiter {
  const keys = new WeakMap<FastifyRequest, string>();
  const limits = new Map<RateBucket, ReturnType<FastifyInstance['createRateLimit']>>();
  const buckets: RateBucket[] = ['adminLogin', 'login', 'signup', 'verify', 'sendOtp', 'reset', 'appointment'];
  for (const bucket of buckets) {
    limits.set(
      bucket,
      app.createRateLimit({
        max: maxPerWindow,
        timeWindow: WINDOW_MS,
        keyGenerator: (req: FastifyRequest) => `${bucket}:${keys.get(req) ?? clientKey(req.ip)}`,
      }),
    );
  }

  async function check(bucket: RateBucket, req: FastifyRequest, key: string) {
    const limit = limits.get(bucket);
    if (!limit) return;
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
