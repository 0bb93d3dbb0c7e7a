import type { ProductDto } from '../../../shared/schemas/catalog';
import { ProductCard, ProductCardSkeleton } from '../../components/product/product-card';

interface ProductGridProps {
  products: ProductDto[] | undefined;
  loading: boolean;
  skeletons?: number;
  onView: (product: ProductDto) => void;
  onAdd: (id: number) => void;
  addingId: number | undefined;
}

const GRID = 'grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';

export function ProductGrid({ products, loading, skeletons = 8, onView, onAdd, addingId }: ProductGridProps) {
  if (loading && !products) {
    return (
      <ul className={GRID} aria-hidden="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={GRID}>
      {(products ?? []).map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} onViewDetails={onView} onAddToCart={onAdd} adding={addingId === p.id} priority={i < 4} headingLevel="h2" />
        </li>
      ))}
    </ul>
  );
}
