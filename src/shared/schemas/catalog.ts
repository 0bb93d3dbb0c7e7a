import { z } from 'zod';
import {
  PAGE_SIZES,
  SORT_OPTIONS,
  SPEC_LIMITS,
  TEXT_LIMITS,
  type MakingChargeType,
  type SizeLabel,
} from '../constants';
import { GENERAL_MESSAGES, PRICE_MESSAGES } from '../messages';
import { CATEGORY_MESSAGES, IMAGE_MESSAGES, PRODUCT_MESSAGES } from '../messages/back-office';
import { hasAtMostDecimals, rupeesToPaise } from '../pricing';
import { idSchema, limitSchema, numeric, pageSchema, requiredId, requiredText, searchSchema } from './common';
import { checkSpecifications, specificationsShape, type PriceDto, type SpecificationsDto } from './specifications';

export const sortSchema = z.enum(SORT_OPTIONS, { error: GENERAL_MESSAGES.invalidSort }).default('relevance');

/** The REST door's sort parameter: the first version's `none` is today's `relevance`. */
export const legacySortParam = z.preprocess((v) => (v === 'none' ? 'relevance' : v), sortSchema);

export const categoryNameSchema = requiredText(
  CATEGORY_MESSAGES.nameRequired,
  TEXT_LIMITS.categoryName,
  CATEGORY_MESSAGES.nameTooLong,
);

/** A category's default making charge, for its products that have none of their own (both or neither). */
const makingShape = {
  makingChargeType: specificationsShape.makingChargeType,
  makingChargeValue: specificationsShape.makingChargeValue,
};
/** true removes the category's default making charge (the making fields are then ignored). */
const clearFlag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    error: GENERAL_MESSAGES.invalidInput,
  })
  .optional();

export const createCategoryInput = z
  .object({ name: categoryNameSchema, ...makingShape })
  .superRefine(checkSpecifications);
/** Making fields absent: the category keeps its default making charge. */
export const renameCategoryInput = z
  .object({ id: idSchema, name: categoryNameSchema, ...makingShape, clearMakingCharge: clearFlag })
  .superRefine(checkSpecifications);
export const deleteCategoryInput = z.object({ id: idSchema });
export type CreateCategoryInput = z.infer<typeof createCategoryInput>;
export type RenameCategoryInput = z.infer<typeof renameCategoryInput>;
export const listCategoriesInput = z
  .object({ page: pageSchema.optional(), limit: limitSchema(PAGE_SIZES.categories).optional(), q: searchSchema })
  .optional();

/** A price bound in rupees (0 or more, 2 decimals); '' and null mean none. */
const priceBound = z.preprocess(
  (v: string | number | null | undefined) => (v === '' || v === null ? undefined : v),
  numeric(PRICE_MESSAGES.priceRangeInvalid, (n) =>
    n
      .min(0, { error: PRICE_MESSAGES.priceRangeInvalid })
      .max(SPEC_LIMITS.maxRupees * 1000, { error: PRICE_MESSAGES.priceRangeInvalid })
      .refine((v) => hasAtMostDecimals(v, 2), { error: PRICE_MESSAGES.priceRangeInvalid }),
  ).optional(),
);

/** minPrice and maxPrice (rupees, inclusive) for a listing; a range keeps only priced pieces. */
export const priceRangeShape = { minPrice: priceBound, maxPrice: priceBound };

