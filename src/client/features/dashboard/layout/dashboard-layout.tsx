import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@client/components/ui/button';
import { DEFAULT_SHOP_INFO } from '@shared/constants';
import { PAGE_ROUTES } from '@shared/routes';
import { DASHBOARD_PATHS } from '../dashboard-paths';
import { useAdminSession } from '../session/admin-session';
import { DashboardMenu } from './dashboard-menu';
import { STOREFRONT_MESSAGES } from '@shared/messages';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';

const MENU_ID = 'dashboard-menu';
const MAIN_ID = 'dashboard-main';

function Brand() {
  return (
    <Link to={DASHBOARD_PATHS.welcome} className="block leading-none">
      <span className="block font-display text-2xl tracking-[0.05em] text-ivory">{DEFAULT_SHOP_INFO.name}</span>
      <span className="mt-1 block text-[0.65rem] uppercase tracking-[0.3em] text-gold-400">
        {DASHBOARD_COPY.backOffice}
      </span>
    </Link>
  );
}

function SignOutButton({ className = '' }: { className?: string }) {
  const { signOut } = useAdminSession();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      loading={busy}
      className={className}
      onClick={() => {
        setBusy(true);
        void signOut().finally(() => setBusy(false));
      }}
    >
      {DASHBOARD_COPY.signOut}
    </Button>
  );
}

/** Menu on the left from 1024px; below that, a bar with a Menu button that opens it in place. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { username } = useAdminSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // After moving between screens, put keyboard and screen-reader focus on the new screen's heading.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    document.querySelector<HTMLElement>(`#${MAIN_ID} h1`)?.focus({ preventScroll: false });
  }, [pathname]);

  useEffect(() => {
    document.title = 'Dashboard · Navi Jewels';
  }, []);

  return (
    <div className="min-h-dvh bg-ivory lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)]">
      <a
        href={`#${MAIN_ID}`}
        className={
          'sr-only z-50 rounded-sm bg-charcoal px-4 py-2 text-ivory focus:not-sr-only focus:fixed ' +
          'focus:left-3 focus:top-3'
        }
      >
        {STOREFRONT_MESSAGES.skipToContent}
      </a>
      <aside className="on-dark bg-charcoal text-ivory">
        <div className="lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:overflow-y-auto">
          <div className="flex items-center justify-between gap-4 px-5 py-4 lg:px-6 lg:pb-4 lg:pt-6">
            <Brand />
            <button
              type="button"
              className={
                'inline-flex min-h-11 items-center gap-2 rounded-sm border border-ivory/30 px-3 text-xs ' +
                'uppercase tracking-[0.16em] text-ivory hover:border-gold-400 lg:hidden'
              }
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              >
                {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
              </svg>
              {STOREFRONT_MESSAGES.menuTitle}
            </button>
          </div>
          <div
            className={
              `${menuOpen ? 'block' : 'hidden'} border-t border-ivory/10 px-3 pb-5 pt-3 lg:flex lg:flex-1 ` +
              `lg:flex-col lg:border-t-0 lg:px-4 lg:pt-0`
            }
          >
            <DashboardMenu id={MENU_ID} onNavigate={() => setMenuOpen(false)} />
            <div className="mt-6 border-t border-ivory/10 px-3 pt-4 lg:mt-auto lg:pb-1">
              <p className="text-xs text-ivory/60">
                Signed in as <span className="text-ivory">{username}</span>
              </p>
              <div className="mt-3 flex flex-wrap gap-2 lg:hidden">
                <SignOutButton className="border-ivory/50 text-ivory hover:bg-ivory hover:text-charcoal" />
              </div>
              <Link
                to={PAGE_ROUTES.home}
                className="mt-3 inline-block text-xs uppercase tracking-[0.16em] text-gold-300 hover:text-ivory"
              >
                {DASHBOARD_COPY.viewStorefront}
              </Link>
            </div>
          </div>
        </div>
      </aside>
      <div className="min-w-0">
        <div className="hidden items-center justify-end gap-4 border-b border-sand/80 px-10 py-3 lg:flex">
          <p className="text-sm text-stone">
            Signed in as <span className="font-medium text-ink">{username}</span>
          </p>
          <SignOutButton />
        </div>
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="mx-auto outline-none w-full max-w-6xl px-4 pb-20 pt-6 sm:px-6 lg:px-10 lg:pt-10"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
