import type { ReactNode } from 'react';
import type { ProductDto } from '../../../shared/schemas/catalog';
import type { ProductShelf } from '../../lib/product-shelf';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { ProductDetailsDialog } from './product-details';
import { useProductBrowser } from './use-product-browser';

/**
 * Product cards that open the details dialog and add to the cart, for the pages of other features
 * (home, catalog): a route calls this and hands the shelf to its page, so features never import
 * each other. `heart` draws the wishlist's button on each card (the app composes it).
 */
export function useProductShelf({ heart }: { heart?: (product: ProductDto) => ReactNode } = {}): ProductShelf {
  const browser = useProductBrowser();
  return {
    card: (product, options) => (
      <ProductCard
        key={product.id}
        product={product}
        onViewDetails={browser.view}
        onAddToCart={browser.addToCart}
        adding={browser.addingId === product.id}
        wishlistSlot={heart?.(product)}
        {...options}
      />
    ),
    skeleton: () => <ProductCardSkeleton />,
    dialog: <ProductDetailsDialog product={browser.openProduct} onClose={browser.close} onAddToCart={browser.addToCart} adding={browser.addingId === browser.openProduct?.id} />,
  };
}
