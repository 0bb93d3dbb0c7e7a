import { Link } from 'react-router';
import { STOREFRONT_MESSAGES } from '@shared/messages';
import { PAGE_ROUTES } from '@shared/routes';
import { LOGIN_TAB_PATH } from '@client/lib/login-paths';
import { useSession } from '@client/lib/session';
import { useCartCount, useLogout } from './api';
import { HoverMenu, MENU_ENTRY } from './hover-menu';

const BAR_LINK =
  'rounded-sm px-1 py-1 text-[0.72rem] uppercase tracking-[0.16em] text-ivory/90 transition-colors hover:text-gold-300';

const PERSON = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.4">
    <circle cx="12" cy="8.5" r="3.75" />
    <path d="M4.75 20c.9-3.6 3.8-5.5 7.25-5.5s6.35 1.9 7.25 5.5" />
  </svg>
);
const ICON_LINK = 'grid h-9 w-9 place-items-center rounded-sm text-ivory/90 transition-colors hover:text-gold-300';

/**
 * Sign In | Sign Up, or the Profile menu with Logout. Rendered in the dark top bar; `compact` (the
 * phone's) is one person icon: Sign in, or the Profile menu.
 */
export function AccountNav({ compact = false }: { compact?: boolean }) {
  const session = useSession();
  const logout = useLogout();
  if (session.isPending) return <span className={`inline-block ${compact ? 'w-9' : 'w-36'}`} aria-hidden="true" />;
  if (!session.user && compact) {
    return (
      <Link to={LOGIN_TAB_PATH.login} className={ICON_LINK} aria-label={STOREFRONT_MESSAGES.signIn}>
        {PERSON}
      </Link>
    );
  }
  if (!session.user) {
    return (
      <p className="flex items-center gap-1.5">
        <Link to={LOGIN_TAB_PATH.login} className={BAR_LINK}>
          {STOREFRONT_MESSAGES.signIn}
        </Link>
        <span aria-hidden="true" className="text-ivory/40">
          |
        </span>
        <Link to={LOGIN_TAB_PATH.signup} className={BAR_LINK}>
          {STOREFRONT_MESSAGES.signUp}
        </Link>
      </p>
    );
  }
  return (
    <HoverMenu
      label={
        compact ? (
          <>
            {PERSON}
            <span className="sr-only">{STOREFRONT_MESSAGES.profile}</span>
          </>
        ) : (
          STOREFRONT_MESSAGES.profile
        )
      }
      align="right"
      buttonClassName={compact ? ICON_LINK : BAR_LINK}
    >
      <p className="border-b border-sand px-5 pb-2.5 pt-1 font-display text-lg text-charcoal">
        {STOREFRONT_MESSAGES.greeting(session.user.fullname)}
      </p>
      <Link to={PAGE_ROUTES.cart} className={MENU_ENTRY}>
        {STOREFRONT_MESSAGES.myCart}
      </Link>
      <button type="button" onClick={logout} className={MENU_ENTRY}>
        {STOREFRONT_MESSAGES.logout}
      </button>
    </HoverMenu>
  );
}

/** The cart link with its item count; the count is asked for only when someone is signed in. */
export function CartLink({ className = '' }: { className?: string }) {
  const session = useSession();
  const count = useCartCount(session.isSignedIn);
  const n = session.isSignedIn ? (count.data?.count ?? 0) : 0;
  return (
    <Link
      to={PAGE_ROUTES.cart}
      className={`relative inline-flex items-center gap-2 ${className}`}
      aria-label={STOREFRONT_MESSAGES.cartLabel(n)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      >
        <path d="M5 8h14l-1.2 11.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8z" />
        <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
      </svg>
      <span className="hidden text-[0.72rem] uppercase tracking-[0.16em] xl:inline">{STOREFRONT_MESSAGES.cart}</span>
      <span
        data-testid="cart-count"
        className={
          `grid h-5 min-w-5 place-items-center rounded-full px-1 text-[0.65rem] font-medium tabular-nums ` +
          `${n > 0 ? 'bg-gold-400 text-charcoal' : 'bg-ivory/15 text-current'}`
        }
      >
        {n}
      </span>
    </Link>
  );
}
