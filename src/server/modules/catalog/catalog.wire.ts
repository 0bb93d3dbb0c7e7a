import { z } from 'zod';
import type { CategoryDto, ProductDto } from '../../../shared/schemas/catalog';

// The REST shapes of a category and a product (ids as strings, `_id`), used by every module's
// routes: the zod schemas document them in the OpenAPI reference and type the answers.

export const categoryWire = z.object({ _id: z.string(), name: z.string() }).meta({ examples: [{ _id: '3', name: 'Gold' }] });
export type CategoryWire = z.infer<typeof categoryWire>;

export const productWire = z
  .object({
    _id: z.string(),
    name: z.string(),
    category: categoryWire,
    description: z.string(),
    photo: z.string().nullable().describe('URL of the main photo (640 px WebP), or null'),
    srcset: z.string().nullable().describe('Every rendition as `url width`, for <img srcset>'),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({
    examples: [
      {
        _id: '12',
        name: 'Classic Gold Jhumkas',
        category: { _id: '3', name: 'Gold' },
        description: 'Temple jhumkas in 22K gold with a pearl drop.',
        photo: '/uploads/3f9c2a-640.webp',
        srcset: '/uploads/3f9c2a-320.webp 320w, /uploads/3f9c2a-640.webp 640w, /uploads/3f9c2a-1024.webp 1024w',
        createdAt: '2026-11-22T10:15:00.000Z',
      },
    ],
  });
export type ProductWire = z.infer<typeof productWire>;

/** A page of products, as both listings answer it. */
export const productPageWire = z.object({
  products: z.array(productWire),
  totalPages: z.number().int(),
  page: z.number().int(),
  total: z.number().int(),
});

export const categoryOut = (c: CategoryDto): CategoryWire => ({ _id: String(c.id), name: c.name });

export const productOut = (p: ProductDto): ProductWire => ({
  _id: String(p.id),
  name: p.name,
  category: categoryOut(p.category),
  description: p.description,
  photo: p.photo,
  srcset: p.srcset,
  createdAt: new Date(p.createdAt).toISOString(),
});
