import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CART_QUANTITY, GST_RATE_BASIS_POINTS } from '@shared/constants';
import {
  AUTH_MESSAGES,
  CART_MESSAGES,
  GENERAL_MESSAGES,
  PRICE_COPY,
  PRICE_MESSAGES,
  STOREFRONT_MESSAGES,
} from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { basisPointsToPercent } from '@shared/pricing';
import { productPath } from '@shared/product-path';
import type { CartDto, CartLineDto } from '@shared/schemas/cart';
import { sizeName } from '@shared/piece-in-size';
import { Button, buttonClasses } from '@client/components/ui/button';
import { PageHeading } from '@client/components/ui/page-title';
import { ProductImage } from '@client/components/ui/product-image';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatDateTime, formatPiecePrice } from '@client/lib/format';
import { LOGIN_TAB_PATH } from '@client/lib/login-paths';
import { useSession } from '@client/lib/session';
import { useCartList, useCartMutations } from './api';

/**
 * A line's price: the line total at the line's size, and each piece's when there are several. Read
 * by the one rule (formatPiecePrice, whole rupees), as the total is.
 */
function LinePrice({ line }: { line: CartLineDto }) {
  const { price } = line;
  return (
    <p className="basis-full text-left sm:basis-auto sm:text-right">
      <span
        className={
          price !== null
            ? 'font-display text-2xl font-semibold tabular-nums text-charcoal'
            : 'inline-block rounded-full border border-gold-400/70 px-3 py-0.5 text-xs uppercase tracking-[0.14em] ' +
              'text-gold-700'
        }
      >
        {formatPiecePrice(line.lineTotal)}
      </span>
      {price !== null && line.quantity > 1 ? (
        <span className="block text-xs tabular-nums text-stone">{PRICE_COPY.each(formatPiecePrice(price))}</span>
      ) : null}
    </p>
  );
}

/** The cart's total at today's rate; lines on request are left out of it, and said so. */
function CartTotal({ cart }: { cart: CartDto }) {
  const allOnRequest = cart.unpricedLines === cart.items.length;
  return (
    <div className="mt-5 border-t border-sand pt-5">
      <p className="flex items-baseline justify-between gap-4">
        <span className="text-xs font-medium uppercase tracking-[0.16em] text-stone">{PRICE_MESSAGES.total}</span>
        <span className="font-display text-3xl font-semibold tabular-nums text-charcoal" data-testid="cart-total">
          {allOnRequest ? PRICE_MESSAGES.priceOnRequest : formatPiecePrice(cart.total)}
        </span>
      </p>
      {allOnRequest ? null : (
        <p className="mt-1 text-right text-xs text-stone">
          {PRICE_COPY.gstIncluded(basisPointsToPercent(GST_RATE_BASIS_POINTS))}
        </p>
      )}
      {cart.ratesUpdatedAt !== null && !allOnRequest ? (
        <p className="mt-3 text-xs leading-relaxed text-stone">
          {PRICE_COPY.atTodaysRate(formatDateTime(cart.ratesUpdatedAt))}
        </p>
      ) : null}
      {cart.unpricedLines > 0 && !allOnRequest ? (
        <p className="mt-3 border-l-2 border-gold-400 pl-3 text-sm leading-relaxed text-stone">
          {PRICE_COPY.unpriced(cart.unpricedLines)}
        </p>
      ) : null}
    </div>
  );
}

/** Whether a pending change names this line (its piece in its size). */
const names = (line: CartLineDto, v: { productId: unknown; size?: string | null | undefined } | undefined) =>
  v !== undefined && Number(v.productId) === line.product.id && (v.size ?? null) === line.size;

function CartRow({ line, mutations }: { line: CartLineDto; mutations: ReturnType<typeof useCartMutations> }) {
  const { product, quantity, size } = line;
  const busy =
    (mutations.setQuantity.isPending && names(line, mutations.setQuantity.variables)) ||
    (mutations.remove.isPending && names(line, mutations.remove.variables));
  const change = (q: number) => mutations.setQuantity.mutate({ productId: product.id, size, quantity: q });
  // The line's name for a screen reader's controls: the piece and its size.
  const label = size === null ? product.name : `${product.name}, ${sizeName(size)}`;
  return (
    <li
      className={
        `grid grid-cols-[6rem_1fr] gap-4 border-b border-sand py-6 sm:grid-cols-[8rem_1fr_auto] sm:gap-6 ` +
        `${busy ? 'opacity-60' : ''}`
      }
      aria-busy={busy}
    >
      <Link to={productPath(product)} className="block" tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={product.photo}
          srcSet={product.srcset}
          alt={product.name}
          sizes="8rem"
          className="ring-1 ring-sand"
        />
      </Link>
      <div className="min-w-0">
        <p className="text-[0.68rem] uppercase tracking-[0.2em] text-gold-700">{product.category.name}</p>
        <h2 className="mt-1 font-display text-2xl leading-tight">
          <Link to={productPath(product)} className="hover:text-gold-700">
            {product.name}
          </Link>
        </h2>
        {size === null ? null : (
          <p className="mt-1 text-sm font-medium text-ink" data-testid="cart-line-size">
            {sizeName(size)}
          </p>
        )}
        <p className="mt-2 line-clamp-2 text-sm text-stone">{product.description}</p>
      </div>
      <div
        className={
          'col-span-2 flex flex-wrap items-center justify-between gap-4 sm:col-span-1 sm:flex-col ' +
          'sm:flex-nowrap sm:items-end sm:justify-start'
        }
      >
        <LinePrice line={line} />
        <div
          role="group"
          aria-label={`${PAGE_MESSAGES.quantity}: ${label}`}
          className="flex items-center border border-stone/40"
        >
          <button
            type="button"
            className="grid h-10 w-10 place-items-center text-lg hover:bg-cream disabled:opacity-30"
            onClick={() => change(quantity - 1)}
            disabled={busy || quantity <= CART_QUANTITY.min}
            aria-label={PAGE_MESSAGES.decrease(label)}
          >
            −
          </button>
          <output className="w-10 text-center tabular-nums" aria-live="polite" aria-label={PAGE_MESSAGES.quantity}>
            {quantity}
          </output>
          <button
            type="button"
            className="grid h-10 w-10 place-items-center text-lg hover:bg-cream disabled:opacity-30"
            onClick={() => change(quantity + 1)}
            disabled={busy || quantity >= CART_QUANTITY.max}
            aria-label={PAGE_MESSAGES.increase(label)}
          >
            +
          </button>
        </div>
        <button
          type="button"
          onClick={() => mutations.remove.mutate({ productId: product.id, size })}
          disabled={busy}
          className="text-xs uppercase tracking-[0.16em] text-stone underline underline-offset-4 hover:text-danger"
        >
          {PAGE_MESSAGES.remove}
          <span className="sr-only"> {label}</span>
        </button>
      </div>
    </li>
  );
}

