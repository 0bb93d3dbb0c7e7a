import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '@shared/errors';
import { AUTH_MESSAGES, GENERAL_MESSAGES } from '@shared/messages';
import type { PoolStats } from '../db/connect';
import { attemptsOf, SIGN_IN_WINDOW_MS, type SignInThrottle } from '../sessions/sign-in-throttle';

// Operator metrics in the Prometheus text format, one registry per app (tests build several).
// Labels are bounded: routes are Fastify's route patterns (an unknown path counts as
// "unmatched"), never the raw URL, so that a scanner cannot blow up the series count.

export interface Metrics {
  registry: Registry;
  // Function-valued properties, not methods: callers pass them on detached (onLookup: m.cacheLookup).
  cacheLookup: (hit: boolean) => void;
  delivery: (purpose: 'code' | 'notice', channel: 'email' | 'sms', outcome: 'sent' | 'failed') => void;
  /** `count` one-time codes were requested past the shop-wide hourly budget (an alarm, not a refusal). */
  codesOverBudget: (count: number) => void;
}

export function createMetrics(options: { poolStats: () => PoolStats }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'Database connections handed out now',
    registers: [registry],
    collect() {
      this.set(options.poolStats().inUse);
    },
  });
  new Gauge({
    name: 'db_pool_requests_queued',
    help: 'Requests waiting for a database connection',
    registers: [registry],
    collect() {
      this.set(options.poolStats().queued);
    },
  });
  new Gauge({
    name: 'db_pool_size',
    help: 'Database connections the pool may open',
    registers: [registry],
    collect() {
      this.set(options.poolStats().size);
    },
  });
  const cache = new Counter({
    name: 'catalog_cache_lookups_total',
    help: 'Catalogue read-cache lookups by result',
    labelNames: ['result'],
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'deliveries_total',
    help:
      'Messages handed to a transport, by purpose (code: one-time codes; notice: appointment notices), channel ' +
      'and outcome',
    labelNames: ['purpose', 'channel', 'outcome'],
    registers: [registry],
  });
  const overBudget = new Counter({
    name: 'otp_codes_over_hourly_budget_total',
    help: 'One-time codes requested past OTP_DELIVERIES_PER_HOUR for the whole shop (an alarm: they were not refused)',
    registers: [registry],
  });
  // Every series exists from the start, so that rates are defined before the first event.
  for (const result of ['hit', 'miss']) cache.inc({ result }, 0);
  for (const purpose of ['code', 'notice'])
    for (const channel of ['email', 'sms'])
      for (const outcome of ['sent', 'failed']) deliveries.inc({ purpose, channel, outcome }, 0);

  return {
    registry,
    cacheLookup: (hit) => cache.inc({ result: hit ? 'hit' : 'miss' }),
    delivery: (purpose, channel, outcome) => deliveries.inc({ purpose, channel, outcome }),
    codesOverBudget: (count) => overBudget.inc(count),
  };
}

/** Counts every answered request and its duration by method, route pattern and status. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered HTTP requests',
    labelNames: ['method', 'route', 'status'],
    registers: [metrics.registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const labels = { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

/**
 * GET /metrics: answered only to `Authorization: Bearer <METRICS_TOKEN>`. Without a token
 * configured the endpoint does not exist (404); a wrong or missing bearer gets 401. Wrong bearers
 * count like failed sign-ins, per client address (an IPv6 client by its /64): past `maxFailures`
 * in 15 minutes that address is refused (429, Retry-After), the right token included, while the
 * scraper at another address is not affected. No bound across addresses (as passwords have): it
 * would let anyone lock the scraper out, and a token of 16 or more characters is not guessed.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  options: { token: string | undefined; throttle: SignInThrottle; maxFailures: number },
): void {
  const { token, throttle } = options;
  const rules = { maxPairFailures: options.maxFailures, slowDown: false, boundAccount: false } as const;
  app.get('/metrics', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!token) return reply.code(404).send({ message: GENERAL_MESSAGES.notFound });
    const attempts = attemptsOf(throttle, req, rules);
    try {
      await attempts.before(METRICS_ACCOUNT_KEY);
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'TOO_MANY_REQUESTS') throw err;
      return reply
        .code(429)
        .header('Retry-After', String(Math.ceil(SIGN_IN_WINDOW_MS / 1000)))
        .send({ message: AUTH_MESSAGES.tooManyAttempts });
    }
    if (!bearerMatches(req.headers.authorization, token)) {
      await attempts.failed(METRICS_ACCOUNT_KEY);
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ message: GENERAL_MESSAGES.metricsTokenRequired });
    }
    await attempts.succeeded(METRICS_ACCOUNT_KEY);
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** The "account" wrong metrics tokens count against, beside each client address. */
const METRICS_ACCOUNT_KEY = 'metrics';

function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
