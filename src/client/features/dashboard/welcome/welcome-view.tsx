import { Link } from 'react-router';
import { Skeleton } from '@client/components/ui/skeleton';
import { useSummary } from '../api';
import { GENERAL_MESSAGES, GOLD_MESSAGES } from '@shared/messages';
import { DASHBOARD_COPY, DASHBOARD_MESSAGES } from '@shared/dashboard-copy';
import { ADMIN_ACCOUNTS_COPY } from '@shared/messages/admin-accounts';
import { ListError } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { DASHBOARD_PATHS, mayOpen } from '../dashboard-paths';
import { formatRupees } from '@client/lib/format';
import { useAdminSession } from '../session/admin-session';

interface Figure {
  label: string;
  value: string;
  to: string;
  action: string;
  accent?: boolean;
}

/** The default view: a welcome and the state of the shop at a glance. */
export function WelcomeView() {
  const { username, role, showroom } = useAdminSession();
  const summary = useSummary();
  const s = summary.data;
  const figures: Figure[] = s
    ? [
        {
          label: DASHBOARD_COPY.welcome.goldToday,
          value:
            s.goldPrice === null
              ? GOLD_MESSAGES.notSet
              : DASHBOARD_COPY.welcome.perGram(formatRupees(s.goldPrice, true)),
          to: DASHBOARD_PATHS.gold,
          action: DASHBOARD_COPY.welcome.updateGold,
          accent: true,
        },
        {
          label: DASHBOARD_COPY.welcome.newAppointments,
          value: String(s.newAppointments),
          to: DASHBOARD_PATHS.appointments,
          action: DASHBOARD_COPY.welcome.seeAppointments,
        },
        {
          label: DASHBOARD_COPY.productsHeading,
          value: String(s.products),
          to: DASHBOARD_PATHS.productUpdate,
          action: DASHBOARD_COPY.welcome.manageProducts,
        },
        {
          label: DASHBOARD_COPY.categoriesHeading,
          value: String(s.categories),
          to: DASHBOARD_PATHS.categoryUpdate,
          action: DASHBOARD_COPY.welcome.manageCategories,
        },
        {
          label: DASHBOARD_COPY.welcome.registeredUsers,
          value: String(s.users),
          to: DASHBOARD_PATHS.users,
          action: DASHBOARD_COPY.welcome.seeUsers,
        },
      ]
    : [];

  return (
    <>
      <PageHeader section={DASHBOARD_COPY.menu.overview} title={DASHBOARD_COPY.welcome.title(username)}>
        {showroom
          ? DASHBOARD_COPY.welcome.introShowroom(ADMIN_ACCOUNTS_COPY.showrooms[showroom])
          : DASHBOARD_COPY.welcome.intro}
      </PageHeader>
      <h2 className="sr-only">{DASHBOARD_COPY.welcome.summary}</h2>
      {summary.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <span className="sr-only">{GENERAL_MESSAGES.loading}</span>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-36" />
          ))}
        </div>
      ) : summary.isError ? (
        <ListError
          message={DASHBOARD_MESSAGES.summaryFailed}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {figures
            .map((f) => ({ ...f, open: mayOpen(f.to, role) }))
            .map((f) => (
              <li
                key={f.label}
                className={
                  `flex flex-col justify-between rounded-sm border p-6 ` +
                  `${
                    f.accent
                      ? 'on-dark border-charcoal bg-charcoal text-ivory sm:col-span-2 xl:col-span-1'
                      : 'border-sand bg-white/70'
                  }`
                }
              >
                <div>
                  <p
                    className={`text-[0.7rem] uppercase tracking-[0.2em] ${f.accent ? 'text-gold-300' : 'text-stone'}`}
                  >
                    {f.label}
                  </p>
                  <p
                    className={
                      `mt-3 font-display text-4xl leading-none lining-nums ` +
                      `${f.accent ? 'text-ivory' : 'text-charcoal'}`
                    }
                  >
                    {f.value}
                  </p>
                </div>
                {f.open ? (
                  <Link
                    to={f.to}
                    className={
                      `mt-6 inline-flex items-center gap-2 self-start text-xs uppercase tracking-[0.16em] ` +
                      `underline-offset-4 hover:underline ${f.accent ? 'text-gold-300' : 'text-gold-700'}`
                    }
                  >
                    {f.action}
                    <span aria-hidden="true">→</span>
                  </Link>
                ) : null}
              </li>
            ))}
        </ul>
      )}
    </>
  );
}
