import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_INFO, VISIT_HOLDS } from '@shared/constants';
import { VISIT_MESSAGES } from '@shared/messages/visits';
import { pieceAnswer, pieceHistoryAnswer } from '@shared/schemas/stock-wire';
import { visitPieceWire } from '@shared/schemas/visits-wire';
import { scheduleFromHoursText } from '@shared/visit-schedule';
import { addDays, indiaInstant, indiaIso } from '@shared/visit-time';
import { releaseExpiredHolds } from '@server/modules/visits/visit-holds.service';
import { createCategory, seedProducts } from './helpers/catalog-fixtures';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  bearer,
  createSiblingApp,
  describeEachDatabase,
  useTestApp,
  type TestApp,
} from './helpers/harness';
import { wire } from './helpers/wire';

// Pieces held for a showroom visit (issue 29, point 4): held with the booking (all or none),
// refused by design name and showroom, released on cancelling and on marking, sold at the visit,
// and released by the job once their time runs out: once with two instances on one database, and
// by a new instance after a restart. The clock is the test's: Monday 30 November 2026, 9:00 am in
// India; visits are booked for Tuesday at 4 pm in Kharghar.

const MONDAY = '2026-11-30';
const TUESDAY = addDays(MONDAY, 1);
const START = indiaInstant(MONDAY, 9 * 60);
const SLOT = `${TUESDAY}T16:00:00+05:30`;
/** The 4 pm slot ends at 4:30 pm; its holds run out two hours later. */
const HELD_UNTIL = indiaInstant(TUESDAY, 16 * 60 + 30) + VISIT_HOLDS.afterSlotMs;
const HOUR = 60 * 60 * 1000;

const bookAnswer = z.object({
  message: z.string(),
  id: z.string(),
  status: z.string(),
  slotStart: z.string().nullable(),
  heldPieces: z.array(visitPieceWire),
});
const statusAnswer = bookAnswer;
const appointmentsAnswer = z.object({
  appointments: z.array(z.object({ _id: z.string(), heldPieces: z.array(visitPieceWire) })),
  total: z.number(),
});

