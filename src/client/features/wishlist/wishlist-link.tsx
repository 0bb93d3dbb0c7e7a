import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { WISHLIST_LINK_TEXT } from '@shared/messages/wishlist-link';
import { PAGE_ROUTES } from '@shared/routes';
import { HeartIcon } from './heart-icon';

// The count (and the browser storage it reads) loads just after the page: the first load has no
// room for it (see the first-load budget in docs/performance.md).
const WishlistCount = lazy(() => import('./wishlist-count'));

/** The header's wishlist link: a heart and the count; its name ('Wishlist' and the count) is read, not shown. */
export function WishlistLink({ className = '' }: { className?: string }) {
  return (
    <Link
      to={PAGE_ROUTES.wishlist}
      className={`relative inline-flex items-center gap-2 ${className}`}
      data-testid="wishlist-link"
    >
      <HeartIcon />
      <span className="sr-only">{WISHLIST_LINK_TEXT}</span>
      <Suspense fallback={<span className="h-5 min-w-5" />}>
        <WishlistCount />
      </Suspense>
    </Link>
  );
}
