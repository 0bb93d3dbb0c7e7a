import { useState } from 'react';
import { useUsers } from '../api';
import { EMPTY_MESSAGES } from '@shared/messages';
import { LOADING_MESSAGES } from '@shared/messages/back-office';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { ListStates } from '../components/list-state';
import { TableHead, type Column } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { Pager } from '@client/components/ui/pager';
import { SearchField } from '../components/search-field';
import { formatDate } from '@client/lib/format';

const HEADINGS: Column[] = [
  { label: PAGE_MESSAGES.name },
  { label: PAGE_MESSAGES.email },
  { label: DASHBOARD_COPY.users.phone },
  { label: DASHBOARD_COPY.users.status },
  { label: DASHBOARD_COPY.users.joined },
];
// Below 768px each row becomes a card and every cell says what it is.
const TD =
  'px-4 py-3 align-middle max-md:flex max-md:gap-3 max-md:px-0 max-md:py-0.5 max-md:before:w-20 ' +
  'max-md:before:shrink-0 max-md:before:text-[0.68rem] max-md:before:uppercase max-md:before:tracking-[0.16em] ' +
  'max-md:before:text-stone max-md:before:content-[attr(data-label)]';

/** Registered shoppers, 15 a page, searched on the server by name, email or phone. */
export function UsersView() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const users = useUsers(page, q);

  if (users.data && page > users.data.totalPages) setPage(users.data.totalPages);

  const rows = users.data?.users ?? [];
  return (
    <>
      <PageHeader section={DASHBOARD_COPY.menu.users} title={DASHBOARD_COPY.welcome.registeredUsers}>
        {DASHBOARD_COPY.users.intro}
      </PageHeader>
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          label={DASHBOARD_COPY.users.search}
          placeholder={DASHBOARD_COPY.users.searchPlaceholder}
          onSearch={(text) => {
            setQ(text);
            setPage(1);
          }}
        />
        {users.data ? (
          <p className="text-sm text-stone" aria-live="polite">
            {DASHBOARD_COPY.users.count(users.data.total)}
          </p>
        ) : null}
      </div>
      <ListStates
        query={users}
        loadingRows={8}
        errorMessage={LOADING_MESSAGES.users}
        isEmpty={rows.length === 0}
        empty={q ? EMPTY_MESSAGES.noMatchingUsers : EMPTY_MESSAGES.noUsers}
      >
        <div
          className={
            `overflow-hidden rounded-sm border border-sand bg-white/70 max-md:border-0 ` +
            `max-md:bg-transparent ${users.isPlaceholderData ? 'opacity-60' : ''}`
          }
        >
          <table className="w-full border-collapse text-sm max-md:block">
            <caption className="sr-only">{DASHBOARD_COPY.users.caption(page)}</caption>
            <TableHead columns={HEADINGS} className="max-md:hidden" />
            <tbody className="divide-y divide-sand/70 max-md:block max-md:space-y-3 max-md:divide-y-0">
              {rows.map((u) => (
                <tr
                  key={u.id}
                  className={
                    'hover:bg-cream/40 max-md:block max-md:rounded-sm max-md:border max-md:border-sand ' +
                    'max-md:bg-white/70 max-md:p-4'
                  }
                >
                  <td
                    className={
                      `${TD} font-medium text-ink max-md:mb-1 max-md:font-display max-md:text-lg ` +
                      `max-md:before:hidden`
                    }
                    data-label={PAGE_MESSAGES.name}
                  >
                    {u.fullname}
                  </td>
                  <td className={`${TD} break-all text-stone`} data-label={PAGE_MESSAGES.email}>
                    {u.email}
                  </td>
                  <td
                    className={`${TD} whitespace-nowrap tabular-nums text-stone`}
                    data-label={DASHBOARD_COPY.users.phone}
                  >
                    {u.phone}
                  </td>
                  <td className={TD} data-label={DASHBOARD_COPY.users.status}>
                    <span
                      className={
                        `inline-block rounded-full px-2.5 py-0.5 text-xs ` +
                        `${u.verified ? 'bg-[#eef4ee] text-success' : 'bg-cream text-stone'}`
                      }
                    >
                      {u.verified ? DASHBOARD_COPY.users.verified : DASHBOARD_COPY.users.notVerified}
                    </span>
                  </td>
                  <td className={`${TD} whitespace-nowrap text-stone`} data-label={DASHBOARD_COPY.users.joined}>
                    {formatDate(u.joinedAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          compact
          label={DASHBOARD_COPY.users.pages}
          page={page}
          totalPages={users.data?.totalPages ?? 1}
          busy={users.isFetching}
          onPage={setPage}
        />
      </ListStates>
    </>
  );
}
