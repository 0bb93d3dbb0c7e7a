import { PRODUCT_PAGE_MESSAGES as M } from '@shared/messages/product-page';
import type { ProductDto } from '@shared/schemas/catalog';
import { PieceTile } from './piece-tile';

/** Pieces of the same collection (else category), each a link to its own page. */
export function RelatedProducts({ products }: { products: ProductDto[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-pieces" className="mt-16 border-t border-sand pt-10">
      <h2 id="related-pieces" className="font-display text-3xl text-charcoal">
        {M.related}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 lg:grid-cols-4">
        {products.map((p) => (
          <li key={p.id}>
            <PieceTile
              id={p.id}
              name={p.name}
              photo={p.photo}
              srcset={p.srcset}
              total={p.price?.total ?? null}
              from={p.price?.sizeLabel != null}
              eyebrow={p.category.name}
              sizes="(min-width: 1152px) 270px, (min-width: 1024px) 23vw, 45vw"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
