import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { FormAlert, TextField } from '@client/components/ui/field';
import { useToast } from '@client/components/ui/toast';
import { errorMessage, isUnauthorized } from '@client/lib/api-errors';
import { fieldErrors } from '@client/lib/form-errors';
import { trpc } from '@client/lib/trpc';
import { PIECE_LIMITS, type PieceMovement } from '@shared/stock-constants';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { ADMIN_ACCOUNTS_COPY } from '@shared/messages/admin-accounts';
import { STOCK_COPY as COPY } from '@shared/messages/stock-dashboard';
import { sellPieceInput, type PieceDto } from '@shared/schemas/stock';
import { usePieceMovements } from '../api';
import { otherShowroom } from './piece-row';

const SHOWROOM_NAMES = ADMIN_ACCOUNTS_COPY.showrooms;

export interface PendingMove {
  piece: PieceDto;
  movement: PieceMovement;
}

/** What the dialog says a movement will do to the piece. */
function consequence({ piece, movement }: PendingMove): string {
  if (movement === 'transfer') return COPY.confirm.transfer(piece.tag, SHOWROOM_NAMES[otherShowroom(piece.showroom)]);
  if (movement === 'receive')
    return COPY.confirm.receive(piece.tag, SHOWROOM_NAMES[piece.transferTo ?? piece.showroom]);
  return COPY.confirm[movement](piece.tag);
}

function doneMessage({ piece, movement }: PendingMove): string {
  return movement === 'transfer'
    ? COPY.done.transfer(piece.tag, SHOWROOM_NAMES[otherShowroom(piece.showroom)])
    : COPY.done[movement](piece.tag);
}

/**
 * Asks before a piece moves (a sale takes an optional bill number), makes the movement, and says
 * what happened; a refusal (another desk moved it first) stays in the dialog.
 */
export function MoveDialog({ pending, onClose }: { pending: PendingMove | null; onClose: () => void }) {
  const moves = usePieceMovements();
  const busy = Object.values(moves).some((m) => m.isPending);
  const box = useRef<HTMLDivElement>(null);
  // Cancel first: Enter never moves a piece by accident. Here, after the dialog's own effect has
  // opened it (a child's effects run before its parent's).
  useEffect(() => {
    if (pending) box.current?.querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
  }, [pending]);
  return (
    <Dialog
      open={pending !== null}
      onClose={() => (busy ? undefined : onClose())}
      title={pending ? COPY.confirmTitle[pending.movement] : ''}
      className="sm:w-[30rem]"
    >
      {pending ? (
        <div ref={box}>
          {/* Keyed: each piece and movement starts with an empty bill number and no error. */}
          <MoveForm key={`${pending.piece.id}-${pending.movement}`} pending={pending} moves={moves} onClose={onClose} />
        </div>
      ) : null}
    </Dialog>
  );
}

function MoveForm({
  pending,
  moves,
  onClose,
}: {
  pending: PendingMove;
  moves: ReturnType<typeof usePieceMovements>;
  onClose: () => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [billNumber, setBillNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = Object.values(moves).some((m) => m.isPending);
  const { piece, movement } = pending;

  async function run() {
    switch (movement) {
      case 'transfer':
        return moves.transfer.mutateAsync({ id: piece.id, to: otherShowroom(piece.showroom) });
      case 'sell': {
        const parsed = sellPieceInput.safeParse({ id: piece.id, billNumber: billNumber.trim() || undefined });
        if (!parsed.success) {
          setErrors(fieldErrors(parsed.error));
          return null;
        }
        return moves.sell.mutateAsync(parsed.data);
      }
      case 'receive':
      case 'withdraw':
      case 'restore':
        return moves[movement].mutateAsync({ id: piece.id });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    try {
      if (!(await run())) return;
      toast.success(doneMessage(pending));
      onClose();
      await utils.stock.invalidate();
    } catch (err) {
      if (!isUnauthorized(err)) setFailure(errorMessage(err, COPY.moveFailed));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <p className="text-[0.95rem] text-ink">{consequence(pending)}</p>
      <p className="mt-1 text-sm text-stone">{piece.productName}</p>
      {movement === 'sell' ? (
        <TextField
          containerClassName="mt-5"
          label={COPY.billNumber}
          value={billNumber}
          maxLength={PIECE_LIMITS.billNumberMax}
          autoComplete="off"
          error={errors.billNumber}
          onChange={(e) => setBillNumber(e.target.value)}
        />
      ) : null}
      <div className="mt-4 empty:hidden">
        <FormAlert message={failure} />
      </div>
      <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy} data-cancel="">
          {DASHBOARD_COPY.cancel}
        </Button>
        <Button type="submit" variant={movement === 'sell' ? 'gold' : 'primary'} loading={busy}>
          {movement === 'transfer'
            ? COPY.actions.transfer(SHOWROOM_NAMES[otherShowroom(piece.showroom)])
            : COPY.actions[movement]}
        </Button>
      </div>
    </form>
  );
}
