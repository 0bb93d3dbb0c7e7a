import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useGoldCurrent, useGoldHistory, useRefreshAfterChange, useUpdateGold } from '../api';
import { DASHBOARD_MESSAGES, GENERAL_MESSAGES, GOLD_MESSAGES, LOADING_MESSAGES } from '../../../../shared/messages';
import { DASHBOARD_COPY } from '../../../../shared/dashboard-copy';
import { updateGoldInput } from '../../../../shared/schemas/gold';
import { FieldHint, FieldLabel, FormAlert, DENSE_INPUT_CLASSES } from '../../../components/ui/field';
import { ListEmpty, ListError, ListLoading } from '../components/list-state';
import { PageHeader, Panel } from '../components/page-header';
import { isUnauthorized, errorMessage } from '../../../lib/api-errors';
import { formatDateTime, formatRupees } from '../../../lib/format';
import { GoldHistoryChart } from './gold-history-chart';

const TABLE_ROWS = 10;

export function GoldView() {
  const toast = useToast();
  const refresh = useRefreshAfterChange();
  const priceId = useId();
  const hintId = useId();
  const errorId = useId();
  const current = useGoldCurrent();
  const history = useGoldHistory();
  const update = useUpdateGold();
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateGoldInput.safeParse({ price: price.trim() === '' ? Number.NaN : price });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? GOLD_MESSAGES.invalidPrice);
      return;
    }
    setError(null);
    try {
      const { message } = await update.mutateAsync(parsed.data);
      toast.success(message);
      setPrice('');
      await refresh();
    } catch (err) {
      if (!isUnauthorized(err)) setError(errorMessage(err, GOLD_MESSAGES.updateFailed));
    }
  }

  const entries = history.data ?? [];
  return (
    <>
      <PageHeader section={DASHBOARD_COPY.gold.section} title={DASHBOARD_COPY.gold.title}>
        The price per gram shown in the storefront&apos;s top bar, in rupees. It changes for every visitor as soon as it is saved.
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="space-y-6">
          <section aria-labelledby="gold-current-title" className="on-dark rounded-sm bg-charcoal p-6 text-ivory">
            <h2 id="gold-current-title" className="text-[0.7rem] font-sans uppercase tracking-[0.2em] text-gold-300">
              {DASHBOARD_COPY.gold.current}
            </h2>
            {current.isPending ? (
              <p className="mt-3 font-display text-4xl text-ivory/60">{GENERAL_MESSAGES.loading}</p>
            ) : current.isError ? (
              <div className="mt-3 space-y-3">
                <p role="alert" className="font-display text-2xl text-ivory">
                  {GOLD_MESSAGES.unavailable}
                </p>
                <Button variant="outline" size="sm" onClick={() => void current.refetch()} className="border-ivory/50 text-ivory hover:bg-ivory hover:text-charcoal">
                  {GENERAL_MESSAGES.retry}
                </Button>
              </div>
            ) : current.data.price === null ? (
              <p className="mt-3 font-display text-2xl text-ivory">{GOLD_MESSAGES.notSet}</p>
            ) : (
              <>
                <p className="mt-3 font-display text-5xl leading-none text-ivory lining-nums" data-testid="gold-current-price">
                  {formatRupees(current.data.price, true)}
                  <span className="ml-1 font-sans text-base text-ivory/70">/ g</span>
                </p>
                {current.data.updatedAt ? <p className="mt-3 text-xs text-ivory/60">{DASHBOARD_COPY.gold.setAt(formatDateTime(current.data.updatedAt))}</p> : null}
              </>
            )}
          </section>

          <Panel>
            <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
              <div>
                <FieldLabel htmlFor={priceId}>{DASHBOARD_COPY.gold.newPrice}</FieldLabel>
                <input
                  id={priceId}
                  type="number"
                  inputMode="decimal"
                  min="0.01"
                  step="0.01"
                  value={price}
                  onChange={(e) => setPrice(e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
                  className={`${DENSE_INPUT_CLASSES} tabular-nums`}
                />
                <FieldHint id={hintId}>{DASHBOARD_COPY.gold.priceHint}</FieldHint>
              </div>
              <FormAlert id={errorId} message={error} />
              <Button type="submit" variant="gold" loading={update.isPending} className="w-full">
                {DASHBOARD_COPY.gold.update}
              </Button>
            </form>
          </Panel>
        </div>

        <Panel labelledBy="gold-history-title">
          <h2 id="gold-history-title" className="text-2xl">
            {DASHBOARD_COPY.gold.recent}
          </h2>
          <div className="mt-4">
            {history.isPending ? (
              <ListLoading rows={4} />
            ) : history.isError ? (
              <ListError message={LOADING_MESSAGES.goldHistory} onRetry={() => void history.refetch()} retrying={history.isFetching} />
            ) : entries.length === 0 ? (
              <ListEmpty>{DASHBOARD_MESSAGES.noGoldHistory}</ListEmpty>
            ) : (
              <>
                <GoldHistoryChart entries={entries} />
                <table className="mt-6 w-full border-collapse text-sm">
                  <caption className="sr-only">{DASHBOARD_COPY.gold.caption(Math.min(entries.length, TABLE_ROWS))}</caption>
                  <thead className="border-b border-sand">
                    <tr>
                      <th scope="col" className="py-2 text-left text-[0.68rem] font-medium uppercase tracking-[0.18em] text-stone">
                        {DASHBOARD_COPY.gold.date}
                      </th>
                      <th scope="col" className="py-2 pl-3 text-right text-[0.68rem] font-medium uppercase tracking-[0.18em] text-stone">
                        {DASHBOARD_COPY.gold.pricePerGram}
                      </th>
                      <th scope="col" className="py-2 pl-3 text-right text-[0.68rem] font-medium uppercase tracking-[0.18em] text-stone">
                        {DASHBOARD_COPY.gold.change}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-sand/70">
                    {entries.slice(0, TABLE_ROWS).map((entry, i) => {
                      const previous = entries[i + 1];
                      const change = previous ? entry.price - previous.price : null;
                      return (
                        <tr key={`${entry.at}-${i}`}>
                          <td className="py-2.5 text-stone">{formatDateTime(entry.at)}</td>
                          <td className="whitespace-nowrap py-2.5 pl-3 text-right tabular-nums text-ink">{formatRupees(entry.price, true)}</td>
                          <td className={`whitespace-nowrap py-2.5 pl-3 text-right tabular-nums ${change === null || change === 0 ? 'text-stone' : change > 0 ? 'text-success' : 'text-danger'}`}>
                            {change === null ? '—' : `${change > 0 ? '+' : change < 0 ? '−' : ''}${formatRupees(Math.abs(change), true)}`}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </>
            )}
          </div>
        </Panel>
      </div>
    </>
  );
}
