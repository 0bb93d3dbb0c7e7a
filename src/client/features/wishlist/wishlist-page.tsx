import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SizeLabel } from '@shared/constants';
import { formatPrice } from '@shared/indian-format';
import { AUTH_MESSAGES, CART_MESSAGES, GENERAL_MESSAGES } from '@shared/messages';
import { WISHLIST_MESSAGES } from '@shared/messages/wishlist';
import { priceInSize, sizeName } from '@shared/piece-in-size';
import { productPath } from '@shared/product-path';
import type { WishlistItemDto } from '@shared/schemas/wishlist';
import { Button, buttonClasses } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/toast';
import { PageHeading } from '@client/components/ui/page-title';
import { ProductImage } from '@client/components/ui/product-image';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatPiecePrice } from '@client/lib/format';
import { LOGIN_TAB_PATH } from '@client/lib/login-paths';
import { errorMessage } from '@client/lib/api-errors';
import { useBrowserWishlistPieces, useMoveToCart, useServerWishlist } from './api';
import { HeartIcon } from './heart-icon';
import { readLocalSizes } from './local-store';
import { useLocalWishlist } from './local-wishlist';
import { useWishlist } from './use-wishlist';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 sm:gap-x-6';
const BROWSE_PATH = '/bestsellers';

/** A saved piece's price as read: its size's, or the piece's own ('from' while no size is chosen). */
function savedPrice(product: WishlistItemDto): string {
  if (product.size !== null) {
    const price = priceInSize(product, product.size);
    return price === null ? formatPiecePrice(null) : formatPrice(price);
  }
  return formatPiecePrice(product.price?.total, product.price?.sizeLabel != null);
}

interface WishlistItemProps {
  product: WishlistItemDto;
  onRemove: () => void;
  onMoveToCart: () => void;
  moving: boolean;
}

