import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { OTP } from '@shared/constants';
import { AppError } from '@shared/errors';
import { SECURITY_MESSAGES } from '@shared/messages/security';
import type { Config } from '@server/config';
import type { Db } from '../db/database';
import type { Delivery } from './delivery';
import {
  claimDueMessages,
  countOutboxSince,
  deleteSentBefore,
  insertOutboxMessage,
  listFailedDeliveries,
  markOutboxAttemptFailed,
  markOutboxSent,
  type DueMessage,
  type FailedDelivery,
  type OutboxMessage,
} from './outbox.repo';
import { createPollLoop } from '../jobs/poll-loop';

// A durable outbox. A one-time code or a notice is written to the `outbox` table in the same
// transaction as what it belongs to, and the answer returns at once: no request waits for SMTP
// or SMS (so an answer takes the same time whether or not an account exists), and a message is
// never lost because a transport was briefly down. A worker in every instance sends what is due:
// - it claims rows with a lease (a guarded update), so two instances send a message once;
// - a failed try is retried after OUTBOX_RETRY_BASE_MS, doubled each time (at most 15 minutes),
//   up to OUTBOX_MAX_ATTEMPTS tries; then the row is marked failed for the admin to see;
// - a code that has expired is not retried (it could not be used);
// - it polls every OUTBOX_POLL_MS and is woken right after each write commits (kick).

export interface Outbox {
  /** Writes a message; call inside the transaction of what it belongs to, then kick(). */
  enqueue(db: Db, message: OutboxMessage): Promise<number>;
  /** Wakes the worker (after the transaction that enqueued has committed). */
  kick(): void;
  /**
   * Before `count` more codes are written: past OTP_DELIVERIES_PER_HOUR for the whole shop, an
   * alarm (a log line at most once a minute, and the metric); a sign-up past
   * OTP_SIGNUP_CUTOFF_PER_HOUR is refused with 503. A reset is never refused here: the budgets
   * per client address and network (rate-limits.ts) bound what one party can ask for.
   */
  checkCodeBudget(count: number, purpose: 'signup' | 'reset'): Promise<void>;
  /** Runs the worker once now; resolves when what was due has been tried. */
  drain(): Promise<void>;
  failures(limit: number): Promise<FailedDelivery[]>;
  close(): Promise<void>;
}

const LEASE_MS = 60_000;
const BATCH = 20;
const MAX_BACKOFF_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** The budget alarm's log line is written at most this often (the metric counts every code). */
const ALARM_EVERY_MS = 60 * 1000;

export function retryDelayMs(attemptsSoFar: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attemptsSoFar - 1), MAX_BACKOFF_MS);
}

export function createOutbox(options: {
  db: Db;
  delivery: Delivery;
  config: Pick<
    Config,
    | 'OUTBOX_POLL_MS'
    | 'OUTBOX_MAX_ATTEMPTS'
    | 'OUTBOX_RETRY_BASE_MS'
    | 'OTP_DELIVERIES_PER_HOUR'
    | 'OTP_SIGNUP_CUTOFF_PER_HOUR'
  >;
  logger: FastifyBaseLogger;
  now: () => number;
  onCodesOverBudget?: (count: number) => void;
}): Outbox {
  const { db, delivery, config, logger, now } = options;
  let lastAlarm = -Infinity;
  const owner = `${process.pid}-${randomBytes(6).toString('hex')}`;
  let lastCleanup = 0;

  async function send(message: DueMessage): Promise<void> {
    if (message.channel === 'email') {
      await delivery.email({
        purpose: message.purpose,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.calendar ? { calendar: message.calendar } : {}),
      });
    } else {
      await delivery.sms({ purpose: message.purpose, to: message.recipient, message: message.body });
    }
  }

  async function attempt(message: DueMessage): Promise<void> {
    try {
      await send(message);
      await markOutboxSent(db, message.id, owner, now());
    } catch (err) {
      const at = now();
      const tries = message.attempts + 1;
      const error = err instanceof Error ? err.message : 'unknown';
      const expiredCode =
        message.purpose === 'code' &&
        at + retryDelayMs(tries, config.OUTBOX_RETRY_BASE_MS) > message.createdAt + OTP.ttlMs;
      const giveUp = tries >= config.OUTBOX_MAX_ATTEMPTS || expiredCode;
      // The error names the transport and status only; the message (and its code) is never logged.
      logger.error(
        { outboxId: message.id, channel: message.channel, tries, reason: error },
        giveUp ? 'delivery failed: given up' : 'delivery failed: will retry',
      );
      await markOutboxAttemptFailed(
        db,
        message.id,
        owner,
        giveUp
          ? { error, failedAt: at }
          : { error, nextAttemptAt: at + retryDelayMs(tries, config.OUTBOX_RETRY_BASE_MS) },
      );
    }
  }

  async function runOnce(): Promise<void> {
    for (;;) {
      const at = now();
      const due = await claimDueMessages(db, owner, at, at + LEASE_MS, BATCH);
      if (due.length === 0) break;
      await Promise.all(due.map((m) => attempt(m)));
      if (due.length < BATCH) break;
    }
    const at = now();
    if (at - lastCleanup > HOUR_MS) {
      lastCleanup = at;
      await deleteSentBefore(db, at - 2 * HOUR_MS);
    }
  }

  const loop = createPollLoop(async () => {
    try {
      await runOnce();
    } catch (err) {
      logger.warn({ err }, 'outbox worker: could not read the outbox');
    }
  }, config.OUTBOX_POLL_MS);

  return {
    enqueue: (trx, message) => insertOutboxMessage(trx, message, now()),
    kick() {
      if (!loop.closed) setImmediate(() => void loop.run());
    },
    async checkCodeBudget(count, purpose) {
      const at = now();
      const written = await countOutboxSince(db, 'code', at - HOUR_MS);
      if (written + count > config.OTP_DELIVERIES_PER_HOUR) {
        options.onCodesOverBudget?.(count);
        if (at - lastAlarm >= ALARM_EVERY_MS) {
          lastAlarm = at;
          logger.warn(
            { budget: config.OTP_DELIVERIES_PER_HOUR, lastHour: written, signupCap: config.OTP_SIGNUP_CUTOFF_PER_HOUR },
            'one-time codes past the hourly budget for the whole shop: look for abuse (nobody is refused by it)',
          );
        }
      }
      if (purpose === 'signup' && written + count > config.OTP_SIGNUP_CUTOFF_PER_HOUR) {
        logger.warn({ cap: config.OTP_SIGNUP_CUTOFF_PER_HOUR }, 'sign-up codes past the hourly cap: refusing sign-ups');
        throw new AppError('UNAVAILABLE', SECURITY_MESSAGES.codeBudgetSpent);
      }
    },
    drain: () => loop.run(),
    failures: (limit) => listFailedDeliveries(db, limit),
    close: () => loop.close(),
  };
}
