import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from './db/database';
import type { Dialect } from './db/connect';
import type { ShopInfo } from '@shared/constants';
import type { CatalogCache } from './cache/catalog-cache';
import type { Delivery } from './delivery/delivery';
import type { ImageStore } from './images/images';
import type { PasswordHasher } from './crypto/passwords';
import type { RateLimiter } from './http/rate-limits';
import type { SignInThrottle } from './sessions/sign-in-throttle';
import type { Outbox } from './delivery/outbox';
import type { PostWriteHooks } from './events/hooks';
import type { JobRunner } from './jobs/jobs';

/** An API token as the admin guard sees it (issue 27): it acts with its role, audited under its name. */
export interface ApiTokenIdentity {
  id: number;
  name: string;
  role: string;
  /** The account that made it; null once that account is gone. */
  createdBy: number | null;
}

/**
 * Looks a bearer token up among the API tokens by its SHA-256 (undefined: none, or revoked), on
 * every request: a revoked token is refused at once on every instance. The admin module's, given
 * to platform by app.ts.
 */
export type ApiTokenResolver = (tokenHash: string, now: number) => Promise<ApiTokenIdentity | undefined>;

/** Everything a procedure may need, built once at start and passed down explicitly. */
export interface AppDeps {
  config: Config;
  db: Db;
  dialect: Dialect;
  images: ImageStore;
  passwords: PasswordHasher;
  /** Epoch milliseconds; replaced in tests to move time. */
  now: () => number;
  logger: FastifyBaseLogger;
  catalogCache: CatalogCache;
  /** Set by buildApp once the rate-limit plugin is registered. */
  limiter: RateLimiter;
  /** Email and SMS transports (or the development log). */
  delivery: Delivery;
  /** Failed password sign-ins per account and client address; the per-account slowdown. */
  signIns: SignInThrottle;
  /** Messages written in the caller's transaction, sent by a worker with retries. */
  outbox: Outbox;
  /** Periodic jobs (expired holds), run by whichever instance claims each; scheduled in app.ts. */
  jobs: JobRunner;
  /** Reactions to writes, run in the writer's transaction; subscribed in write-hooks.ts. */
  hooks: PostWriteHooks;
  /** API tokens for integrations, looked up when a bearer token is no session. */
  apiTokens: ApiTokenResolver;
  /** Showrooms and contact details: DEFAULT_SHOP_INFO with SHOP_INFO_JSON over it. */
  shopInfo: ShopInfo;
}
