import type { CategoryDto, ProductDto } from '../../../shared/schemas/catalog';

// The REST shapes of a category and a product (ids as strings, `_id`), used by every module's routes.

export const categoryOut = (c: CategoryDto) => ({ _id: String(c.id), name: c.name });

export const productOut = (p: ProductDto) => ({
  _id: String(p.id),
  name: p.name,
  category: categoryOut(p.category),
  description: p.description,
  photo: p.photo,
  srcset: p.srcset,
  createdAt: new Date(p.createdAt).toISOString(),
});

