import type { CategoryDto, ProductDto } from '../../../shared/schemas/catalog';

// The REST shapes of a category and a product (ids as strings, `_id`), used by every module's routes.

export const categoryOut = (c: CategoryDto) => ({
  _id: String(c.id),
  name: c.name,
  ...(c.makingChargeType !== undefined ? { makingChargeType: c.makingChargeType, makingChargeValue: c.makingChargeValue ?? null } : {}),
});

/** The specification fields of a product form (multipart or JSON), as they came: the schema parses them. */
export const specFields = (f: Record<string, unknown>) => ({
  metal: f.metal, purity: f.purity, grossWeight: f.grossWeight, netWeight: f.netWeight,
  makingChargeType: f.makingChargeType, makingChargeValue: f.makingChargeValue,
  stones: f.stones, hallmarked: f.hallmarked, huid: f.huid, sizes: f.sizes,
});

export const productOut = (p: ProductDto) => ({
  _id: String(p.id),
  name: p.name,
  category: { _id: String(p.category.id), name: p.category.name },
  description: p.description,
  photo: p.photo,
  srcset: p.srcset,
  createdAt: new Date(p.createdAt).toISOString(),
  price: p.price,
  specifications: p.specifications,
  sizePrices: p.sizePrices,
});

