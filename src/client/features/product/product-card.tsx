import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { productPath } from '@shared/product-path';
import type { ProductDto } from '@shared/schemas/catalog';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { Button } from '@client/components/ui/button';
import { ProductImage } from '@client/components/ui/product-image';
import { formatPiecePrice } from '@client/lib/format';

export interface ProductCardProps {
  product: ProductDto;
  onViewDetails: (product: ProductDto) => void;
  onAddToCart: (productId: number) => void;
  adding?: boolean;
  /** The first row of a grid loads eagerly. */
  priority?: boolean;
  /** How wide the card's image is drawn, for `sizes`. */
  sizes?: string;
  headingLevel?: 'h2' | 'h3';
  /** Drawn over the photo's corner: the wishlist's heart, composed by the app. */
  wishlistSlot?: ReactNode;
}

export const GRID_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw';

/** The card's price: whole rupees, 'From' for a piece in sizes, 'Price on request' without one. */
function CardPrice({ price }: { price: ProductDto['price'] }) {
  const text = formatPiecePrice(price?.total, price?.sizeLabel != null);
  return (
    <p
      className={
        `mt-1.5 font-display tabular-nums sm:mt-2 ` +
        `${price ? 'text-xl font-semibold text-charcoal sm:text-2xl' : 'text-base italic text-stone sm:text-lg'}`
      }
    >
      {text}
    </p>
  );
}

/** A piece in a grid or carousel: photo, category, name, price, View Details and Add to Cart. */
export function ProductCard({
  product,
  onViewDetails,
  onAddToCart,
  adding = false,
  priority = false,
  sizes = GRID_IMAGE_SIZES,
  headingLevel = 'h3',
  wishlistSlot,
}: ProductCardProps) {
  const Heading = headingLevel;
  return (
    <article
      className={
        'group relative flex h-full flex-col bg-white shadow-[0_1px_0_rgb(30_26_23/0.06)] ring-1 ' +
        'ring-sand/70 transition-shadow hover:shadow-[0_20px_40px_-24px_rgb(30_26_23/0.45)]'
      }
    >
      <button
        type="button"
        onClick={() => onViewDetails(product)}
        className="block overflow-hidden"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage
          src={product.photo}
          srcSet={product.srcset}
          alt={product.name}
          sizes={sizes}
          priority={priority}
        />
      </button>
      {wishlistSlot ? <div className="absolute right-2 top-2 sm:right-2.5 sm:top-2.5">{wishlistSlot}</div> : null}
      <div className="flex flex-1 flex-col px-3 pb-3 pt-3 sm:px-5 sm:pb-4 sm:pt-4">
        <p
          className={
            'truncate text-[0.62rem] uppercase tracking-[0.18em] text-gold-700 sm:text-[0.68rem] ' +
            'sm:tracking-[0.2em]'
          }
        >
          {product.category.name}
        </p>
        <Heading
          className={
            'mt-1 line-clamp-2 min-h-[2.6em] font-display text-[1.05rem] leading-[1.3] text-charcoal ' +
            'sm:mt-1.5 sm:text-xl'
          }
        >
          <Link to={productPath(product)} className="hover:text-gold-700">
            {product.name}
          </Link>
        </Heading>
        <CardPrice price={product.price} />
        <div className="mt-auto grid gap-2 pt-3 min-[480px]:grid-cols-2 sm:pt-4">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onViewDetails(product)}
            aria-label={`${PAGE_MESSAGES.viewDetails}: ${product.name}`}
          >
            {PAGE_MESSAGES.viewDetails}
          </Button>
          <Button
            variant="primary"
            size="sm"
            loading={adding}
            onClick={() => onAddToCart(product.id)}
            aria-label={`${PAGE_MESSAGES.addToCart}: ${product.name}`}
          >
            {PAGE_MESSAGES.addToCart}
          </Button>
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col bg-white ring-1 ring-sand/70" aria-hidden="true">
      <span className="block aspect-square animate-pulse bg-sand/60 motion-reduce:animate-none" />
      <div className="space-y-2 px-4 py-4 sm:px-5">
        <span className="block h-3 w-1/3 animate-pulse rounded-sm bg-sand/70" />
        <span className="block h-5 w-4/5 animate-pulse rounded-sm bg-sand/70" />
        <span className="block h-5 w-2/3 animate-pulse rounded-sm bg-sand/70" />
        <span className="block h-7 w-2/5 animate-pulse rounded-sm bg-sand/70" />
        <div className="grid gap-2 pt-3 min-[480px]:grid-cols-2">
          <span className="block h-9 animate-pulse rounded-sm bg-sand/70" />
          <span className="block h-9 animate-pulse rounded-sm bg-sand/70" />
        </div>
      </div>
    </div>
  );
}
