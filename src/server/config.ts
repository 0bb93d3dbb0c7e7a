import path from 'node:path';
import { z } from 'zod';

// The environment, parsed once. A bad value stops the start with every bad field named.

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const optionalUrl = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), { message: hint });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
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
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(10 * 1024 * 1024),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).max(400_000_000).default(40_000_000),
  DEMO_DATA: bool.default(true),
  PUBLIC_ORIGIN: optionalUrl(['http://', 'https://'], 'must be an origin such as https://shop.example.com'),
  TRUST_PROXY: bool.default(false),
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
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
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
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    DATA_DIR: dataDir,
    CLIENT_DIR: path.resolve(e.CLIENT_DIR),
    isProduction: e.NODE_ENV === 'production',
    uploadsDir: path.join(dataDir, 'uploads'),
    sqliteFile: path.join(dataDir, 'shop.sqlite'),
  };
}
