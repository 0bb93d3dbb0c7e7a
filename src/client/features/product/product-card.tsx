import type { ProductDto } from '../../../shared/schemas/catalog';
import { STOREFRONT_MESSAGES } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { ProductImage } from '../../components/ui/product-image';
import { formatPiecePrice } from '../../lib/format';

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
}

export const GRID_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/** The card's price: whole rupees, 'From' for a piece in sizes, 'Price on request' without one. */
function CardPrice({ price }: { price: ProductDto['price'] }) {
  const text = formatPiecePrice(price?.total, price?.sizeLabel != null);
  return <p className={`mt-2 font-display tabular-nums ${price ? 'text-2xl font-semibold text-charcoal' : 'text-lg italic text-stone'}`}>{text}</p>;
}

/** A piece in a grid or carousel: photo, category, name, price, View Details and Add to Cart. */
export function ProductCard({ product, onViewDetails, onAddToCart, adding = false, priority = false, sizes = GRID_IMAGE_SIZES, headingLevel = 'h3' }: ProductCardProps) {
  const Heading = headingLevel;
  return (
    <article className="group flex h-full flex-col bg-white shadow-[0_1px_0_rgb(30_26_23/0.06)] ring-1 ring-sand/70 transition-shadow hover:shadow-[0_20px_40px_-24px_rgb(30_26_23/0.45)]">
      <button type="button" onClick={() => onViewDetails(product)} className="block overflow-hidden" tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.photo} srcSet={product.srcset} alt={product.name} sizes={sizes} priority={priority} />
      </button>
      <div className="flex flex-1 flex-col px-4 pb-4 pt-4 sm:px-5">
        <p className="text-[0.68rem] uppercase tracking-[0.2em] text-gold-700">{product.category.name}</p>
        <Heading className="mt-1.5 line-clamp-2 min-h-[2.6em] font-display text-xl leading-[1.3] text-charcoal">{product.name}</Heading>
        <CardPrice price={product.price} />
        <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
          <Button variant="outline" size="sm" onClick={() => onViewDetails(product)} aria-label={`${STOREFRONT_MESSAGES.viewDetails}: ${product.name}`}>
            {STOREFRONT_MESSAGES.viewDetails}
          </Button>
          <Button variant="primary" size="sm" loading={adding} onClick={() => onAddToCart(product.id)} aria-label={`${STOREFRONT_MESSAGES.addToCart}: ${product.name}`}>
            {STOREFRONT_MESSAGES.addToCart}
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
        <div className="grid grid-cols-2 gap-2 pt-3">
          <span className="block h-9 animate-pulse rounded-sm bg-sand/70" />
          <span className="block h-9 animate-pulse rounded-sm bg-sand/70" />
        </div>
      </div>
    </div>
  );
}
