import { useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/toast';
import { FormAlert } from '@client/components/ui/field';
import { METAL_LABELS } from '@shared/constants';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { rateImpactOutput, updateRatesInput, type RateImpactDto, type UpdateRatesInput } from '@shared/schemas/rates';
import { errorDetails, errorMessage, isUnauthorized } from '@client/lib/api-errors';
import { useRates, useRefreshAfterChange, useUpdateRates } from '../api';
import { ListStates } from '../components/list-state';
import { PageHeader, Panel } from '../components/page-header';
import { RateHistoryPanel } from './rate-history-panel';
import { RateImpactDialog } from './rate-impact-dialog';
import { RateRowView } from './rate-row';
import { rateChanges, rateErrors, rateTable, type RateDrafts, type RateKey } from './rate-table';

const COPY = DASHBOARD_COPY.rates;
const TH = 'px-3 py-3 text-left text-[0.68rem] font-medium uppercase tracking-[0.18em] text-stone';

/**
 * Every metal and purity's rate per gram (the 'Update Gold Price' entry of the menu): fine rates
 * and purity overrides are edited in place, an override can go back to derived, and every
 * change is saved in one update.
 */
export function RatesView() {
  const toast = useToast();
  const refresh = useRefreshAfterChange();
  const rates = useRates();
  const update = useUpdateRates();
  const [drafts, setDrafts] = useState<RateDrafts>({});
  const [errors, setErrors] = useState<Partial<Record<RateKey | '', string>>>({});
  // A save the rate guard held back: what it would do, and the update to send again if confirmed.
  const [held, setHeld] = useState<{ impact: RateImpactDto; input: UpdateRatesInput } | null>(null);

  const rows = rates.data?.rates ?? [];
  const table = rateTable(rows, drafts);
  const changes = rateChanges(rows, drafts);

  function setDraft(key: RateKey, value: string | null | undefined) {
    setDrafts((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateRatesInput.safeParse(changes);
    if (!parsed.success) {
      setErrors(rateErrors(parsed.error, changes));
      return;
    }
    setErrors({});
    await send(parsed.data);
  }

  async function send(input: UpdateRatesInput) {
    try {
      const { message } = await update.mutateAsync(input);
      toast.success(message);
      setHeld(null);
      setDrafts({});
      await refresh();
    } catch (err) {
      const impact = input.confirm === true ? undefined : errorDetails(err, rateImpactOutput);
      if (impact) {
        setHeld({ impact, input });
        return;
      }
      setHeld(null);
      if (!isUnauthorized(err)) setErrors({ '': errorMessage(err, COPY.loadFailed) });
    }
  }

  return (
    <>
      <PageHeader section={COPY.section} title={COPY.title}>
        {COPY.intro}
      </PageHeader>
      <div className="grid gap-6 2xl:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
        <Panel>
          <ListStates
            query={rates}
            loadingRows={7}
            errorMessage={COPY.loadFailed}
            isEmpty={rows.length === 0}
            empty={COPY.noRates}
          >
            <form onSubmit={(e) => void save(e)} noValidate onReset={() => setDrafts({})}>
              <div className="space-y-8">
                {table.map((group) => (
                  <table key={group.metal} className="w-full border-collapse text-sm max-md:block">
                    <caption className="mb-2 text-left font-display text-2xl text-ink max-md:block">
                      {COPY.caption(METAL_LABELS[group.metal])}
                    </caption>
                    <thead className="border-b border-sand bg-cream/70 max-md:hidden">
                      <tr>
                        <th scope="col" className={`${TH} w-28`}>
                          {COPY.purity}
                        </th>
                        <th scope="col" className={`${TH} text-right`}>
                          {COPY.current}
                        </th>
                        <th scope="col" className={TH}>
                          {COPY.source}
                        </th>
                        <th scope="col" className={`${TH} w-[15rem]`}>
                          {COPY.newRate}
                        </th>
                        <th scope="col" className={`${TH} w-32`}>
                          <span className="sr-only">{DASHBOARD_COPY.actions}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-sand/70 max-md:block max-md:space-y-3 max-md:divide-y-0">
                      {group.rows.map((row) => (
                        <RateRowView
                          key={row.key}
                          row={row}
                          error={errors[row.key]}
                          onDraft={(value) => setDraft(row.key, value)}
                        />
                      ))}
                    </tbody>
                  </table>
                ))}
              </div>
              <div className="mt-6 space-y-4 border-t border-sand pt-5">
                <FormAlert message={errors['']} />
                <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
                  <p className="text-sm text-stone sm:mr-auto" aria-live="polite">
                    {COPY.pending(changes.rates.length)}
                  </p>
                  <Button type="reset" variant="outline" disabled={changes.rates.length === 0 || update.isPending}>
                    {COPY.discard}
                  </Button>
                  <Button type="submit" variant="gold" loading={update.isPending}>
                    {COPY.save}
                  </Button>
                </div>
              </div>
            </form>
          </ListStates>
        </Panel>
        <RateHistoryPanel />
      </div>
      <RateImpactDialog
        impact={held?.impact ?? null}
        busy={update.isPending}
        onCancel={() => setHeld(null)}
        onConfirm={() => {
          if (held) void send({ ...held.input, confirm: true });
        }}
      />
    </>
  );
}
