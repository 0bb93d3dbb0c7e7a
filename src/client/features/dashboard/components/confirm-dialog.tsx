import { useEffect, useRef } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; Cancel takes focus first so Enter never destroys by accident. */
export function ConfirmDialog({ open, title, message, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const actions = useRef<HTMLDivElement>(null);

  // Runs after the dialog's own effect has opened it (children's effects run first).
  useEffect(() => {
    if (open) actions.current?.querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
  }, [open]);

  return (
    <Dialog open={open} onClose={() => (busy ? undefined : onCancel())} title={title} className="sm:w-[30rem]">
      <p className="text-[0.95rem] text-ink">{message}</p>
      <div ref={actions} className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy} data-cancel="">
          {DASHBOARD_COPY.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
