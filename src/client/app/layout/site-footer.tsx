import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { COLLECTIONS } from '@shared/constants';
import { STOREFRONT_MESSAGES } from '@shared/messages';
import { PAGE_ROUTES } from '@shared/routes';
import { telHref, whatsappHref } from '@client/lib/format';
import { useShopInfo } from '@client/lib/use-shop-info';
import { Logo } from './logo';
import { SECONDARY_LINKS } from './nav-items';

const HEADING = 'mb-4 text-[0.7rem] font-medium uppercase tracking-[0.24em] text-gold-300';
const LINK = 'text-sm text-ivory/80 transition-colors hover:text-gold-300';

const FEATURED = [
  '/gold-necklace',
  '/diamond-ring',
  '/temple-necklace',
  '/polki-necklace',
  '/mangalsutra',
  '/daily-gold',
  '/party-diamond',
];

// The prerendered page says the year it was built in; the browser moves it on after hydration
// (a server snapshot, so that hydrating a page built last December is no mismatch).
const noSubscription = () => () => undefined;
const thisYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

export function SiteFooter() {
  const shop = useShopInfo();
  const year = useSyncExternalStore(noSubscription, thisYear, buildYear);
  const featured = FEATURED.map((path) => COLLECTIONS.find((c) => c.path === path)).filter((c) => c !== undefined);
  return (
    <footer className="on-dark mt-auto bg-charcoal text-ivory">
      <div
        className={
          'mx-auto grid max-w-7xl gap-12 px-5 py-14 sm:px-8 md:grid-cols-2 ' + 'lg:grid-cols-[1.3fr_1fr_1fr_1.6fr]'
        }
      >
        <div>
          <Logo tone="light" />
          <p className="mt-5 max-w-xs text-sm leading-relaxed text-ivory/70">{STOREFRONT_MESSAGES.footerBlurb}</p>
          {/* Each on its own 32px-high line: comfortable to tap on a phone. */}
          <p className="mt-4 flex flex-col items-start text-sm">
            <a href={telHref(shop.phone)} className={`${LINK} inline-flex min-h-8 items-center`}>
              {shop.phone}
            </a>
            <a href={`mailto:${shop.email}`} className={`${LINK} inline-flex min-h-8 items-center`}>
              {shop.email}
            </a>
          </p>
        </div>
        <nav aria-label={STOREFRONT_MESSAGES.footerCollections}>
          <h2 className={HEADING}>{STOREFRONT_MESSAGES.footerCollections}</h2>
          <ul className="space-y-2.5">
            {featured.map((c) => (
              <li key={c.path}>
                <Link to={c.path} className={LINK}>
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={STOREFRONT_MESSAGES.footerHouse}>
          <h2 className={HEADING}>{STOREFRONT_MESSAGES.footerHouse}</h2>
          <ul className="space-y-2.5">
            {SECONDARY_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={LINK}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={PAGE_ROUTES.about} className={LINK}>
                About
              </Link>
            </li>
            <li>
              <Link to={PAGE_ROUTES.contact} className={LINK}>
                Contact
              </Link>
            </li>
            <li>
              <Link to={`${PAGE_ROUTES.contact}#book-a-visit`} className={LINK}>
                {STOREFRONT_MESSAGES.bookVisit}
              </Link>
            </li>
            <li>
              <a
                href={whatsappHref(shop.whatsapp, STOREFRONT_MESSAGES.whatsappHello)}
                className={LINK}
                rel="noopener noreferrer"
                target="_blank"
              >
                WhatsApp
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={HEADING}>{STOREFRONT_MESSAGES.footerShowrooms}</h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {shop.showrooms.map((s) => (
              <li key={s.id} className="text-sm leading-relaxed text-ivory/75">
                <p className="font-display text-lg text-ivory">{s.name}</p>
                <p>{s.address}</p>
                <p>
                  <a href={telHref(s.phone)} className={LINK}>
                    {s.phone}
                  </a>
                </p>
                <p className="text-ivory/60">{s.hours}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-ivory/10">
        <p className="mx-auto max-w-7xl px-5 py-5 text-xs tracking-[0.06em] text-ivory/60 sm:px-8">
          © {year} {shop.name}. {STOREFRONT_MESSAGES.footerNote}
        </p>
      </div>
    </footer>
  );
}
