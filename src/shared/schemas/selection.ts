import { z } from 'zod';
import { PAGE_SIZES, SELECTION_TYPES } from '../constants';
import { LISTING_TYPES } from '../listing-types';
import { SELECTION_MESSAGES } from '../messages/back-office';
import { idSchema, limitSchema, pageSchema, requiredId, searchSchema } from './common';
import { checkPriceRange, priceRangeShape, sortSchema } from './catalog';

export const selectionTypeSchema = (message: string = SELECTION_MESSAGES.unknownType) =>
  z.enum(SELECTION_TYPES, { error: message });

/** Type, category and at least one product; every failure reads `message`. */
const membershipInput = (message: string) =>
  z.object({
    type: selectionTypeSchema(message),
    categoryId: requiredId(message),
    productIds: z
      .array(requiredId(message), { error: message })
      .min(1, { error: message })
      .max(500, { error: message }),
  });

export const addSelectionInput = membershipInput(SELECTION_MESSAGES.addFieldsRequired);
export const addMoreSelectionInput = membershipInput(SELECTION_MESSAGES.updateFieldsRequired);
export const removeSelectionInput = z.object({
  type: selectionTypeSchema(SELECTION_MESSAGES.deleteFieldsRequired),
  categoryId: requiredId(SELECTION_MESSAGES.deleteFieldsRequired).optional(),
  productIds: z
    .array(requiredId(SELECTION_MESSAGES.deleteFieldsRequired), { error: SELECTION_MESSAGES.deleteFieldsRequired })
    .min(1, { error: SELECTION_MESSAGES.deleteFieldsRequired })
    .max(500, { error: SELECTION_MESSAGES.deleteFieldsRequired }),
});
export type MembershipInput = z.infer<typeof addSelectionInput>;

/** A listing's type: a selection type, or one of the first version's names for several (listing-types.ts). */
export const listingTypeSchema = z.enum(LISTING_TYPES, { error: SELECTION_MESSAGES.unknownType });

export const listSelectionInput = z
  .object({
    type: listingTypeSchema,
    categoryId: idSchema.optional(),
    page: pageSchema.default(1),
    limit: limitSchema(PAGE_SIZES.storefront),
    q: searchSchema,
    sort: sortSchema,
    ...priceRangeShape,
  })
  .superRefine(checkPriceRange);
export type ListSelectionInput = z.input<typeof listSelectionInput>;

export const selectionChoicesInput = z.object({ type: selectionTypeSchema(), categoryId: idSchema });

export interface SelectionChoice {
  id: number;
  name: string;
  photo: string | null;
  inSelection: boolean;
}
