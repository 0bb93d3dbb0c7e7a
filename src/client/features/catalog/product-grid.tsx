import type { ProductDto } from '@shared/schemas/catalog';
import type { ProductShelf } from '@client/lib/product-shelf';

interface ProductGridProps {
  products: ProductDto[] | undefined;
  loading: boolean;
  skeletons?: number;
  shelf: ProductShelf;
}

// Two columns from the narrowest phone up: a jeweller's tray, not a feed.
const GRID = 'grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';

export function ProductGrid({ products, loading, skeletons = 8, shelf }: ProductGridProps) {
  if (loading && !products) {
    return (
      // Keyed apart from the real list: React must not move a placeholder <li> into a product's place
      // (a product whose id happens to be 3 would take placeholder 3 and jump, shifting the layout).
      <ul key="placeholders" className={GRID} aria-hidden="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={`placeholder-${i}`}>{shelf.skeleton()}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul key="products" className={GRID}>
      {(products ?? []).map((p, i) => (
        <li key={p.id}>{shelf.card(p, { priority: i < 4, headingLevel: 'h2' })}</li>
      ))}
    </ul>
  );
}
