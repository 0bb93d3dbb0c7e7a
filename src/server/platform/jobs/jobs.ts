import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { claimJob, ensureJob, finishJob } from './jobs.repo';
import { createPollLoop } from './poll-loop';

// Periodic jobs, run by whichever instance claims them: the outbox's way (outbox.ts) for work
// that is due by the clock rather than by a write.
// - A job's next due time is a row of `scheduled_jobs`, not a timer's memory: a restarted
//   instance (or another one) finds a job that is due and runs it.
// - Every instance polls every JOBS_POLL_MS; a due job is run by the instance whose guarded
//   update takes its lease, so two instances do not run it at once. An instance that dies
//   mid-run loses the lease after `leaseMs` and another runs the job.
// - A job must still be safe to run twice (a lease can run out under a slow run): each piece of
//   work it does is claimed by its own guarded update, as the outbox claims a message.
// - A failed run is logged and kept in `last_error`; the job is due again after its interval.

export interface Job {
  /** Unique among jobs: the row's key. */
  name: string;
  /** The time between the end of one run and the next. */
  everyMs: number;
  /** How long a run may take before another instance may take the job over. */
  leaseMs?: number;
  run(now: number): Promise<void>;
}

export interface JobRunner {
  /** Adds a job: due at once when no instance has run it before, else when its row says. */
  schedule(job: Job): void;
  /** Runs the jobs that are due now, on this instance if it claims them; resolves when they are done. */
  runDue(): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_LEASE_MS = 5 * 60 * 1000;

export function createJobRunner(options: {
  db: Db;
  logger: FastifyBaseLogger;
  now: () => number;
  pollMs: number;
}): JobRunner {
  const { db, logger, now } = options;
  const owner = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const jobs: Job[] = [];

  async function runJob(job: Job): Promise<void> {
    const at = now();
    await ensureJob(db, job.name, at);
    if (!(await claimJob(db, job.name, owner, at, at + (job.leaseMs ?? DEFAULT_LEASE_MS)))) return;
    let error: string | null = null;
    try {
      await job.run(at);
    } catch (err) {
      error = err instanceof Error ? err.message : 'unknown';
      logger.error({ err, job: job.name }, 'scheduled job failed: it runs again at its next time');
    }
    const done = now();
    await finishJob(db, job.name, owner, { at, nextRunAt: done + job.everyMs, error });
  }

  // One pass over the jobs; asked for during a pass, another pass follows (the clock may have moved).
  const loop = createPollLoop(async () => {
    for (const job of jobs) {
      if (loop.closed) break;
      try {
        await runJob(job);
      } catch (err) {
        logger.warn({ err, job: job.name }, 'scheduled jobs: could not read or claim a job');
      }
    }
  }, options.pollMs);

  return {
    schedule(job) {
      if (jobs.some((j) => j.name === job.name)) throw new Error(`job ${job.name} is scheduled twice`);
      jobs.push(job);
    },
    runDue: () => loop.run(),
    close: () => loop.close(),
  };
}
