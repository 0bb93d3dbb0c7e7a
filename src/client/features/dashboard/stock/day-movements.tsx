import { useId, useState } from 'react';
import { TextField } from '@client/components/ui/field';
import { formatCalendarDay, formatDateTime } from '@client/lib/format';
import type { ShowroomId } from '@shared/constants';
import { ADMIN_ACCOUNTS_COPY } from '@shared/messages/admin-accounts';
import { STOCK_COPY } from '@shared/messages/stock-dashboard';
import { PIECE_LIMITS } from '@shared/stock-constants';
import type { DayMovementDto } from '@shared/schemas/stock';
import { indiaDate, isCalendarDate } from '@shared/visit-time';
import { useDayMovements } from '../api';
import { CARD_CELL, CARD_ROW, CardTable, type Column } from '../components/data-table';
import { ListStates } from '../components/list-state';
import { Panel } from '../components/page-header';

const COPY = STOCK_COPY.day;
const SHOWROOM_NAMES = ADMIN_ACCOUNTS_COPY.showrooms;
const COLUMNS: Column[] = [
  { label: COPY.time },
  { label: STOCK_COPY.tag },
  { label: STOCK_COPY.design },
  { label: COPY.movement },
  { label: STOCK_COPY.showroom },
  { label: COPY.by },
];

/** What moved on one day (a calendar day in India), newest first, of the showroom shown above. */
export function DayMovements({ showroom }: { showroom: ShowroomId | undefined }) {
  const headingId = useId();
  const [today] = useState(() => indiaDate(Date.now()));
  const [day, setDay] = useState(today);
  const valid = isCalendarDate(day);
  const [shown, setShown] = useState(day);
  if (valid && shown !== day) setShown(day);
  const movements = useDayMovements({ date: shown, showroom });
  const rows = movements.data?.movements ?? [];
  return (
    <Panel labelledBy={headingId} className="mt-10">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl">
          {COPY.title}
        </h2>
        <TextField
          label={COPY.date}
          type="date"
          value={day}
          max={today}
          containerClassName="w-44"
          onChange={(e) => setDay(e.target.value)}
        />
      </div>
      <ListStates
        query={movements}
        loadingRows={3}
        errorMessage={COPY.loadFailed}
        isEmpty={rows.length === 0}
        empty={COPY.empty}
      >
        <CardTable caption={COPY.caption(formatCalendarDay(shown))} columns={COLUMNS}>
          {rows.map((m) => (
            <MovementRow key={m.id} movement={m} />
          ))}
        </CardTable>
        {rows.length >= PIECE_LIMITS.dayMovementsMax ? (
          <p className="mt-3 text-sm text-stone">{COPY.newestOnly(PIECE_LIMITS.dayMovementsMax)}</p>
        ) : null}
      </ListStates>
    </Panel>
  );
}

function MovementRow({ movement: m }: { movement: DayMovementDto }) {
  const place =
    m.fromShowroom && m.fromShowroom !== m.toShowroom
      ? COPY.fromTo(SHOWROOM_NAMES[m.fromShowroom], SHOWROOM_NAMES[m.toShowroom])
      : SHOWROOM_NAMES[m.toShowroom];
  return (
    <tr className={CARD_ROW}>
      <td className={`${CARD_CELL.narrow} whitespace-nowrap text-stone`} data-label={COPY.time}>
        {formatDateTime(m.at)}
      </td>
      <td className={`${CARD_CELL.narrow} whitespace-nowrap font-mono text-ink`} data-label={STOCK_COPY.tag}>
        {m.tag}
      </td>
      <td className={CARD_CELL.narrow} data-label={STOCK_COPY.design}>
        {m.productName}
      </td>
      <td className={CARD_CELL.narrow} data-label={COPY.movement}>
        {COPY.kinds[m.kind]}
        {m.billNumber ? <span className="block text-xs text-stone">{COPY.bill(m.billNumber)}</span> : null}
      </td>
      <td className={`${CARD_CELL.narrow} whitespace-nowrap`} data-label={STOCK_COPY.showroom}>
        {place}
      </td>
      <td className={CARD_CELL.narrow} data-label={COPY.by}>
        {m.actor ?? COPY.theShop}
      </td>
    </tr>
  );
}
