import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { STOREFRONT_MESSAGES } from '@shared/messages';
import { PAGE_ROUTES } from '@shared/routes';
import { telHref } from '@client/lib/format';
import { useSession } from '@client/lib/session';
import { useShopInfo } from '@client/lib/use-shop-info';
import { Dialog } from '@client/components/ui/dialog';
import { LOGIN_TAB_PATH } from '@client/lib/login-paths';
import { useLogout } from './api';
import { HeaderSearch } from './header-search';
import { NAV_ITEMS, SECONDARY_LINKS, type NavGroupItem } from './nav-items';

const ROW =
  'flex w-full items-center justify-between py-3.5 text-left text-[0.8rem] font-medium uppercase tracking-[0.16em] ' +
  'text-charcoal hover:text-gold-700 aria-[current=page]:text-gold-700';

function DrawerGroup({ item }: { item: NavGroupItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="border-b border-sand">
      <button type="button" className={ROW} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {item.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 12 8"
          className={`h-2 w-3 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M1 1.5l5 5 5-5" />
        </svg>
      </button>
      <ul id={id} hidden={!open} className="pb-3 pl-4">
        {item.links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className="block py-2 text-[0.95rem] text-ink hover:text-gold-700 aria-[current=page]:text-gold-700"
            >
              {item.label} {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The phone menu: the same items as the desktop menu, in a drawer that slides in from the left. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const logout = useLogout();
  const shop = useShopInfo();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={STOREFRONT_MESSAGES.menuTitle}
      placement="left"
      closeLabel={STOREFRONT_MESSAGES.closeMenu}
    >
      {/* Following any link closes the drawer. */}
      <div
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) onClose();
        }}
      >
        <HeaderSearch className="mb-4" onDone={onClose} />
        <nav aria-label={STOREFRONT_MESSAGES.mainMenu}>
          <ul>
            {NAV_ITEMS.map((item) =>
              item.kind === 'group' ? (
                <DrawerGroup key={item.id} item={item} />
              ) : (
                <li key={item.to} className="border-b border-sand">
                  <NavLink to={item.to} className={ROW}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
            {SECONDARY_LINKS.map((link) => (
              <li key={link.to} className="border-b border-sand">
                <NavLink to={link.to} className={ROW}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-6 space-y-3 text-sm">
          {session.user ? (
            <>
              <p className="font-display text-xl text-charcoal">
                {STOREFRONT_MESSAGES.greeting(session.user.fullname)}
              </p>
              <div className="flex gap-4">
                <Link to={PAGE_ROUTES.cart} className="underline decoration-gold-500 underline-offset-4">
                  {STOREFRONT_MESSAGES.myCart}
                </Link>
                <button
                  type="button"
                  className="underline decoration-gold-500 underline-offset-4"
                  onClick={() => {
                    onClose();
                    logout();
                  }}
                >
                  {STOREFRONT_MESSAGES.logout}
                </button>
              </div>
            </>
          ) : (
            <p className="flex gap-3 text-[0.8rem] uppercase tracking-[0.16em]">
              <Link to={LOGIN_TAB_PATH.login} className="font-medium text-charcoal hover:text-gold-700">
                {STOREFRONT_MESSAGES.signIn}
              </Link>
              <span aria-hidden="true" className="text-stone">
                |
              </span>
              <Link to={LOGIN_TAB_PATH.signup} className="font-medium text-charcoal hover:text-gold-700">
                {STOREFRONT_MESSAGES.signUp}
              </Link>
            </p>
          )}
          <a href={telHref(shop.phone)} className="block text-stone hover:text-gold-700">
            <span className="sr-only">{STOREFRONT_MESSAGES.callUs} </span>
            {shop.phone}
          </a>
          <p className="text-xs leading-relaxed text-stone">{STOREFRONT_MESSAGES.showroomsLine}</p>
        </div>
      </div>
    </Dialog>
  );
}
