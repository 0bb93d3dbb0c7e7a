import { useDeliveryFailures } from '../api';
import { EMPTY_MESSAGES } from '@shared/messages';
import { LOADING_MESSAGES } from '@shared/messages/back-office';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { ListStates } from '../components/list-state';
import { TableHead, type Column } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { formatDateTime } from '@client/lib/format';

const COPY = DASHBOARD_COPY.deliveries;
const HEADINGS: Column[] = [
  { label: COPY.failedAt },
  { label: COPY.recipient },
  { label: COPY.channel },
  { label: COPY.kind },
  { label: COPY.subject },
  { label: COPY.attempts, className: 'text-right' },
  { label: COPY.lastError },
];
// Below 768px each row becomes a card and every cell says what it is.
const TD =
  'px-4 py-3 align-top max-md:flex max-md:gap-3 max-md:px-0 max-md:py-0.5 max-md:before:w-24 max-md:before:shrink-0 ' +
  'max-md:before:text-[0.68rem] max-md:before:uppercase max-md:before:tracking-[0.16em] max-md:before:text-stone ' +
  'max-md:before:content-[attr(data-label)]';

/** Messages the outbox gave up on after its retries, newest first; read-only (the server never sends their text). */
export function DeliveriesView() {
  const failures = useDeliveryFailures();
  const rows = failures.data?.failures ?? [];
  return (
    <>
      <PageHeader section={DASHBOARD_COPY.menu.deliveries} title={COPY.title}>
        {COPY.intro}
      </PageHeader>
      <ListStates
        query={failures}
        loadingRows={4}
        errorMessage={LOADING_MESSAGES.deliveryFailures}
        isEmpty={rows.length === 0}
        empty={EMPTY_MESSAGES.noDeliveryFailures}
      >
        <div
          className={
            'overflow-hidden rounded-sm border border-sand bg-white/70 max-md:border-0 ' + 'max-md:bg-transparent'
          }
        >
          <table className="w-full border-collapse text-sm max-md:block">
            <caption className="sr-only">{COPY.caption}</caption>
            <TableHead columns={HEADINGS} className="max-md:hidden" />
            <tbody className="divide-y divide-sand/70 max-md:block max-md:space-y-3 max-md:divide-y-0">
              {rows.map((f) => (
                <tr
                  key={f.id}
                  className={
                    'max-md:block max-md:rounded-sm max-md:border max-md:border-sand max-md:bg-white/70 ' + 'max-md:p-4'
                  }
                >
                  <td className={`${TD} whitespace-nowrap text-stone`} data-label={COPY.failedAt}>
                    {formatDateTime(f.failedAt)}
                  </td>
                  <td className={`${TD} break-all font-medium text-ink`} data-label={COPY.recipient}>
                    {f.recipient}
                  </td>
                  <td className={TD} data-label={COPY.channel}>
                    {COPY.channels[f.channel] ?? f.channel}
                  </td>
                  <td className={TD} data-label={COPY.kind}>
                    {COPY.purposes[f.purpose] ?? f.purpose}
                  </td>
                  <td className={`${TD} text-stone`} data-label={COPY.subject}>
                    {f.subject || COPY.noSubject}
                  </td>
                  <td className={`${TD} text-right tabular-nums max-md:text-left`} data-label={COPY.attempts}>
                    {f.attempts}
                  </td>
                  <td className={`${TD} break-words text-danger`} data-label={COPY.lastError}>
                    {f.lastError ?? COPY.noError}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListStates>
    </>
  );
}
