import { z } from 'zod';
import { MAKING_CHARGE_TYPES, SIZE_LABELS } from '../constants';
import type { CategoryDto, ProductDto } from './catalog';
import { PRICE_EXAMPLE, priceOutput, specificationsOutput } from './specifications';
import { availabilityOutput, publicPieceOutput, type ProductStockDto } from './stock';

// The REST shapes of a category and a product (ids as strings, `_id`): the contract of the REST
// door, shared by every module's routes (the zod schemas document them in the OpenAPI reference
// and type the answers) and by the tests and integrators that read those answers.

export const categoryWire = z
  .object({
    _id: z.string(),
    name: z.string(),
    makingChargeType: z
      .enum(MAKING_CHARGE_TYPES)
      .nullable()
      .optional()
      .describe("Default making charge of the category's products"),
    makingChargeValue: z
      .number()
      .nullable()
      .optional()
      .describe('Percent of the metal value, or rupees per gram, or rupees per piece'),
  })
  .meta({ examples: [{ _id: '3', name: 'Gold', makingChargeType: 'percent', makingChargeValue: 12 }] });
export type CategoryWire = z.infer<typeof categoryWire>;

export const productPhotoWire = z
  .object({
    id: z.number().int().describe('The photo id, for the photo routes'),
    url: z.string().describe('URL of the 640 px WebP rendition'),
    srcset: z.string().describe('Every rendition as `url width`, for <img srcset>'),
    alt: z.string().describe('Alt text'),
  })
  .meta({
    examples: [
      {
        id: 41,
        url: '/uploads/3f9c2a-640.webp',
        srcset: '/uploads/3f9c2a-320.webp 320w, /uploads/3f9c2a-640.webp 640w, /uploads/3f9c2a-1024.webp 1024w',
        alt: 'Classic Gold Jhumkas, front',
      },
    ],
  });
export type ProductPhotoWire = z.infer<typeof productPhotoWire>;

export const productWire = z
  .object({
    _id: z.string(),
    sku: z.string().describe('The shop’s key of the design: capitals, unique'),
    name: z.string(),
    category: categoryWire,
    description: z.string(),
    photo: z.string().nullable().describe('URL of the main photo (640 px WebP), or null'),
    srcset: z.string().nullable().describe('Every rendition as `url width`, for <img srcset>'),
    photos: z.array(productPhotoWire).describe('Every photo, main first (the first is `photo`); at most 8'),
    createdAt: z.string().describe('ISO 8601'),
    price: priceOutput
      .nullable()
      .describe(
        "At today's rates, in rupees; null means 'Price on request'. A piece in sizes shows its cheapest size " +
          "('from').",
      ),
    specifications: specificationsOutput,
    sizePrices: z
      .array(z.object({ label: z.enum(SIZE_LABELS), total: z.number().nullable() }))
      .describe('Each size with its total in rupees'),
  })
  .meta({
    examples: [
      {
        _id: '12',
        sku: 'TJ-22K-0412',
        name: 'Classic Gold Jhumkas',
        category: { _id: '3', name: 'Gold' },
        description: 'Temple jhumkas in 22K gold with a pearl drop.',
        photo: '/uploads/3f9c2a-640.webp',
        srcset: '/uploads/3f9c2a-320.webp 320w, /uploads/3f9c2a-640.webp 640w, /uploads/3f9c2a-1024.webp 1024w',
        photos: [
          {
            id: 41,
            url: '/uploads/3f9c2a-640.webp',
            srcset: '/uploads/3f9c2a-320.webp 320w, /uploads/3f9c2a-640.webp 640w, /uploads/3f9c2a-1024.webp 1024w',
            alt: 'Classic Gold Jhumkas, front',
          },
        ],
        createdAt: '2026-11-22T10:15:00.000Z',
        price: PRICE_EXAMPLE,
        specifications: {
          metal: 'gold',
          purity: '22K',
          grossWeight: 12.6,
          netWeight: 12.129,
          makingChargeType: 'percent',
          makingChargeValue: 12,
          stones: [{ kind: 'pearl', count: 2, caratWeight: null, value: 5012 }],
          hallmarked: true,
          huid: 'AB12C9',
          sizes: [],
        },
        sizePrices: [],
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

/** The answers of the catalogue's REST routes, as documented and as tests read them. */
export const categoriesAnswer = z.object({ categories: z.array(categoryWire) });
export const productAnswer = z.object({ product: productWire });
export const productWrittenAnswer = z.object({ message: z.string(), product: productWire });
export const categoryWrittenAnswer = z.object({ message: z.string(), category: categoryWire });

export const categoryOut = (c: CategoryDto): CategoryWire => ({
  _id: String(c.id),
  name: c.name,
  ...(c.makingChargeType !== undefined
    ? { makingChargeType: c.makingChargeType, makingChargeValue: c.makingChargeValue ?? null }
    : {}),
});

export const productOut = (p: ProductDto): ProductWire => ({
  _id: String(p.id),
  sku: p.sku,
  name: p.name,
  category: categoryOut(p.category),
  description: p.description,
  photo: p.photo,
  srcset: p.srcset,
  photos: p.photos.map((ph) => ({ id: ph.id, url: ph.url, srcset: ph.srcset, alt: ph.alt })),
  createdAt: new Date(p.createdAt).toISOString(),
  price: p.price,
  specifications: p.specifications,
  sizePrices: p.sizePrices,
});

// ---- A product's page: the design with its stock (issue 28) ---------------------

export const publicPieceWire = publicPieceOutput
  .omit({ id: true })
  .extend({ _id: z.string().describe('The piece, to choose it') });

export const productDetailWire = productWire.extend({
  availability: availabilityOutput,
  madeToOrder: z.boolean().describe('No piece in stock, held or in transit: made to order at the design’s price'),
  pieces: z
    .array(publicPieceWire)
    .describe('Pieces in stock and held (reserved), each priced from its own net weight; never sold ones'),
});
export type ProductDetailWire = z.infer<typeof productDetailWire>;
export const productDetailAnswer = z.object({ product: productDetailWire });

export const productDetailOut = (p: ProductDto & ProductStockDto): ProductDetailWire => ({
  ...productOut(p),
  availability: p.availability,
  madeToOrder: p.madeToOrder,
  pieces: p.pieces.map(({ id, ...piece }) => ({ _id: String(id), ...piece })),
});
