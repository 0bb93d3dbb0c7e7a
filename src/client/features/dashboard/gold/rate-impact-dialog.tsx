import { useEffect, useRef } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { METAL_LABELS } from '@shared/constants';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { PRICE_MESSAGES } from '@shared/messages';
import type { RateImpactDto } from '@shared/schemas/rates';
import { formatRupees } from '@client/lib/format';

const COPY = DASHBOARD_COPY.rates;

export interface RateImpactDialogProps {
  /** What the guard answered for the refused save; null when the dialog is closed. */
  impact: RateImpactDto | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const perGram = (rupees: number) => `${formatRupees(rupees, true)}/g`;
const signed = (percent: number) =>
  `${percent > 0 ? '+' : percent < 0 ? '\u2212' : ''}${Math.abs(percent).toFixed(1)}%`;
const price = (rupees: number | null) => (rupees === null ? PRICE_MESSAGES.priceOnRequest : formatRupees(rupees));

/**
 * The rate guard's question: a rate moved by more than the shop's limit (7.8 typed for 7,800) is
 * shown with what it would do to the prices before anything is saved. 'Go back' takes focus first,
 * so Enter never saves a typo.
 */
export function RateImpactDialog({ impact, busy, onConfirm, onCancel }: RateImpactDialogProps) {
  const actions = useRef<HTMLDivElement>(null);
  const open = impact !== null;
  useEffect(() => {
    if (open) actions.current?.querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onCancel())}
      title={COPY.impactTitle}
      className="sm:w-[34rem]"
    >
      {impact && (
        <div className="space-y-5 text-[0.95rem] text-ink">
          <p>{impact.message}</p>
          <ul className="space-y-1.5" aria-label={COPY.change}>
            {impact.changes.map((change) => (
              <li key={`${change.metal}/${change.purity}`} className="flex flex-wrap justify-between gap-x-4">
                <span className="font-medium">
                  {METAL_LABELS[change.metal]} {change.purity}
                </span>
                <span className="tabular-nums">
                  {COPY.impactMove(perGram(change.from), perGram(change.to), signed(change.percent))}
                </span>
              </li>
            ))}
          </ul>
          <div>
            <p className="text-stone">{COPY.impactPieces(impact.pieces)}</p>
            {impact.examples.length > 0 && (
              <ul className="mt-2 space-y-1.5">
                {impact.examples.map((example) => (
                  <li key={example.name} className="flex flex-wrap justify-between gap-x-4">
                    <span>{example.name}</span>
                    <span className="tabular-nums">
                      {COPY.impactExample(price(example.before), price(example.after))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
      <div ref={actions} className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy} data-cancel="">
          {COPY.impactBack}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {COPY.impactSave}
        </Button>
      </div>
    </Dialog>
  );
}
