import path from 'node:path';
import { z } from 'zod';
import { MFA_REQUIREMENTS, type MfaRequirement } from '@shared/constants';
import { DEVELOPMENT_SECRET_KEY, parseSecretKey, SECRET_KEY_BYTES } from './platform/crypto/secret-box';

// The environment, parsed once. A bad value stops the start with every bad field named.

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const optionalUrl = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), { message: hint });

/**
 * Which proxies to believe about the client's address: `0`/`false` none; a number of proxy hops
 * (`1`, or `true`, for one proxy: the address that proxy saw, never an entry the client wrote);
 * or a comma-separated list of proxy addresses or CIDR ranges.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (v === '' || v === '0' || v === 'false') return false;
    if (v === 'true') return 1;
    if (/^\d+$/.test(v)) return Math.min(Number(v), 10);
    const list = v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    if (list.every((a) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a))) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'must be 0, a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs',
    });
    return z.NEVER;
  });
/** A comma-separated list of origins (`https://shop.example.com`), each kept as the browser writes it in Origin. */
const originList = z
  .string()
  .trim()
  .transform((v, ctx): string[] => {
    const origins: string[] = [];
    for (const item of v.split(',').map((a) => a.trim())) {
      if (item === '') continue;
      const origin = parseOrigin(item);
      if (!origin) {
        ctx.addIssue({ code: 'custom', message: ORIGIN_LIST_MESSAGE });
        return z.NEVER;
      }
      origins.push(origin);
    }
    return origins;
  });
const ORIGIN_LIST_MESSAGE = 'must be a comma-separated list of origins such as https://shop.example.com';

/** The origin of an http(s) URL with no path, query or credentials; undefined for anything else. */
function parseOrigin(value: string): string | undefined {
  if (!value.startsWith('http://') && !value.startsWith('https://')) return undefined;
  try {
    const url = new URL(value);
    if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}
const ms = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

/** A 32-byte key written in base64 (`openssl rand -base64 32`); never echoed in an error. */
const secretKey = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): Buffer | undefined => {
    if (v === undefined || v === '') return undefined;
    const key = parseSecretKey(v);
    if (key) return key;
    ctx.addIssue({ code: 'custom', message: `must be ${SECRET_KEY_BYTES} bytes in base64 (openssl rand -base64 32)` });
    return z.NEVER;
  });