export function checkPriceRange(
  v: { minPrice?: number | undefined; maxPrice?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (v.minPrice !== undefined && v.maxPrice !== undefined && v.minPrice > v.maxPrice) {
    ctx.addIssue({ code: 'custom', path: ['minPrice'], message: PRICE_MESSAGES.priceRangeOrder });
  }
}

/** A listing's price range, rupees in, paise out (what the stored prices are compared with). */
export function priceRangePaise(input: { minPrice?: number | undefined; maxPrice?: number | undefined }): {
  minPaise?: number;
  maxPaise?: number;
} {
  return {
    ...(input.minPrice !== undefined ? { minPaise: rupeesToPaise(input.minPrice) } : {}),
    ...(input.maxPrice !== undefined ? { maxPaise: rupeesToPaise(input.maxPrice) } : {}),
  };
}

/** A listing's fields as sent: `page` and `limit` may be absent (listProductsInput says what that means). */
export const listProductsFields = z.object({
  page: pageSchema.optional(),
  limit: limitSchema(PAGE_SIZES.storefront).unwrap().optional(),
  categoryId: idSchema.optional(),
  q: searchSchema,
  sort: sortSchema,
  ...priceRangeShape,
});

/**
 * A page of products. A category asked for without `page` and `limit` is answered whole (at most
 * PAGE_SIZES.wholeCategory pieces, on page 1): the first version's selection screens read it so.
 */
export const listProductsInput = listProductsFields
  .superRefine(checkPriceRange)
  .transform(({ page, limit, ...rest }) => ({
    ...rest,
    ...(rest.categoryId !== undefined && page === undefined && limit === undefined
      ? { page: 1, limit: PAGE_SIZES.wholeCategory }
      : { page: page ?? 1, limit: limit ?? PAGE_SIZES.storefront }),
  }));
export type ListProductsInput = z.input<typeof listProductsInput>;

export const productByIdInput = z.object({ id: idSchema });

/** A file received by the server; built by the multipart adapter, never sent as JSON. */
export interface UploadedImage {
  data: Uint8Array;
  filename: string;
  mimetype: string;
}

/** A file that may be missing (a form sent without one): refused with `message` then. */
const uploadedImageSchema = (message: string) =>
  z.preprocess(
    (v: UploadedImage | undefined) => v,
    z.custom<UploadedImage>(
      (v) => typeof v === 'object' && v !== null && (v as { data?: unknown }).data instanceof Uint8Array,
      { error: message },
    ),
  );

/** A product's SKU as typed: kept in capitals (SKUs compare case-insensitively). */
export const skuSchema = z
  .string({ error: PRODUCT_MESSAGES.skuInvalid })
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9-]{1,${TEXT_LIMITS.sku}}$`), { error: PRODUCT_MESSAGES.skuInvalid })
  .transform((v) => v.toUpperCase());

export const createProductInput = z
  .object({
    name: requiredText(PRODUCT_MESSAGES.createFieldsRequired, TEXT_LIMITS.productName, PRODUCT_MESSAGES.nameTooLong),
    categoryId: requiredId(PRODUCT_MESSAGES.createFieldsRequired),
    description: requiredText(
      PRODUCT_MESSAGES.createFieldsRequired,
      TEXT_LIMITS.productDescription,
      PRODUCT_MESSAGES.descriptionTooLong,
    ),
    image: uploadedImageSchema(PRODUCT_MESSAGES.createFieldsRequired),
    /** Left out: the shop makes one (NJ- and the product's number). */
    sku: skuSchema.optional(),
    ...specificationsShape,
  })
  .superRefine(checkSpecifications);
export type CreateProductInput = z.infer<typeof createProductInput>;

export const updateProductInput = z
  .object({
    id: idSchema,
    name: requiredText(PRODUCT_MESSAGES.updateFieldsRequired, TEXT_LIMITS.productName, PRODUCT_MESSAGES.nameTooLong),
    categoryId: requiredId(PRODUCT_MESSAGES.updateFieldsRequired),
    description: z
      .string({ error: PRODUCT_MESSAGES.descriptionTooLong })
      .trim()
      .max(TEXT_LIMITS.productDescription, { error: PRODUCT_MESSAGES.descriptionTooLong })
      .optional(),
    image: uploadedImageSchema(IMAGE_MESSAGES.notAnImage).optional(),
    /** Left out: kept. */
    sku: skuSchema.optional(),
    /**
     * Specifications: when any field is given they replace the stored ones as a whole (a field
     * left out is cleared); when none is given they are kept. clearSpecifications: true removes them.
     */
    ...specificationsShape,
    clearSpecifications: clearFlag,
  })
  .superRefine(checkSpecifications);
export type UpdateProductInput = z.infer<typeof updateProductInput>;

export const deleteProductInput = z.object({ id: idSchema });

export interface CategoryDto {
  id: number;
  name: string;
  /** The default making charge of the category's products: percent, or rupees (per gram or flat). */
  makingChargeType?: MakingChargeType | null;
  makingChargeValue?: number | null;
}

export interface CategoryWithCountDto extends CategoryDto {
  productCount: number;
}

export interface ProductDto {
  id: number;
  /** The shop's key of the design: capitals, unique. */
  sku: string;
  name: string;
  description: string;
  category: CategoryDto;
  /** URL of the main rendition, or null when the product has no photo. */
  photo: string | null;
  /** `url width` pairs of every rendition, for <img srcset>. */
  srcset: string | null;
  /** Every photo, main first (the first is `photo`); at most MAX_PRODUCT_PHOTOS. */
  photos: ProductPhotoDto[];
  createdAt: number;
  /** At today's rates, in rupees; null is 'Price on request'. A piece in sizes shows its cheapest ('from'). */
  price: PriceDto | null;
  specifications: SpecificationsDto;
  /** Each size's total in rupees (null when it cannot be priced), in the order listed. */
  sizePrices: Array<{ label: SizeLabel; total: number | null }>;
}

/** One photo of a product: its main rendition, every rendition for srcset, and its alt text. */
export interface ProductPhotoDto {
  id: number;
  url: string;
  srcset: string;
  alt: string;
}

export interface ProductPage {
  products: ProductDto[];
  page: number;
  totalPages: number;
  total: number;
}
