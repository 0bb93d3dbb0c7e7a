import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSummary } from '../api';
import { DASHBOARD_MESSAGES, GENERAL_MESSAGES, GOLD_MESSAGES } from '../../../../shared/messages';
import { ListError } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { DASHBOARD_PATHS } from '../dashboard-paths';
import { formatRupees } from '../../../lib/format';
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
  const { username } = useAdminSession();
  const summary = useSummary();
  const s = summary.data;
  const figures: Figure[] = s
    ? [
        { label: 'Gold price today', value: s.goldPrice === null ? GOLD_MESSAGES.notSet : `${formatRupees(s.goldPrice, true)} / g`, to: DASHBOARD_PATHS.gold, action: 'Update gold price', accent: true },
        { label: 'New appointments', value: String(s.newAppointments), to: DASHBOARD_PATHS.appointments, action: 'See appointments' },
        { label: 'Products', value: String(s.products), to: DASHBOARD_PATHS.productUpdate, action: 'Manage products' },
        { label: 'Categories', value: String(s.categories), to: DASHBOARD_PATHS.categoryUpdate, action: 'Manage categories' },
        { label: 'Registered users', value: String(s.users), to: DASHBOARD_PATHS.users, action: 'See users' },
      ]
    : [];

  return (
    <>
      <PageHeader section="Overview" title={`Welcome, ${username}`}>
        The back office of both showrooms, Nerul and Kharghar. Choose a task from the menu, or start from the figures below.
      </PageHeader>
      <h2 className="sr-only">Summary</h2>
      {summary.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <span className="sr-only">{GENERAL_MESSAGES.loading}</span>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-36" />
          ))}
        </div>
      ) : summary.isError ? (
        <ListError message={DASHBOARD_MESSAGES.summaryFailed} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {figures.map((f) => (
            <li
              key={f.label}
              className={`flex flex-col justify-between rounded-sm border p-6 ${f.accent ? 'on-dark border-charcoal bg-charcoal text-ivory sm:col-span-2 xl:col-span-1' : 'border-sand bg-white/70'}`}
            >
              <div>
                <p className={`text-[0.7rem] uppercase tracking-[0.2em] ${f.accent ? 'text-gold-300' : 'text-stone'}`}>{f.label}</p>
                <p className={`mt-3 font-display text-4xl leading-none lining-nums ${f.accent ? 'text-ivory' : 'text-charcoal'}`}>{f.value}</p>
              </div>
              <Link
                to={f.to}
                className={`mt-6 inline-flex items-center gap-2 self-start text-xs uppercase tracking-[0.16em] underline-offset-4 hover:underline ${f.accent ? 'text-gold-300' : 'text-gold-700'}`}
              >
                {f.action}
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
