import { useState } from 'react';
import { FINE_PURITY, METAL_LABELS, METALS, type Metal } from '@shared/constants';
import { DASHBOARD_COPY, DASHBOARD_MESSAGES } from '@shared/dashboard-copy';
import { formatDateTime, formatRupees } from '@client/lib/format';
import { useRateHistory } from '../api';
import { ListStates } from '../components/list-state';
import { Panel } from '../components/page-header';
import { RateHistoryChart, type RatePoint } from './rate-history-chart';

const COPY = DASHBOARD_COPY.rates;
const TABLE_ROWS = 10;
const TH = 'py-2 text-[0.68rem] font-medium uppercase tracking-[0.18em] text-stone';

/** The history of one metal's fine rate: a chart and the last changes, metal chosen by a toggle. */
export function RateHistoryPanel() {
  const [metal, setMetal] = useState<Metal>('gold');
  const history = useRateHistory(metal);
  const label = `${METAL_LABELS[metal]} ${FINE_PURITY[metal]}`;
  const entries: RatePoint[] = (history.data?.points ?? []).flatMap((p) =>
    p.pricePerGram === null ? [] : [{ price: p.pricePerGram, at: p.at }],
  );

  return (
    <Panel labelledBy="rate-history-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="rate-history-title" className="text-2xl">
          {COPY.history}
        </h2>
        <div
          role="group"
          aria-label={COPY.historyOf}
          className="inline-flex rounded-sm border border-sand bg-cream/60 p-0.5"
        >
          {METALS.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={m === metal}
              onClick={() => setMetal(m)}
              className={
                `min-h-9 rounded-sm px-3 text-xs font-medium uppercase tracking-[0.14em] transition-colors ` +
                `${m === metal ? 'bg-charcoal text-ivory' : 'text-stone hover:text-ink'}`
              }
            >
              {METAL_LABELS[m]}
            </button>
          ))}
        </div>
      </div>
      <div className={`mt-4 ${history.isPlaceholderData ? 'opacity-60' : ''}`}>
        <ListStates
          query={history}
          loadingRows={4}
          errorMessage={COPY.historyFailed}
          isEmpty={entries.length === 0}
          empty={DASHBOARD_MESSAGES.noGoldHistory}
        >
          <RateHistoryChart entries={entries} label={label} />
          <table className="mt-6 w-full border-collapse text-sm">
            <caption className="sr-only">{COPY.historyCaption(label, Math.min(entries.length, TABLE_ROWS))}</caption>
            <thead className="border-b border-sand">
              <tr>
                <th scope="col" className={`${TH} text-left`}>
                  {COPY.date}
                </th>
                <th scope="col" className={`${TH} pl-3 text-right`}>
                  {COPY.current}
                </th>
                <th scope="col" className={`${TH} pl-3 text-right`}>
                  {COPY.change}
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
                    <td className="whitespace-nowrap py-2.5 pl-3 text-right tabular-nums text-ink">
                      {formatRupees(entry.price, true)}
                    </td>
                    <td
                      className={
                        `whitespace-nowrap py-2.5 pl-3 text-right tabular-nums ` +
                        `${
                          change === null || change === 0 ? 'text-stone' : change > 0 ? 'text-success' : 'text-danger'
                        }`
                      }
                    >
                      {change === null
                        ? '—'
                        : `${change > 0 ? '+' : change < 0 ? '−' : ''}${formatRupees(Math.abs(change), true)}`}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ListStates>
      </div>
    </Panel>
  );
}
