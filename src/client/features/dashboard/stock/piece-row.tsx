import { Button } from '@client/components/ui/button';
import { formatDateTime, formatRupees } from '@client/lib/format';
import { SHOWROOMS, type ShowroomId } from '@shared/constants';
import { PIECE_MOVEMENTS, PIECE_MOVES, type PieceMovement } from '@shared/stock-constants';
import { ADMIN_ACCOUNTS_COPY } from '@shared/messages/admin-accounts';
import { STOCK_COPY as COPY } from '@shared/messages/stock-dashboard';
import { sizeName } from '@shared/piece-in-size';
import type { PieceDto } from '@shared/schemas/stock';
import { CARD_ACTIONS, CARD_CELL, CARD_ROW } from '../components/data-table';

const SHOWROOM_NAMES = ADMIN_ACCOUNTS_COPY.showrooms;

/** The showroom a transfer from `from` sends a piece to: the other one. */
export const otherShowroom = (from: ShowroomId): ShowroomId => SHOWROOMS.find((s) => s !== from) ?? from;

/** The movements a piece can make from its status (the server checks the same table). */
export const movementsOf = (piece: PieceDto): PieceMovement[] =>
  PIECE_MOVEMENTS.filter((m) => (PIECE_MOVES[m].from as readonly string[]).includes(piece.status));

const STATUS_CHIP = 'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium';
const STATUS_TONES: Record<PieceDto['status'], string> = {
  inStock: 'bg-emerald-50 text-emerald-800',
  held: 'bg-amber-50 text-amber-900',
  sold: 'bg-sand/60 text-ink',
  inTransit: 'bg-sky-50 text-sky-900',
  withdrawn: 'bg-cream text-stone',
};

/** One piece: its tag, design, place, weights, HUID, status, today's price and the movements it can make. */
export function PieceRow({
  piece,
  mayMove,
  onMove,
}: {
  piece: PieceDto;
  mayMove: boolean;
  onMove: (movement: PieceMovement) => void;
}) {
  const movements = mayMove ? movementsOf(piece) : [];
  return (
    <tr className={CARD_ROW}>
      <td className={`${CARD_CELL.narrow} whitespace-nowrap font-mono font-medium text-ink`} data-label={COPY.tag}>
        {piece.tag}
      </td>
      <td className={CARD_CELL.narrow} data-label={COPY.design}>
        <span className="text-ink">{piece.productName}</span>
        {piece.sizeLabel ? <span className="block text-xs text-stone">{sizeName(piece.sizeLabel)}</span> : null}
      </td>
      <td className={`${CARD_CELL.narrow} whitespace-nowrap`} data-label={COPY.showroom}>
        {SHOWROOM_NAMES[piece.showroom]}
        {piece.transferTo ? (
          <span className="block text-xs text-stone">{COPY.onItsWay(SHOWROOM_NAMES[piece.transferTo])}</span>
        ) : null}
      </td>
      <td className={`${CARD_CELL.narrow} whitespace-nowrap tabular-nums`} data-label={COPY.weights}>
        {COPY.weightsValue(piece.grossWeight, piece.netWeight)}
      </td>
      <td className={`${CARD_CELL.narrow} font-mono`} data-label={COPY.huid}>
        {piece.huid ?? <span className="font-sans text-stone">{COPY.noHuid}</span>}
      </td>
      <td className={CARD_CELL.narrow} data-label={COPY.status}>
        <span className={`${STATUS_CHIP} ${STATUS_TONES[piece.status]}`}>{COPY.statusLabel(piece.status)}</span>
        {piece.heldUntil !== null ? (
          <span className="block text-xs text-stone">{COPY.heldUntil(formatDateTime(piece.heldUntil))}</span>
        ) : null}
      </td>
      <td
        className={`${CARD_CELL.narrow} whitespace-nowrap text-right tabular-nums max-md:text-left`}
        data-label={COPY.price}
      >
        {piece.price ? formatRupees(piece.price.total) : <span className="text-stone">{COPY.priceOnRequest}</span>}
      </td>
      <td className={`${CARD_ACTIONS} text-right max-md:text-left`}>
        <div className="flex flex-wrap justify-end gap-2 max-md:justify-start">
          {movements.map((movement) => (
            <Button
              key={movement}
              size="sm"
              variant={movement === 'sell' ? 'primary' : 'outline'}
              className="whitespace-nowrap"
              onClick={() => onMove(movement)}
            >
              {movement === 'transfer'
                ? COPY.actions.transfer(SHOWROOM_NAMES[otherShowroom(piece.showroom)])
                : COPY.actions[movement]}
              <span className="sr-only"> {piece.tag}</span>
            </Button>
          ))}
        </div>
      </td>
    </tr>
  );
}
