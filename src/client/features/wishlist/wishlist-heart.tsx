import type { SizeLabel } from '@shared/constants';
import { WISHLIST_MESSAGES } from '@shared/messages/wishlist';
import { buttonClasses } from '@client/components/ui/button';
import type { HeartSlot, HeartVariant } from '@client/lib/product-shelf';
import { HeartIcon } from './heart-icon';
import { useWishlist } from './use-wishlist';

/** The heart for a piece, in the shape the product shelf and page take it. */
export const heartFor: HeartSlot = (product, variant, size) => (
  <WishlistHeart productId={product.id} name={product.name} variant={variant} size={size ?? null} />
);

interface WishlistHeartProps {
  productId: number;
  name: string;
  variant?: HeartVariant;
  /** The size chosen where the heart is (the piece's page); null: none. */
  size?: SizeLabel | null;
}

/**
 * Saves a piece to the wishlist, or removes it: a toggle button (aria-pressed) named for the piece.
 * Self-contained: a card or a page places it and needs to know nothing else.
 */
export function WishlistHeart({ productId, name, variant = 'icon', size = null }: WishlistHeartProps) {
  const wishlist = useWishlist();
  const saved = wishlist.has(productId);
  // A toggle keeps one name; aria-pressed (and the filled heart) says whether the piece is saved.
  const label = WISHLIST_MESSAGES.save(name);
  if (variant === 'button') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        onClick={() => wishlist.toggle(productId, size)}
        disabled={wishlist.pending}
        data-testid="wishlist-heart"
        className={buttonClasses('outline', 'md', saved ? 'border-gold-700 text-gold-700' : '')}
      >
        <HeartIcon filled={saved} className="h-4 w-4" />
        {WISHLIST_MESSAGES.saveShort}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      onClick={() => wishlist.toggle(productId, size)}
      disabled={wishlist.pending}
      data-testid="wishlist-heart"
      className={
        `grid h-10 w-10 place-items-center rounded-full bg-ivory/90 shadow-sm ring-1 ring-sand ` +
        `transition-colors hover:bg-white hover:text-gold-700 focus-visible:outline-2 ` +
        `focus-visible:outline-offset-2 focus-visible:outline-gold-700 ${saved ? 'text-gold-700' : 'text-charcoal'}`
      }
    >
      <HeartIcon filled={saved} />
    </button>
  );
}
