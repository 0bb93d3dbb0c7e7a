import type { HeartSlot, ProductShelf } from '@client/lib/product-shelf';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { ProductDetailsDialog } from './product-details';
import { useProductBrowser } from './use-product-browser';

/**
 * Product cards that open the details dialog and add to the cart, for the pages of other features
 * (home, catalog): a route calls this and hands the shelf to its page, so features never import
 * each other. `heart` draws the wishlist's button on each card and beside Add to Cart in the dialog (the app composes
 * it).
 */
export function useProductShelf({ heart }: { heart?: HeartSlot } = {}): ProductShelf {
  const browser = useProductBrowser();
  return {
    card: (product, options) => (
      <ProductCard
        key={product.id}
        product={product}
        onViewDetails={browser.view}
        onAddToCart={browser.addToCart}
        adding={browser.addingId === product.id}
        wishlistSlot={heart?.(product, 'icon')}
        {...options}
      />
    ),
    skeleton: () => <ProductCardSkeleton />,
    dialog: (
      <ProductDetailsDialog
        product={browser.openProduct}
        onClose={browser.close}
        onAddToCart={browser.addToCart}
        adding={browser.addingId === browser.openProduct?.id}
        besideAddToCart={heart ? (product, size) => heart(product, 'button', size) : undefined}
      />
    ),
  };
}
