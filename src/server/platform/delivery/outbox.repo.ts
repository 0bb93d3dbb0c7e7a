import type { Db } from '../db/database';

// The outbox table: messages written in the transaction that makes them, claimed by a worker
// with a lease (an update that only one instance can win), sent, retried, or given up on.

export interface OutboxMessage {
  channel: 'email' | 'sms';
  purpose: 'code' | 'notice';
  recipient: string;
  subject?: string;
  body: string;
  /** An email's Reply-To (a visit request's notice is answered to the visitor). */
  replyTo?: string;
  /** An email's iCalendar invitation (a visit's). */
  calendar?: string;
}

export interface DueMessage extends OutboxMessage {
  id: number;
  attempts: number;
  createdAt: number;
}

export async function insertOutboxMessage(db: Db, message: OutboxMessage, now: number): Promise<number> {
  const result = await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      purpose: message.purpose,
      recipient: message.recipient,
      subject: message.subject ?? '',
      body: message.body,
      reply_to: message.replyTo ?? null,
      calendar: message.calendar ?? null,
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** Messages of this purpose written since `since` (sent, pending or failed alike). */
export async function countOutboxSince(db: Db, purpose: OutboxMessage['purpose'], since: number): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('purpose', '=', purpose)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Claims up to `limit` due messages for `owner` until `leaseUntil`. Each claim is an update
 * guarded by the row's state, so of several instances exactly one wins each message.
 */
export async function claimDueMessages(
  db: Db,
  owner: string,
  now: number,
  leaseUntil: number,
  limit: number,
): Promise<DueMessage[]> {
  const candidates = await db
    .selectFrom('outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed: number[] = [];
  for (const { id } of candidates) {
    const result = await db
      .updateTable('outbox')
      .set({ lease_owner: owner, lease_until: leaseUntil })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(id);
  }
  if (claimed.length === 0) return [];
  const rows = await db
    .selectFrom('outbox')
    .select([
      'id',
      'channel',
      'purpose',
      'recipient',
      'subject',
      'body',
      'reply_to as replyTo',
      'calendar',
      'attempts',
      'created_at as createdAt',
    ])
    .where('id', 'in', claimed)
    .where('lease_owner', '=', owner)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel === 'sms' ? 'sms' : 'email',
    purpose: r.purpose === 'notice' ? 'notice' : 'code',
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    ...(r.replyTo ? { replyTo: r.replyTo } : {}),
    ...(r.calendar ? { calendar: r.calendar } : {}),
    attempts: Number(r.attempts),
    createdAt: Number(r.createdAt),
  }));
}

/** Sent: the body (which may hold a code) is emptied. */
export async function markOutboxSent(db: Db, id: number, owner: string, now: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      sent_at: now,
      body: '',
      attempts: eb('attempts', '+', 1),
      lease_owner: null,
      lease_until: null,
      last_error: null,
    }))
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

/** A failed try: due again at `nextAttemptAt`, or given up on (`failed`: the body is emptied). */
export async function markOutboxAttemptFailed(
  db: Db,
  id: number,
  owner: string,
  outcome: { error: string; nextAttemptAt: number } | { error: string; failedAt: number },
): Promise<void> {
  const error = outcome.error.slice(0, 255);
  await db
    .updateTable('outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error,
      lease_owner: null,
      lease_until: null,
      ...('failedAt' in outcome
        ? { failed_at: outcome.failedAt, body: '' }
        : { next_attempt_at: outcome.nextAttemptAt }),
    }))
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

export interface FailedDelivery {
  id: number;
  channel: string;
  purpose: string;
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  failedAt: number;
}

/** Messages given up on, newest first: what the admin sees (never a body). */
export async function listFailedDeliveries(db: Db, limit: number): Promise<FailedDelivery[]> {
  const rows = await db
    .selectFrom('outbox')
    .select([
      'id',
      'channel',
      'purpose',
      'recipient',
      'subject',
      'attempts',
      'last_error as lastError',
      'created_at as createdAt',
      'failed_at as failedAt',
    ])
    .where('failed_at', 'is not', null)
    .orderBy('failed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...r,
    attempts: Number(r.attempts),
    createdAt: Number(r.createdAt),
    failedAt: Number(r.failedAt),
  }));
}

/** Sent messages are kept a while for the hourly budget, then forgotten. */
export async function deleteSentBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('outbox').where('sent_at', '<', before).execute();
}
