// The back office's words (products, photos, categories, selections, specifications, loading
// failures, the audit log): kept out of messages.ts so that they travel with the dashboard and the
// pages that use them, not with the storefront's first load. messages.ts re-exports them.

export const PRODUCT_MESSAGES = {
  createFieldsRequired: 'Please fill all fields and upload a photo.',
  updateFieldsRequired: 'Name & category required.',
  createFailed: 'Server error. Could not create product.',
  createSucceeded: 'Product created successfully!',
  updateFailed: 'Server error. Could not update product.',
  updateSucceeded: 'Product updated successfully!',
  deleteFailed: 'Server error. Could not delete product.',
  deleteSucceeded: (name: string) => `Product "${name}" deleted.`,
  notFound: 'Product not found.',
  categoryNotFound: 'Category not found.',
  nameTooLong: 'Product name is too long.',
  descriptionTooLong: 'Description is too long.',
  skuInvalid: 'A SKU is 1 to 40 letters, digits and hyphens.',
  skuTaken: 'Another product already has this SKU.',
} as const;

export const IMAGE_MESSAGES = {
  notAnImage: 'Image files only: upload a JPEG, PNG, WebP, AVIF or GIF picture.',
  tooLarge: (maxMegabytes: number) => `That image is too large. The limit is ${maxMegabytes} MB.`,
  tooManyPixels: (maxMegapixels: number) => `That image has too many pixels. The limit is ${maxMegapixels} megapixels.`,
  unreadable: 'That image could not be read. It may be damaged or incomplete.',
  onlyOneFile: 'Upload one photo at a time.',
} as const;

export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name cannot be empty.',
  nameTooLong: 'Category name is too long.',
  createFailed: 'Could not create category.',
  createSucceeded: 'Category created!',
  updateFailed: 'Update failed.',
  updateSucceeded: 'Category updated!',
  deleteFailed: 'Delete failed.',
  deleteSucceeded: 'Category deleted.',
  duplicate: 'A category with this name already exists.',
  inUse: 'This category still has products. Move or delete them first.',
  notFound: PRODUCT_MESSAGES.categoryNotFound,
} as const;

export const LOADING_MESSAGES = {
  products: 'Failed to load products.',
  categories: 'Failed to load categories.',
  productsForCategory: 'Failed to load products for selected category.',
  users: 'Failed to load users',
  appointments: 'Failed to load appointments.',
  deliveryFailures: 'Failed to load the failed deliveries.',
  goldHistory: 'Failed to load the price history.',
} as const;

export const SELECTION_MESSAGES = {
  addFieldsRequired: 'Please select a type, category, and at least one product.',
  updateFieldsRequired: 'Please select a type, category, and at least one product to add.',
  deleteFieldsRequired: 'Please select a type, category, and at least one product to delete.',
  addFailed: 'Failed to add selection.',
  updateFailed: 'Failed to update selection.',
  deleteFailed: 'Failed to delete from selection.',
  allAlreadyInSelection: 'All products in this category are already in this selection type.',
  noProductsForCategory: 'No products available for this category.',
  added: (count: number) => `${count} product${count === 1 ? '' : 's'} added to the selection.`,
  removed: (count: number) => `${count} product${count === 1 ? '' : 's'} removed from the selection.`,
  productsNotInCategory: 'Every product must belong to the chosen category.',
  unknownType: 'Choose a selection type from the list.',
  productsNotFound: 'One or more of the chosen products no longer exist.',
} as const;

/** Product specifications: metal, weights, making charges, stones, hallmark and sizes. */
export const SPEC_MESSAGES = {
  weightInvalid: 'Enter a weight in grams above 0, to the milligram (at most 3 decimals).',
  netAboveGross: 'The net weight cannot be more than the gross weight.',
  makingTypeInvalid: 'Choose a making charge type: percent, per gram or flat.',
  makingBothOrNeither: 'Choose a making charge type and enter its value, or leave both empty.',
  makingValueInvalid: 'Enter a making charge of 0 or more, with at most 2 decimals.',
  makingPercentInvalid: 'A making charge percent is at most 100.',
  stonesInvalid: 'Stones must be a list of stones.',
  stonesTooMany: (max: number) => `List at most ${max} kinds of stones.`,
  stoneKindInvalid: 'Choose a stone: diamond, polki, kundan, ruby, emerald, pearl or other.',
  stoneCountInvalid: 'The number of stones must be a whole number from 1.',
  caratInvalid: 'Enter a carat weight above 0, with at most 3 decimals.',
  stoneValueInvalid: 'Enter the stones’ value in rupees, 0 or more, with at most 2 decimals.',
  hallmarkedInvalid: 'Say whether the piece is hallmarked: yes or no.',
  huidInvalid: 'A HUID is 6 letters and digits.',
  huidNeedsHallmark: 'Only a hallmarked piece has a HUID.',
  sizesInvalid: 'Sizes must be a list of sizes.',
  sizesTooMany: (max: number) => `List at most ${max} sizes.`,
  sizeLabelInvalid: 'Choose a ring size from 1 to 30 or a bangle size 2.2, 2.4, 2.6, 2.8 or 2.10.',
  sizesMixed: 'Use ring sizes or bangle sizes, not both.',
  sizeDuplicate: 'Each size can be listed only once.',
  sizesNotForCategory: 'These sizes do not fit the category: ring sizes are for rings, bangle sizes for bangles.',
} as const;

/** The audit log's filters (issue 27). */
export const AUDIT_MESSAGES = {
  dateInvalid: 'Enter a date as YYYY-MM-DD, or a date and time in ISO 8601.',
  filterTooLong: 'A filter can be at most 64 characters.',
  rangeOrder: 'The start of the range cannot be after its end.',
} as const;
