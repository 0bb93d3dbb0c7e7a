import { useState } from 'react';
import { SelectField } from '@client/components/ui/field';
import { Pager } from '@client/components/ui/pager';
import { SHOWROOMS, type ShowroomId } from '@shared/constants';
import { PIECE_STATUSES, type PieceStatus } from '@shared/stock-constants';
import { ADMIN_ACCOUNTS_COPY } from '@shared/messages/admin-accounts';
import { STOCK_COPY as COPY } from '@shared/messages/stock-dashboard';
import type { PieceDto } from '@shared/schemas/stock';
import { usePieces } from '../api';
import { ACTIONS_COLUMN, CardTable, type Column } from '../components/data-table';
import { ListStates } from '../components/list-state';
import { CSV_EXPORT_URLS } from '@shared/catalog-csv';
import { DOWNLOAD_LINK, PageHeader } from '../components/page-header';
import { SearchField } from '../components/search-field';
import { useAdminSession } from '../session/admin-session';
import { DayMovements } from './day-movements';
import { MoveDialog, type PendingMove } from './move-dialog';
import { PieceCreateForm } from './piece-create-form';
import { PieceRow } from './piece-row';

const SHOWROOM_NAMES = ADMIN_ACCOUNTS_COPY.showrooms;
const COLUMNS: Column[] = [
  { label: COPY.tag },
  { label: COPY.design },
  { label: COPY.showroom },
  { label: COPY.weights },
  { label: COPY.huid },
  { label: COPY.status },
  { label: COPY.price, className: 'text-right' },
  ACTIONS_COLUMN,
];

const isShowroom = (v: string): v is ShowroomId => SHOWROOMS.some((s) => s === v);
const isStatus = (v: string): v is PieceStatus => PIECE_STATUSES.some((s) => s === v);

/**
 * The pieces of both showrooms, filtered by showroom, status and tag, HUID or design; owners add
 * pieces here. A staff account opens on its own showroom and moves only its pieces (the server
 * refuses the others anyway).
 */
export function StockView() {
  const { role, showroom: mine } = useAdminSession();
  const [showroom, setShowroom] = useState<ShowroomId | ''>(mine ?? '');
  const [status, setStatus] = useState<PieceStatus | ''>('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const pieces = usePieces({
    showroom: showroom || undefined,
    status: status || undefined,
    q: q || undefined,
    page,
  });
  const data = pieces.data;
  if (data && data.totalPages > 0 && page > data.totalPages) setPage(data.totalPages);
  const rows = data?.pieces ?? [];
  // Staff of one showroom move its pieces (and receive those sent to it); everyone else, any piece.
  const mayMove = (piece: PieceDto) =>
    role === 'owner' || mine === null || (piece.status === 'inTransit' ? piece.transferTo : piece.showroom) === mine;

  return (
    <>
      <PageHeader section={COPY.section} title={COPY.title}>
        {role === 'staff' && mine ? COPY.introStaff(SHOWROOM_NAMES[mine]) : COPY.intro}
      </PageHeader>
      {role === 'owner' ? <PieceCreateForm /> : null}
      <div className="mb-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-[12rem_12rem_minmax(0,1fr)] lg:items-end">
        <SelectField
          label={COPY.showroom}
          value={showroom}
          onChange={(e) => {
            setShowroom(isShowroom(e.target.value) ? e.target.value : '');
            setPage(1);
          }}
        >
          <option value="">{COPY.allShowrooms}</option>
          {SHOWROOMS.map((s) => (
            <option key={s} value={s}>
              {SHOWROOM_NAMES[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={COPY.status}
          value={status}
          onChange={(e) => {
            setStatus(isStatus(e.target.value) ? e.target.value : '');
            setPage(1);
          }}
        >
          <option value="">{COPY.allStatuses}</option>
          {PIECE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {COPY.statusLabel(s)}
            </option>
          ))}
        </SelectField>
        <SearchField
          label={COPY.search}
          placeholder={COPY.searchPlaceholder}
          onSearch={(text) => {
            setQ(text);
            setPage(1);
          }}
        />
      </div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-5 gap-y-2">
        <p className="text-sm text-stone" aria-live="polite">
          {data ? COPY.count(data.total) : ''}
        </p>
        {role === 'owner' ? (
          <a href={CSV_EXPORT_URLS.pieces} download className={DOWNLOAD_LINK}>
            {COPY.exportCsv}
          </a>
        ) : null}
      </div>
      <ListStates
        query={pieces}
        loadingRows={5}
        errorMessage={COPY.loadFailed}
        isEmpty={rows.length === 0}
        empty={role === 'owner' ? COPY.empty : COPY.emptyStaff}
      >
        <div className={pieces.isPlaceholderData ? 'opacity-60' : ''}>
          <CardTable caption={COPY.caption(page)} columns={COLUMNS}>
            {rows.map((piece) => (
              <PieceRow
                key={piece.id}
                piece={piece}
                mayMove={mayMove(piece)}
                onMove={(movement) => setPending({ piece, movement })}
              />
            ))}
          </CardTable>
        </div>
        <Pager
          compact
          label={COPY.pages}
          page={page}
          totalPages={data?.totalPages ?? 1}
          busy={pieces.isFetching}
          onPage={setPage}
        />
      </ListStates>
      <DayMovements showroom={showroom || undefined} />
      <MoveDialog pending={pending} onClose={() => setPending(null)} />
    </>
  );
}