function WishlistItem({ product, onRemove, onMoveToCart, moving }: WishlistItemProps) {
  return (
    <li className="flex flex-col">
      <Link to={productPath(product)} className="block" tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={product.photo}
          srcSet={product.srcset}
          alt={product.name}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 30vw, 50vw"
          className="ring-1 ring-sand"
        />
      </Link>
      <p className="mt-3 text-[0.68rem] uppercase tracking-[0.2em] text-gold-700">{product.category.name}</p>
      <h2 className="mt-1 font-display text-lg leading-snug text-charcoal sm:text-xl">
        <Link to={productPath(product)} className="hover:text-gold-700">
          {product.name}
        </Link>
      </h2>
      <p
        className={
          `mt-1 font-display tabular-nums ` +
          `${product.price ? 'text-xl font-semibold text-charcoal' : 'text-base italic text-stone'}`
        }
      >
        {savedPrice(product)}
      </p>
      {product.size === null ? null : (
        <p className="mt-0.5 text-sm text-stone" data-testid="wishlist-size">
          {sizeName(product.size)}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        {product.price === null ? null : (
          <Button
            variant="outline"
            size="sm"
            onClick={onMoveToCart}
            loading={moving}
            aria-label={WISHLIST_MESSAGES.moveToCartLabel(product.name)}
          >
            {WISHLIST_MESSAGES.moveToCart}
          </Button>
        )}
        <button
          type="button"
          onClick={onRemove}
          className={
            'text-xs uppercase tracking-[0.16em] text-stone underline underline-offset-4 ' + 'hover:text-danger'
          }
        >
          {WISHLIST_MESSAGES.remove}
          <span className="sr-only"> {product.name}</span>
        </button>
      </div>
    </li>
  );
}

/** What a visit booked from the wishlist carries: a message naming the pieces, and the pieces in their sizes. */
export interface WishlistBooking {
  message: string;
  pieces: Array<{ productId: number; size: SizeLabel | null }>;
}

/**
 * The wishlist: the saved pieces (from the account, or from this browser when signed out), each
 * with a way to remove it, and a showroom visit booked with them. `bookingForm` (the appointments
 * feature, composed by the route) gets the pieces, recorded with the request, and a message naming them.
 */
export function WishlistPage({ bookingForm }: { bookingForm: (booking: WishlistBooking) => ReactNode }) {
  const wishlist = useWishlist();
  const local = useLocalWishlist();
  const server = useServerWishlist(wishlist.signedIn);
  const browser = useBrowserWishlistPieces(local, !wishlist.pending && !wishlist.signedIn);
  const [booking, setBooking] = useState(false);
  const [moving, setMoving] = useState<number | null>(null);
  const bookingRef = useRef<HTMLDivElement>(null);
  const moveToCart = useMoveToCart();
  const toast = useToast();

  // Signed out, the browser's list decides which pieces show (a removed one goes at once), in the
  // sizes the browser kept.
  const localSizes = wishlist.signedIn ? {} : readLocalSizes();
  const items: WishlistItemDto[] = wishlist.signedIn
    ? (server.data?.items ?? []).filter((p) => wishlist.has(p.id))
    : (browser.data?.items ?? [])
        .filter((p) => local.includes(p.id))
        .map((p) => ({ ...p, size: localSizes[String(p.id)] ?? null }));

  const move = (productId: number, size: SizeLabel | null) => {
    if (!wishlist.signedIn) {
      toast.error(AUTH_MESSAGES.loginFirst);
      return;
    }
    setMoving(productId);
    moveToCart(productId, size)
      .then(
        () => toast.success(WISHLIST_MESSAGES.moved),
        (error: unknown) => toast.error(errorMessage(error, CART_MESSAGES.addFailed)),
      )
      .finally(() => setMoving(null));
  };
  const loading = wishlist.pending || (wishlist.signedIn ? server.isPending : local.length > 0 && browser.isPending);
  const failed = wishlist.signedIn ? server.isError : browser.isError;

  const openBooking = () => {
    setBooking(true);
    requestAnimationFrame(() => {
      bookingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      bookingRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
    });
  };

  let body;
  if (loading) {
    body = (
      <ul className={GRID} aria-busy="true" aria-label={WISHLIST_MESSAGES.title}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="space-y-3">
            <Skeleton className="aspect-square" />
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-6 w-3/4" />
          </li>
        ))}
      </ul>
    );
  } else if (failed) {
    body = (
      <div role="alert" className="py-12 text-center">
        <p className="text-danger">{WISHLIST_MESSAGES.loadFailed}</p>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => void (wishlist.signedIn ? server.refetch() : browser.refetch())}
        >
          {GENERAL_MESSAGES.retry}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="border border-sand bg-white px-6 py-12 text-center sm:px-12">
        <HeartIcon className="mx-auto h-10 w-10 text-gold-500" />
        <p className="mt-4 font-display text-2xl text-charcoal">{WISHLIST_MESSAGES.empty}</p>
        <p className="mt-2 text-stone">{WISHLIST_MESSAGES.emptyHint}</p>
        <Link to={BROWSE_PATH} className={buttonClasses('primary', 'md', 'mt-6')}>
          {WISHLIST_MESSAGES.browse}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <ul className={GRID} aria-label={WISHLIST_MESSAGES.title}>
          {items.map((product) => (
            <WishlistItem
              key={product.id}
              product={product}
              onRemove={() => wishlist.toggle(product.id)}
              onMoveToCart={() => move(product.id, product.size)}
              moving={moving === product.id}
            />
          ))}
        </ul>
        <aside className="h-fit border border-sand bg-white p-6 lg:sticky lg:top-32">
          <p className="eyebrow">{WISHLIST_MESSAGES.eyebrow}</p>
          <p className="mt-2 font-display text-3xl" data-testid="wishlist-total">
            {WISHLIST_MESSAGES.pieces(items.length)}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-stone">{WISHLIST_MESSAGES.bookVisitIntro}</p>
          <Button
            variant="gold"
            size="lg"
            className="mt-6 w-full !whitespace-normal"
            onClick={openBooking}
            aria-expanded={booking}
            aria-controls="wishlist-booking"
          >
            {WISHLIST_MESSAGES.bookVisit}
          </Button>
          {wishlist.signedIn ? null : (
            <p className="mt-5 border-l-2 border-gold-400 pl-3 text-sm leading-relaxed text-stone">
              {WISHLIST_MESSAGES.signedOutNote}{' '}
              <Link to={LOGIN_TAB_PATH.login} className="text-gold-700 underline underline-offset-4">
                {WISHLIST_MESSAGES.signIn}
              </Link>
            </p>
          )}
        </aside>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-5 py-10 sm:px-8 sm:py-14">
      <PageHeading title={WISHLIST_MESSAGES.title} intro={WISHLIST_MESSAGES.intro} />
      {body}
      {booking && items.length > 0 ? (
        <section
          id="wishlist-booking"
          ref={bookingRef}
          aria-labelledby="wishlist-booking-heading"
          className="mt-14 scroll-mt-32 border-t border-sand pt-10"
        >
          <h2 id="wishlist-booking-heading" className="font-display text-3xl">
            {WISHLIST_MESSAGES.bookVisit}
          </h2>
          <p className="mb-8 mt-2 max-w-2xl text-stone">{WISHLIST_MESSAGES.bookVisitIntro}</p>
          {bookingForm({
            message: WISHLIST_MESSAGES.bookingMessage(
              items.map((p) => (p.size === null ? p.name : `${p.name}, ${sizeName(p.size)}`)),
            ),
            pieces: items.map((p) => ({ productId: p.id, size: p.size })),
          })}
        </section>
      ) : null}
    </div>
  );
}