/** Read as `PORT: must be ...` in the list of bad fields. */
const PORT_MESSAGE = 'must be a whole number from 1 to 65535';

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: PORT_MESSAGE })
    .int({ message: PORT_MESSAGE })
    .min(1, { message: PORT_MESSAGE })
    .max(65535, { message: PORT_MESSAGE })
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where the built client is served from (vite build's output). */
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
  DATABASE_URL: optionalUrl(['mysql://'], 'must look like mysql://user:pass@host:port/db'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_QUEUE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(200),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1500),
  ADMIN_USERNAME: z.string().trim().min(1).max(64).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).max(400_000_000).default(40_000_000),
  DEMO_DATA: bool.default(true),
  PUBLIC_ORIGIN: optionalUrl(['http://', 'https://'], 'must be an origin such as https://shop.example.com'),
  TRUST_PROXY: trustProxy.default(false),
  REDIS_URL: optionalUrl(['redis://', 'rediss://'], 'must look like redis://host:6379'),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://'], 'must look like smtp://user:pass@host:587'),
  MAIL_FROM: z.string().trim().min(3).default('Navi Jewels <no-reply@navijewels.in>'),
  SMS_WEBHOOK_URL: optionalUrl(['http://', 'https://'], 'must be an http(s) URL'),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  SHOP_EMAIL: z.string().email().optional(),
  SHOP_INFO_JSON: z.string().optional(),
  /** log2 of scrypt's N for passwords: 17 is OWASP's recommendation; tests may lower it. */
  PASSWORD_HASH_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token for GET /metrics; without it the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(256).optional(),
  /** Wrong /metrics bearers from one client address in 15 minutes before that address gets 429. */
  METRICS_AUTH_MAX_FAILURES: z.coerce.number().int().min(1).max(100_000).default(10),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Which admin accounts must sign in with a second factor: `owner`, `all` or `none`; unset, `all` in
   * production and `none` elsewhere. Such an account without it reaches only its enrolment.
   */
  MFA_REQUIRED: z.enum(MFA_REQUIREMENTS).optional(),
  /**
   * The key that encrypts the admins' TOTP secrets at rest (AES-256-GCM): 32 bytes in base64.
   * Required in production; elsewhere a development key derived from a public phrase is used.
   */
  MFA_ENCRYPTION_KEY: secretKey,
  /** A rate update moving any rate by more than this percentage is refused (409) unless confirmed. */
  RATE_CHANGE_CONFIRM_PERCENT: z.coerce.number().min(0).max(10_000).default(10),

  // ---- Hardening, second round (see docs/security-operations.md) ----
  /** A request (headers and body) must arrive whole within this; a trickled body is cut off (408). */
  REQUEST_TIMEOUT_MS: ms(1000, 600_000, 60_000),
  /** The request's headers must arrive within this. */
  HEADERS_TIMEOUT_MS: ms(500, 120_000, 10_000),
  /**
   * An idle keep-alive connection is closed after this; behind a load balancer keep it above the
   * balancer's idle timeout.
   */
  KEEP_ALIVE_TIMEOUT_MS: ms(100, 600_000, 65_000),
  /** Largest JSON body of the sign-in, sign-up, code and reset calls. */
  AUTH_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(512)
    .max(1024 * 1024)
    .default(4096),
  /** Largest JSON body elsewhere. */
  JSON_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(16 * 1024 * 1024)
    .default(1024 * 1024),
  /** Bytes the public read cache (catalogue answers and their HTTP forms) may hold; least recently used go first. */
  READ_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .max(16 * 1024 * 1024 * 1024)
    .default(64 * 1024 * 1024),
  /** Public reads (REST GETs and tRPC queries) per client address per minute. */
  PUBLIC_READ_RATE_MAX: z.coerce.number().int().min(1).max(10_000_000).default(1200),
  /**
   * One-time codes an hour for the whole shop past which the operator is alerted (a log line and
   * `otp_codes_over_hourly_budget_total`); nobody is refused by it.
   */
  OTP_DELIVERIES_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(600),
  /**
   * The last resort on SMS costs: one-time codes an hour for the whole shop past which new sign-ups
   * answer 503. A reset code for an existing account is never refused by it.
   */
  OTP_SIGNUP_CUTOFF_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(6000),
  /** One-time codes (a sign-up asks for two, a reset for one) per client address an hour (429 past it). */
  OTP_CODES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(30),
  /** One-time codes per network (OTP_NETWORK_PREFIX_V4 / _V6) an hour (429 past it). */
  OTP_CODES_PER_NETWORK_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(120),
  /** Prefix lengths of the networks those budgets count: an IPv4 /24 and an IPv6 /48 by default. */
  OTP_NETWORK_PREFIX_V4: z.coerce.number().int().min(8).max(32).default(24),
  OTP_NETWORK_PREFIX_V6: z.coerce.number().int().min(16).max(64).default(48),
  /** How often the outbox worker looks for due messages (it is also woken after each write). */
  OUTBOX_POLL_MS: ms(50, 600_000, 2000),
  /** How often each instance looks for a periodic job that is due (platform/jobs: expired holds...). */
  JOBS_POLL_MS: ms(50, 600_000, 30_000),
  /** Tries before a message is given up on and shown to the admin as failed. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** First retry delay of a failed delivery; doubled on each try, at most 15 minutes. */
  OUTBOX_RETRY_BASE_MS: ms(10, 600_000, 5000),
  /** An admin session unused this long is over (within its 1-day lifetime). */
  ADMIN_IDLE_TIMEOUT_MS: ms(1000, 24 * 60 * 60 * 1000, 30 * 60 * 1000),
  /** Failed sign-ins of one account (from every address) before each further try is slowed down. */
  SIGN_IN_SLOWDOWN_AFTER: z.coerce.number().int().min(1).max(1000).default(5),
  /** First delay of the slowdown; doubled with each further failure, up to SIGN_IN_SLOWDOWN_MAX_MS. */
  SIGN_IN_SLOWDOWN_BASE_MS: ms(0, 60_000, 250),
  SIGN_IN_SLOWDOWN_MAX_MS: ms(0, 60_000, 4000),
  /**
   * Failed password checks of one account (from every address) in PASSWORD_FAILURES_WINDOW_MS past
   * which its sign-ins are refused (429) unchecked; NIST SP 800-63B allows at most 100.
   */
  PASSWORD_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(2).max(100_000).default(100),
  /** The part of that bound only addresses the account signed in from may spend: strangers stop short of it. */
  PASSWORD_FAILURES_KNOWN_ADDRESS_RESERVE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** The window of that bound, from the first failure; a right password or a reset ends it sooner. */
  PASSWORD_FAILURES_WINDOW_MS: ms(60_000, 30 * 24 * 60 * 60 * 1000, 24 * 60 * 60 * 1000),
  /** Password hashes computed at once; the rest wait in a queue of HASH_QUEUE_LIMIT, past which 503. */
  HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  HASH_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(32),

  // ---- The first version's client (README: running the first version's client) ----
  /**
   * In production, also read sessions from the readable `token` and `adminToken` cookies that the
   * first version's client writes itself (always read in development).
   */
  LEGACY_CLIENT_COOKIES: bool.default(false),
  /**
   * Origins whose pages may call /api and load /uploads photos across origins (CORS, without
   * credentials); none by default.
   */
  CORS_ORIGINS: originList.default([]),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'MFA_REQUIRED' | 'MFA_ENCRYPTION_KEY'> {
  MFA_REQUIRED: MfaRequirement;
  MFA_ENCRYPTION_KEY: Buffer;
  isProduction: boolean;
  uploadsDir: string;
  sqliteFile: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PASSWORD_FAILURES_KNOWN_ADDRESS_RESERVE >= e.PASSWORD_FAILURES_PER_ACCOUNT) {
    throw new ConfigError(
      'Invalid configuration:\n' +
        '  PASSWORD_FAILURES_KNOWN_ADDRESS_RESERVE: must be less than PASSWORD_FAILURES_PER_ACCOUNT',
    );
  }
  const production = e.NODE_ENV === 'production';
  if (production && !e.MFA_ENCRYPTION_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n' +
        '  MFA_ENCRYPTION_KEY: is required when NODE_ENV=production (32 bytes in base64: openssl rand -base64 32)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    DATA_DIR: dataDir,
    CLIENT_DIR: path.resolve(e.CLIENT_DIR),
    isProduction: production,
    MFA_REQUIRED: e.MFA_REQUIRED ?? (production ? 'all' : 'none'),
    MFA_ENCRYPTION_KEY: e.MFA_ENCRYPTION_KEY ?? DEVELOPMENT_SECRET_KEY,
    uploadsDir: path.join(dataDir, 'uploads'),
    sqliteFile: path.join(dataDir, 'shop.sqlite'),
  };
}