/** The shopper's cart; `bookingForm` (from the appointments feature, composed by the route) books a visit with it. */
export function CartPage({ bookingForm }: { bookingForm: ReactNode }) {
  const session = useSession();
  const cart = useCartList(session.isSignedIn);
  const mutations = useCartMutations();
  const [booking, setBooking] = useState(false);
  const bookingRef = useRef<HTMLDivElement>(null);

  const openBooking = () => {
    setBooking(true);
    requestAnimationFrame(() => {
      bookingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      bookingRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
    });
  };

  let body;
  if (session.isPending || (session.isSignedIn && cart.isPending)) {
    body = (
      <div className="space-y-6" aria-busy="true">
        {[0, 1].map((i) => (
          <div key={i} className="grid grid-cols-[6rem_1fr] gap-4 sm:grid-cols-[8rem_1fr]">
            <Skeleton className="aspect-square" />
            <div className="space-y-3">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-7 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (!session.isSignedIn) {
    body = (
      <div className="border border-sand bg-white p-8 text-center sm:p-12">
        <p className="font-display text-2xl text-charcoal">{AUTH_MESSAGES.loginFirst}</p>
        <p className="mt-2 text-stone">{PAGE_MESSAGES.loginToSeeCart}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={LOGIN_TAB_PATH.login} className={buttonClasses('primary')}>
            {STOREFRONT_MESSAGES.signIn}
          </Link>
          <Link to={LOGIN_TAB_PATH.signup} className={buttonClasses('outline')}>
            {STOREFRONT_MESSAGES.signUp}
          </Link>
        </div>
      </div>
    );
  } else if (cart.isError) {
    body = (
      <div role="alert" className="py-12 text-center">
        <p className="text-danger">{GENERAL_MESSAGES.serverError}</p>
        <Button variant="outline" className="mt-4" onClick={() => void cart.refetch()}>
          {GENERAL_MESSAGES.retry}
        </Button>
      </div>
    );
  } else if (!cart.data || cart.data.items.length === 0) {
    body = (
      <div className="border border-sand bg-white p-8 text-center sm:p-12">
        <p className="font-display text-2xl text-charcoal">{CART_MESSAGES.empty}</p>
        <Link to="/bestsellers" className={buttonClasses('primary', 'md', 'mt-6')}>
          {PAGE_MESSAGES.continueShopping}
        </Link>
      </div>
    );
  } else {
    const { items, count } = cart.data;
    body = (
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <ul aria-label={PAGE_MESSAGES.cartTitle} className="border-t border-sand">
          {items.map((line) => (
            <CartRow key={`${line.product.id}-${line.size ?? ''}`} line={line} mutations={mutations} />
          ))}
        </ul>
        <aside className="h-fit border border-sand bg-white p-6 lg:sticky lg:top-32">
          <p className="eyebrow">{PAGE_MESSAGES.cartTitle}</p>
          <p className="mt-2 font-display text-3xl">{PAGE_MESSAGES.resultsCount(count)}</p>
          <CartTotal cart={cart.data} />
          <p className="mt-3 text-sm leading-relaxed text-stone">{PAGE_MESSAGES.bookWithItems}</p>
          <Button
            variant="gold"
            size="lg"
            className="mt-6 w-full"
            onClick={openBooking}
            aria-expanded={booking}
            aria-controls="cart-booking"
          >
            {PAGE_MESSAGES.bookShowroomVisit}
          </Button>
          <Link to="/bestsellers" className="mt-4 block text-center text-sm text-gold-700 underline underline-offset-4">
            {PAGE_MESSAGES.continueShopping}
          </Link>
        </aside>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-5 py-10 sm:px-8 sm:py-14">
      <PageHeading title={PAGE_MESSAGES.cartTitle} />
      {body}
      {booking && session.isSignedIn ? (
        <section
          id="cart-booking"
          ref={bookingRef}
          aria-labelledby="cart-booking-heading"
          className="mt-14 scroll-mt-32 border-t border-sand pt-10"
        >
          <h2 id="cart-booking-heading" className="font-display text-3xl">
            {PAGE_MESSAGES.bookShowroomVisit}
          </h2>
          <p className="mb-8 mt-2 max-w-2xl text-stone">{PAGE_MESSAGES.bookWithItems}</p>
          {bookingForm}
        </section>
      ) : null}
    </div>
  );
}
