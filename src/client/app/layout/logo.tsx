import { Link } from 'react-router';
import { STOREFRONT_MESSAGES } from '@shared/messages';
import { PAGE_ROUTES } from '@shared/routes';

/**
 * The wordmark: a faceted gem and the house name in the display serif. `narrowBar`: in the
 * header's menu bar, where from 1000 to 1279 px the menu leaves it about 100 px: the name alone,
 * a size down, on one line.
 */
export function Logo({
  tone = 'dark',
  className = '',
  narrowBar = false,
}: {
  tone?: 'dark' | 'light';
  className?: string;
  narrowBar?: boolean;
}) {
  return (
    <Link
      to={PAGE_ROUTES.home}
      aria-label={STOREFRONT_MESSAGES.homeLinkLabel}
      data-testid="site-logo"
      className={`inline-flex items-center gap-2.5 ${tone === 'dark' ? 'text-charcoal' : 'text-ivory'} ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 32 32"
        className={`h-7 w-7 shrink-0 text-gold-500 ${narrowBar ? 'min-[1000px]:max-xl:hidden' : ''}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
      >
        <path d="M6 12l5-6h10l5 6-10 15z" />
        <path d="M6 12h20M11 6l5 6 5-6M16 12v15M11 12l5 15 5-15" />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={
            `whitespace-nowrap font-display text-[1.6rem] font-semibold tracking-[0.02em] ` +
            `${narrowBar ? 'min-[1000px]:max-xl:text-[1.3rem]' : ''}`
          }
        >
          Navi Jewels
        </span>
        <span
          className={
            `mt-0.5 text-[0.55rem] uppercase tracking-[0.42em] ` +
            `${tone === 'dark' ? 'text-gold-700' : 'text-gold-300'}`
          }
        >
          Navi Mumbai
        </span>
      </span>
    </Link>
  );
}
