import { z } from 'zod';
import { PHOTO_MESSAGES } from '../messages/photos';
import { idSchema, requiredId } from './common';
import type { UploadedImage } from './catalog';

import { MAX_PRODUCT_PHOTOS, PHOTO_ALT_MAX } from '../photo-limits';

export { MAX_PRODUCT_PHOTOS, PHOTO_ALT_MAX };

export const photoIdSchema = requiredId(PHOTO_MESSAGES.invalidPhotoId);

/** Alt text: trimmed, may be empty (a decorative view), at most PHOTO_ALT_MAX characters. */
export const photoAltSchema = z
  .string({ error: PHOTO_MESSAGES.altTooLong(PHOTO_ALT_MAX) })
  .trim()
  .max(PHOTO_ALT_MAX, { error: PHOTO_MESSAGES.altTooLong(PHOTO_ALT_MAX) });

const uploadedPhoto = z.preprocess(
  (v: UploadedImage | undefined) => v,
  z.custom<UploadedImage>(
    (v) => typeof v === 'object' && v !== null && (v as { data?: unknown }).data instanceof Uint8Array,
    { error: PHOTO_MESSAGES.photoRequired },
  ),
);

/** Appends one photo; alt absent: the product's name. */
export const addProductPhotoInput = z.object({
  productId: idSchema,
  image: uploadedPhoto,
  alt: photoAltSchema.optional(),
});
export type AddProductPhotoInput = z.infer<typeof addProductPhotoInput>;

export const deleteProductPhotoInput = z.object({ productId: idSchema, photoId: photoIdSchema });

/** Every one of the product's photo ids, in the new order (the first becomes the main photo). */
export const reorderProductPhotosInput = z.object({
  productId: idSchema,
  photoIds: z
    .array(photoIdSchema, { error: PHOTO_MESSAGES.orderMismatch })
    .min(1, { error: PHOTO_MESSAGES.orderMismatch })
    .max(MAX_PRODUCT_PHOTOS, { error: PHOTO_MESSAGES.orderMismatch }),
});

export const updateProductPhotoAltInput = z.object({
  productId: idSchema,
  photoId: photoIdSchema,
  alt: photoAltSchema,
});
