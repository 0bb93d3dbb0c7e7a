import { ProductGrid } from '@client/features/catalog/product-grid';
import { useProductShelf } from '@client/features/product/product-shelf';
import { SearchPage } from '@client/features/search/search-page';
import { heartFor } from '@client/features/wishlist/wishlist-heart';

/** /search?q=: the search feature's results, shown with the catalogue's cards. */
export default function SearchRoute() {
  const shelf = useProductShelf({ heart: heartFor });
  return (
    <>
      <SearchPage
        renderGrid={(products, loading) => <ProductGrid products={products} loading={loading} shelf={shelf} />}
      />
      {shelf.dialog}
    </>
  );
}
