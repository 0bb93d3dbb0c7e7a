import { z } from 'zod';
import { PAGE_SIZES, SORT_OPTIONS, TEXT_LIMITS } from '../constants';
import { CATEGORY_MESSAGES, GENERAL_MESSAGES, IMAGE_MESSAGES, PRODUCT_MESSAGES } from '../messages';
import { idSchema, limitSchema, pageSchema, requiredId, requiredText, searchSchema } from './common';

export const sortSchema = z.enum(SORT_OPTIONS, { error: GENERAL_MESSAGES.invalidSort }).default('none');

export const categoryNameSchema = requiredText(CATEGORY_MESSAGES.nameRequired, TEXT_LIMITS.categoryName, CATEGORY_MESSAGES.nameTooLong);

export const createCategoryInput = z.object({ name: categoryNameSchema });
export const renameCategoryInput = z.object({ id: idSchema, name: categoryNameSchema });
export const deleteCategoryInput = z.object({ id: idSchema });
export const listCategoriesInput = z
  .object({ page: pageSchema.optional(), limit: limitSchema(PAGE_SIZES.categories).optional(), q: searchSchema })
  .optional();

export const listProductsInput = z.object({
  page: pageSchema.default(1),
  limit: limitSchema(PAGE_SIZES.storefront),
  categoryId: idSchema.optional(),
  q: searchSchema,
  sort: sortSchema,
});
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
    z.custom<UploadedImage>((v) => typeof v === 'object' && v !== null && (v as { data?: unknown }).data instanceof Uint8Array, { error: message }),
  );

export const createProductInput = z.object({
  name: requiredText(PRODUCT_MESSAGES.createFieldsRequired, TEXT_LIMITS.productName, PRODUCT_MESSAGES.nameTooLong),
  categoryId: requiredId(PRODUCT_MESSAGES.createFieldsRequired),
  description: requiredText(PRODUCT_MESSAGES.createFieldsRequired, TEXT_LIMITS.productDescription, PRODUCT_MESSAGES.descriptionTooLong),
  image: uploadedImageSchema(PRODUCT_MESSAGES.createFieldsRequired),
});
export type CreateProductInput = z.infer<typeof createProductInput>;

export const updateProductInput = z.object({
  id: idSchema,
  name: requiredText(PRODUCT_MESSAGES.updateFieldsRequired, TEXT_LIMITS.productName, PRODUCT_MESSAGES.nameTooLong),
  categoryId: requiredId(PRODUCT_MESSAGES.updateFieldsRequired),
  description: z
    .string({ error: PRODUCT_MESSAGES.descriptionTooLong })
    .trim()
    .max(TEXT_LIMITS.productDescription, { error: PRODUCT_MESSAGES.descriptionTooLong })
    .optional(),
  image: uploadedImageSchema(IMAGE_MESSAGES.notAnImage).optional(),
});
export type UpdateProductInput = z.infer<typeof updateProductInput>;

export const deleteProductInput = z.object({ id: idSchema });

export interface CategoryDto {
  id: number;
  name: string;
}

export interface CategoryWithCountDto extends CategoryDto {
  productCount: number;
}

export interface ProductDto {
  id: number;
  name: string;
  description: string;
  category: CategoryDto;
  /** URL of the main rendition, or null when the product has no photo. */
  photo: string | null;
  /** `url width` pairs of every rendition, for <img srcset>. */
  srcset: string | null;
  createdAt: number;
}

export interface ProductPage {
  products: ProductDto[];
  page: number;
  totalPages: number;
  total: number;
}
