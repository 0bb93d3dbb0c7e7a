import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { LOGO_REVEAL_SCROLL_PX } from '@shared/constants';
import { STOREFRONT_MESSAGES } from '@shared/messages';
import { HEADER_MESSAGES, HEADER_TAGLINE } from '@shared/messages/header';
import { telHref } from '@client/lib/format';
import { useScrolledPast } from '@client/lib/use-media';
import { useShopInfo } from '@client/lib/use-shop-info';
import { WishlistLink } from '@client/features/wishlist/wishlist-link';
import { AccountNav, CartLink } from './account-nav';
import { GoldPrice } from './gold-price';
import { HeaderSearch } from './header-search';
import { HoverMenu, MENU_ENTRY } from './hover-menu';
import { Logo } from './logo';
import { NAV_ITEMS } from './nav-items';
import { SearchIcon } from '@client/components/ui/search-icon';

// The phone drawer loads the first time it is opened: wide screens never need it.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

// inline-flex for links and menu buttons alike, so that the chevron items sit on the same line as the others.
const MENU_LINK =
  'relative inline-flex items-center whitespace-nowrap px-1 py-2 text-[0.65rem] font-medium uppercase ' +
  'tracking-[0.06em] text-charcoal xl:text-[0.72rem] xl:tracking-[0.12em] transition-colors hover:text-gold-700 ' +
  'aria-[current=page]:text-gold-700';

function PhoneLink({ phone, compact = false }: { phone: string; compact?: boolean }) {
  return (
    <a
      href={telHref(phone)}
      className={
        'inline-flex items-center gap-2 whitespace-nowrap text-ivory/90 transition-colors hover:text-gold-300 ' +
        (compact ? 'h-9 w-9 justify-center' : '')
      }
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`${compact ? 'h-[1.1rem] w-[1.1rem]' : 'h-3.5 w-3.5'} text-gold-300`}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
      </svg>
      <span className="sr-only">{STOREFRONT_MESSAGES.callUs} </span>
      <span className={compact ? 'sr-only' : 'text-[0.78rem] tracking-[0.06em]'}>{phone}</span>
    </a>
  );
}

/**
 * The sticky header: a dark bar (logo once scrolled, gold rate, phone, account, cart) over the menu.
 * On wide screens the logo appears after LOGO_REVEAL_SCROLL_PX of scroll; under 1000px
 * (LOGO_ALWAYS_BELOW_WIDTH_PX, the header's min-[1000px] classes) it always shows. The width is a
 * CSS breakpoint, not a media query read by script, so the prerendered page shows the same. Hidden
 * is `invisible`: out of the accessibility tree and the tab order too.
 */