describeEachDatabase('showroom visits: pieces held for a visit', (dialect) => {
  let clock = START;
  const { t } = useTestApp(dialect, { env: { RATE_LIMIT_AUTH_MAX: '10000' }, build: { now: () => clock } });
  let ownerToken: { at: number; headers: Record<string, string> } | undefined;
  /** An owner's session opened at the test's current time (a session idles out as the clock jumps). */
  const owner = async (): Promise<Record<string, string>> => {
    if (ownerToken?.at === clock) return ownerToken.headers;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loginAdmin',
      payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    ownerToken = { at: clock, headers: bearer(res.json<{ token: string }>().token) };
    return ownerToken.headers;
  };
  let productId: string;
  let otherProductId: string;
  let n = 0;

  beforeAll(async () => {
    [productId = '', otherProductId = ''] = await seedProducts(t, await createCategory(t, 'Held Rings'), [
      'Lotus Held Ring',
      'Peacock Held Ring',
    ]);
    // Room for every visit of this file in one slot.
    const schedule = { ...scheduleFromHoursText('Tuesday to Sunday, 10:30 am to 8:30 pm'), capacity: 50 };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/showrooms/kharghar/schedule',
      payload: schedule,
      headers: await owner(),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  beforeEach(() => {
    clock = START;
  });

  const addPiece = async (showroom = 'kharghar', product = productId): Promise<string> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pieces',
      headers: await owner(),
      payload: { productId: product, tag: `HOLD-${dialect}-${++n}`, showroom, grossWeight: 5, netWeight: 4 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return wire(res, pieceAnswer).piece._id;
  };
  const piece = async (id: string, app: TestApp = t) =>
    wire(await app.app.inject({ method: 'GET', url: `/api/pieces/${id}`, headers: await owner() }), pieceAnswer).piece;
  const history = async (id: string) =>
    wire(
      await t.app.inject({ method: 'GET', url: `/api/pieces/${id}/history`, headers: await owner() }),
      pieceHistoryAnswer,
    ).movements.map((m) => m.kind);
  const book = (pieceIds: string[], over: Record<string, unknown> = {}, app: TestApp = t) =>
    app.app.inject({
      method: 'POST',
      url: '/api/bookAppointment',
      payload: {
        name: 'Meera Deshmukh',
        email: 'meera@example.in',
        mobile: '9820014511',
        showroom: 'kharghar',
        slotStart: SLOT,
        pieceIds,
        ...over,
      },
    });
  const setStatus = async (id: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/appointments/${id}/status`, payload: body, headers: await owner() });
  const visitCount = async () =>
    wire(await t.app.inject({ method: 'GET', url: '/api/appointments', headers: await owner() }), appointmentsAnswer)
      .total;
  const freeAt4pm = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/visitSlots?showroom=kharghar&from=${TUESDAY}` });
    return res.json<{ slots: Array<{ start: string; free: number }> }>().slots.find((s) => s.start === SLOT)?.free;
  };
  /** The audit entries of a piece's holds and releases, by whom. */
  const pieceAudit = async (id: string) => {
    const rows = await t.deps.db
      .selectFrom('audit_log')
      .select(['actor_kind as kind', 'after'])
      .where('entity', '=', 'piece')
      .where('entity_id', '=', Number(id))
      .orderBy('id')
      .execute();
    return rows.flatMap((r) => {
      const movement = (JSON.parse(r.after ?? '{}') as { movement?: string }).movement;
      return movement ? [`${movement}:${r.kind}`] : [];
    });
  };

  it('holds the pieces with the booking until the slot ends plus two hours, named without their tags', async () => {
    const [a, b] = [await addPiece(), await addPiece('kharghar', otherProductId)];
    const res = await book([a, b]);
    expect(res.statusCode, res.body).toBe(201);
    const booked = wire(res, bookAnswer);
    expect(booked.status).toBe('confirmed');
    expect(booked.heldPieces).toEqual([
      {
        pieceId: a,
        productName: 'Lotus Held Ring',
        showroom: 'kharghar',
        state: 'held',
        heldUntil: indiaIso(HELD_UNTIL),
      },
      {
        pieceId: b,
        productName: 'Peacock Held Ring',
        showroom: 'kharghar',
        state: 'held',
        heldUntil: indiaIso(HELD_UNTIL),
      },
    ]);
    expect(res.body).not.toContain('HOLD-');
    for (const id of [a, b]) {
      const held = await piece(id);
      expect(held.status).toBe('held');
      expect(Date.parse(held.heldUntil ?? '')).toBe(HELD_UNTIL);
      expect(await history(id)).toEqual(['create', 'hold']);
      expect(await pieceAudit(id)).toEqual(['hold:system']);
    }
    // The shop's list shows them, with their tags.
    const list = wire(
      await t.app.inject({ method: 'GET', url: '/api/appointments', headers: await owner() }),
      appointmentsAnswer,
    ).appointments.find((v) => v._id === booked.id);
    expect(list?.heldPieces.map((p) => [p.pieceId, p.state, p.tag?.startsWith('HOLD-')])).toEqual([
      [a, 'held', true],
      [b, 'held', true],
    ]);
  });

  it('refuses a piece held, sold or at another showroom with 409 naming it, and books nothing', async () => {
    const free = await addPiece();
    const taken = await addPiece();
    expect((await book([taken])).statusCode).toBe(201);
    const sold = await addPiece();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/pieces/${sold}/sell`, headers: await owner() })).statusCode,
    ).toBe(200);
    const atNerul = await addPiece('nerul');
    const visits = await visitCount();
    const places = await freeAt4pm();
    for (const [refused, showroom] of [
      [taken, 'kharghar'],
      [sold, 'kharghar'],
      [atNerul, 'nerul'],
    ] as const) {
      const res = await book([free, refused]);
      const name = DEFAULT_SHOP_INFO.showrooms.find((s) => s.id === showroom)?.name ?? '';
      expect([res.statusCode, res.json()]).toEqual([
        409,
        { message: VISIT_MESSAGES.pieceUnavailable('Lotus Held Ring', name) },
      ]);
      expect(res.body).not.toContain('HOLD-');
    }
    const gone = await book([free, '999999']);
    expect([gone.statusCode, gone.json()]).toEqual([409, { message: VISIT_MESSAGES.pieceGone }]);
    // All or nothing: no visit, no place taken, the free piece still in stock with no hold in its history.
    expect(await visitCount()).toBe(visits);
    expect(await freeAt4pm()).toBe(places);
    expect((await piece(free)).status).toBe('inStock');
    expect(await history(free)).toEqual(['create']);
  });

  it('takes at most five pieces, and only with a time', async () => {
    const six = ['1', '2', '3', '4', '5', '6'];
    const tooMany = await book(six);
    expect([tooMany.statusCode, tooMany.json()]).toEqual([400, { message: VISIT_MESSAGES.piecesTooMany }]);
    const noSlot = await book([await addPiece()], { slotStart: undefined, preferredDate: TUESDAY });
    expect([noSlot.statusCode, noSlot.json()]).toEqual([400, { message: VISIT_MESSAGES.piecesNeedSlot }]);
    // Without pieces the specification's payload is unchanged.
    const plain = await book([], { slotStart: undefined, preferredDate: TUESDAY, pieceIds: undefined });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(wire(plain, bookAnswer).heldPieces).toEqual([]);
  });

  it('releases the pieces when the visit is cancelled, and when it is marked a no show', async () => {
    for (const to of ['cancelled', 'noShow'] as const) {
      const [a, b] = [await addPiece(), await addPiece()];
      const { id } = wire(await book([a, b]), bookAnswer);
      const res = await setStatus(id, { status: to });
      expect(res.statusCode, res.body).toBe(200);
      expect(wire(res, statusAnswer).heldPieces.map((p) => [p.pieceId, p.state])).toEqual([
        [a, 'released'],
        [b, 'released'],
      ]);
      for (const pieceId of [a, b]) {
        expect((await piece(pieceId)).status).toBe('inStock');
        expect(await history(pieceId)).toEqual(['create', 'hold', 'release']);
        expect(await pieceAudit(pieceId)).toEqual(['hold:system', 'release:admin']);
      }
      // Released once: the job, past the holds' time, finds nothing of this visit's.
      clock = HELD_UNTIL + HOUR;
      await releaseExpiredHolds(t.deps, clock);
      for (const pieceId of [a, b]) expect(await history(pieceId)).toEqual(['create', 'hold', 'release']);
      clock = START;
    }
  });

  it('sells the pieces bought at the visit and releases the rest; refuses sold pieces it does not hold', async () => {
    const [a, b] = [await addPiece(), await addPiece()];
    const other = await addPiece();
    const { id } = wire(await book([a, b]), bookAnswer);
    const notHeld = await setStatus(id, { status: 'visited', soldPieceIds: [other] });
    expect([notHeld.statusCode, notHeld.json()]).toEqual([400, { message: VISIT_MESSAGES.soldNotHeld }]);
    const notVisited = await setStatus(id, { status: 'cancelled', soldPieceIds: [a] });
    expect([notVisited.statusCode, notVisited.json()]).toEqual([400, { message: VISIT_MESSAGES.soldNeedsVisited }]);
    expect((await piece(a)).status).toBe('held');

    clock = indiaInstant(TUESDAY, 16 * 60 + 20);
    const res = await setStatus(id, { status: 'visited', soldPieceIds: [a] });
    expect(res.statusCode, res.body).toBe(200);
    expect(wire(res, statusAnswer).heldPieces.map((p) => [p.pieceId, p.state])).toEqual([
      [a, 'sold'],
      [b, 'released'],
    ]);
    expect((await piece(a)).status).toBe('sold');
    expect((await piece(b)).status).toBe('inStock');
    expect(await history(a)).toEqual(['create', 'hold', 'sell']);
    expect(await pieceAudit(a)).toEqual(['hold:system', 'sell:admin']);
  });

  it('moves the holds with the visit when it is given a new time', async () => {
    const a = await addPiece();
    const { id } = wire(await book([a]), bookAnswer);
    const later = `${TUESDAY}T18:00:00+05:30`;
    const res = await setStatus(id, { status: 'confirmed', slotStart: later });
    expect(res.statusCode, res.body).toBe(200);
    const until = indiaInstant(TUESDAY, 18 * 60 + 30) + VISIT_HOLDS.afterSlotMs;
    expect(wire(res, statusAnswer).heldPieces.map((p) => p.heldUntil)).toEqual([indiaIso(until)]);
    expect(Date.parse((await piece(a)).heldUntil ?? '')).toBe(until);
    // Still held past the first time's end; released past the new one.
    clock = HELD_UNTIL + 1;
    await releaseExpiredHolds(t.deps, clock);
    expect((await piece(a)).status).toBe('held');
    clock = until;
    await releaseExpiredHolds(t.deps, clock);
    expect((await piece(a)).status).toBe('inStock');
  });

  it('releases expired holds by the periodic job, once, in the history and the audit log', async () => {
    const a = await addPiece();
    const { id } = wire(await book([a]), bookAnswer);
    clock = HELD_UNTIL - 1;
    await t.deps.jobs.runDue();
    expect((await piece(a)).status).toBe('held');
    clock = HELD_UNTIL + VISIT_HOLDS.sweepEveryMs;
    await t.deps.jobs.runDue();
    expect((await piece(a)).status).toBe('inStock');
    expect(await history(a)).toEqual(['create', 'hold', 'release']);
    expect(await pieceAudit(a)).toEqual(['hold:system', 'release:system']);
    const list = wire(
      await t.app.inject({ method: 'GET', url: '/api/appointments', headers: await owner() }),
      appointmentsAnswer,
    ).appointments.find((v) => v._id === id);
    expect(list?.heldPieces.map((p) => p.state)).toEqual(['expired']);
    // Marking the visit afterwards moves nothing again.
    expect((await setStatus(id, { status: 'noShow' })).statusCode).toBe(200);
    expect(await history(a)).toEqual(['create', 'hold', 'release']);
  });

  describe('with two instances on one database', () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await createSiblingApp(t);
    });
    afterAll(async () => second.close());

    it('releases each expired hold exactly once when both run the job at the same moment', async () => {
      const pieces: string[] = [];
      for (let i = 0; i < 4; i++) {
        const ids = [await addPiece(), await addPiece()];
        expect((await book(ids, {}, i % 2 === 0 ? t : second)).statusCode).toBe(201);
        pieces.push(...ids);
      }
      clock = HELD_UNTIL + HOUR;
      // The use case itself, racing: each hold is claimed by one of them.
      const released = await Promise.all([releaseExpiredHolds(t.deps, clock), releaseExpiredHolds(second.deps, clock)]);
      // Together they released these (and any hold an earlier test left to run out).
      expect(released[0] + released[1]).toBeGreaterThanOrEqual(pieces.length);
      for (const id of pieces) {
        expect((await piece(id, second)).status).toBe('inStock');
        expect(await history(id)).toEqual(['create', 'hold', 'release']);
        expect(await pieceAudit(id)).toEqual(['hold:system', 'release:system']);
      }
    });

    it('runs the job on one instance at a time, and each hold is released once', async () => {
      const pieces = [await addPiece(), await addPiece(), await addPiece()];
      expect((await book(pieces)).statusCode).toBe(201);
      clock = HELD_UNTIL + 2 * HOUR;
      await Promise.all([t.deps.jobs.runDue(), second.deps.jobs.runDue()]);
      for (const id of pieces) {
        expect((await piece(id)).status).toBe('inStock');
        expect(await pieceAudit(id)).toEqual(['hold:system', 'release:system']);
      }
    });
  });

  it('keeps the job and the holds across a restart: a new instance releases a hold that ran out', async () => {
    const first = await createSiblingApp(t);
    const a = await addPiece();
    expect((await book([a], {}, first)).statusCode).toBe(201);
    await first.deps.jobs.runDue();
    await first.close();
    const row = await t.deps.db
      .selectFrom('scheduled_jobs')
      .select(['next_run_at as nextRunAt', 'lease_owner as owner'])
      .where('name', '=', 'releaseExpiredHolds')
      .executeTakeFirstOrThrow();
    expect(row.owner).toBeNull();
    expect(Number(row.nextRunAt)).toBeGreaterThan(clock);

    clock = HELD_UNTIL + 3 * HOUR;
    const restarted = await createSiblingApp(t);
    try {
      await restarted.deps.jobs.runDue();
      expect((await piece(a)).status).toBe('inStock');
      expect(await pieceAudit(a)).toEqual(['hold:system', 'release:system']);
    } finally {
      await restarted.close();
    }
  });
});
