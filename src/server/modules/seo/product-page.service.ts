import { AppError } from '@shared/errors';
import { COLLECTIONS } from '@shared/constants';
import { PRODUCT_MESSAGES } from '@shared/messages/back-office';
import { RELATED_PRODUCTS_LIMIT } from '@shared/seo';
import type { ProductPageDto } from '@shared/schemas/product-page';
import type { AppDeps } from '@server/platform/deps';
import { productsBesideInCategory } from '../catalog/catalog-reads.service';
import { productById, productsByIds } from '../catalog/catalog.service';
import { collectionsOfProduct, productsBesideInSelection } from '../selection/selection.service';

/**
 * A product's page: the piece, the storefront collection it is in (the first it was chosen for),
 * and related pieces: that collection's others first, then the category's. Cached with the
 * catalogue, so a write or a rate change shows on the next view.
 */
export function loadProductPage(deps: AppDeps, id: number): Promise<ProductPageDto> {
  return deps.catalogCache
    .read(`product-page:${id}`, async (): Promise<ProductPageDto | null> => {
      const product = await productById(deps.db, id);
      if (!product) return null;
      const types = await collectionsOfProduct(deps.db, id);
      const collection = COLLECTIONS.find((c) => types.includes(c.selectionType)) ?? null;
      const ids = collection
        ? await productsBesideInSelection(deps.db, collection.selectionType, id, RELATED_PRODUCTS_LIMIT)
        : [];
      if (ids.length < RELATED_PRODUCTS_LIMIT) {
        ids.push(
          ...(await productsBesideInCategory(
            deps.db,
            product.category.id,
            [id, ...ids],
            RELATED_PRODUCTS_LIMIT - ids.length,
          )),
        );
      }
      return {
        product,
        collection: collection ? { path: collection.path, title: collection.title } : null,
        related: await productsByIds(deps.db, ids),
      };
    })
    .then((page) => {
      if (!page) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
      return page;
    });
}