export function SiteHeader() {
  const shop = useShopInfo();
  const scrolled = useScrolledPast(LOGO_REVEAL_SCROLL_PX);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  // The phone's search: a row under the bar, opened by its button, the box focused.
  const [searchOpen, setSearchOpen] = useState(false);
  const searchId = useId();
  const searchButton = useRef<HTMLButtonElement>(null);
  const searchRow = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (searchOpen) searchRow.current?.querySelector('input')?.focus();
  }, [searchOpen]);

  return (
    <header className="sticky top-0 z-30">
      <div className="on-dark bg-charcoal text-ivory">
        <div className="mx-auto flex h-11 max-w-7xl items-center justify-between gap-4 px-4 text-xs sm:px-8">
          <GoldPrice />
          <div className="flex items-center gap-1.5 sm:gap-6">
            <HeaderSearch dark className="hidden w-56 min-[1000px]:block" />
            <span className="hidden text-[0.72rem] tracking-[0.08em] text-ivory/70 xl:inline">
              {STOREFRONT_MESSAGES.showroomsLine}
            </span>
            <span className="hidden sm:inline">
              <PhoneLink phone={shop.phone} />
            </span>
            <span className="sm:hidden">
              <PhoneLink phone={shop.phone} compact />
            </span>
            <div className="hidden min-[1000px]:inline-flex">
              <AccountNav />
            </div>
            <div className="-mr-2 inline-flex min-[1000px]:hidden">
              <AccountNav compact />
            </div>
          </div>
        </div>
      </div>

      <div className="border-b border-sand bg-ivory/95 backdrop-blur supports-[backdrop-filter]:bg-ivory/85">
        <div
          className={
            'mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-8 min-[1000px]:gap-3 ' +
            'min-[1000px]:px-5 xl:gap-4 xl:px-8'
          }
        >
          <button
            type="button"
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
            aria-expanded={drawerOpen}
            aria-label={STOREFRONT_MESSAGES.openMenu}
            className={
              '-ml-2 grid h-11 w-11 place-items-center rounded-sm text-charcoal hover:bg-cream ' + 'min-[1000px]:hidden'
            }
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
            >
              <path d="M4 7h16M4 12h16M4 17h10" />
            </svg>
          </button>
          <button
            ref={searchButton}
            type="button"
            onClick={() => setSearchOpen((o) => !o)}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? searchId : undefined}
            aria-label={HEADER_MESSAGES.openSearch}
            className={
              '-ml-3 grid h-11 w-11 place-items-center rounded-sm text-charcoal hover:bg-cream ' + 'min-[1000px]:hidden'
            }
          >
            <SearchIcon className="h-5 w-5" strokeWidth={1.4} />
          </button>

          <div
            className={
              'relative flex flex-1 justify-center min-[1000px]:w-26 min-[1000px]:flex-none ' +
              'min-[1000px]:justify-start xl:w-40'
            }
          >
            {/* Until the logo appears, the house's line holds its place, so the left of the bar is never empty. */}
            <p
              aria-hidden="true"
              className={
                `absolute inset-y-0 left-0 hidden flex-col justify-center transition-opacity duration-300 ` +
                `min-[1000px]:flex ${scrolled ? 'opacity-0' : ''}`
              }
            >
              <span className="font-display text-lg italic leading-tight text-charcoal">{HEADER_TAGLINE.line}</span>
              <span className="mt-0.5 text-[0.55rem] uppercase tracking-[0.42em] text-gold-700">
                {HEADER_TAGLINE.place}
              </span>
            </p>
            <div
              className={
                `transition-[opacity,transform] duration-300 ` +
                `${scrolled ? '' : 'min-[1000px]:invisible min-[1000px]:-translate-y-1 min-[1000px]:opacity-0'}`
              }
            >
              <Logo narrowBar />
            </div>
          </div>

          <nav aria-label={STOREFRONT_MESSAGES.mainMenu} className="hidden flex-1 justify-center min-[1000px]:flex">
            <ul className="flex items-center gap-x-1 xl:gap-x-3">
              {NAV_ITEMS.map((item) =>
                item.kind === 'group' ? (
                  <li key={item.id}>
                    <HoverMenu label={item.label} buttonClassName={MENU_LINK}>
                      <ul>
                        {item.links.map((link) => (
                          <li key={link.to}>
                            <NavLink to={link.to} className={MENU_ENTRY}>
                              {link.label}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    </HoverMenu>
                  </li>
                ) : (
                  <li key={item.to}>
                    <NavLink to={item.to} className={MENU_LINK}>
                      {item.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>

          <div className="flex items-center justify-end text-charcoal xl:min-w-40">
            <WishlistLink className="rounded-sm px-2 py-2 hover:text-gold-700" />
            <CartLink className="rounded-sm px-2 py-2 hover:text-gold-700" />
          </div>
        </div>
      </div>

      {searchOpen ? (
        <div
          ref={searchRow}
          id={searchId}
          className="border-b border-sand bg-ivory px-4 py-3 sm:px-8 min-[1000px]:hidden"
          onKeyDown={(e) => {
            // Escape closes the row unless the suggestions took it (closing their list).
            if (e.key !== 'Escape' || e.defaultPrevented) return;
            setSearchOpen(false);
            searchButton.current?.focus();
          }}
        >
          <HeaderSearch onDone={() => setSearchOpen(false)} />
        </div>
      ) : null}

      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
