// What the shop says about a product's photos (several per product, issue 14). Apart from
// messages.ts so that the storefront's first load does not carry the back office's wording.

export const PHOTO_MESSAGES = {
  added: 'Photo added.',
  deleted: 'Photo deleted.',
  reordered: 'Photo order saved.',
  altSaved: 'Alt text saved.',
  tooMany: (max: number) => `A product can have at most ${max} photos. Delete one before adding another.`,
  photoRequired: 'Choose a photo to upload.',
  notFound: 'Photo not found.',
  keepOne: 'A product keeps at least one photo: add another before deleting this one.',
  orderMismatch: "The new order must list each of the product's photos once.",
  altTooLong: (max: number) => `Alt text is too long: ${max} characters at most.`,
  invalidPhotoId: 'Invalid photo id.',
} as const;

/** The back office's photo manager: headings, labels, buttons and what it announces. */
export const PHOTO_COPY = {
  heading: 'Photos',
  intro: 'The first photo is the main one, shown in listings. Drag a photo, or use its arrows, to change the order.',
  add: 'Add photos',
  count: (count: number, max: number) => `${count} of ${max} photos. JPEG, PNG, WebP, AVIF or GIF; several at once.`,
  full: (max: number) => `This product has ${max} photos, the most it can have. Delete one to add another.`,
  main: 'Main photo',
  photo: (n: number) => `Photo ${n}`,
  handle: (n: number, total: number) => `Reorder photo ${n} of ${total}`,
  handleHint: 'Press the arrow keys to move it, or drag it.',
  moveEarlier: 'Move earlier',
  moveLater: 'Move later',
  alt: 'Alt text',
  altPlaceholder: 'What the photo shows',
  saveAlt: 'Save',
  delete: 'Delete',
  confirmDeleteTitle: 'Delete this photo?',
  confirmDeleteMessage: 'The photo is removed from the product and its files from the server. This cannot be undone.',
  confirmDelete: 'Delete photo',
  keepOne: 'The only photo stays: add another before deleting it.',
  moved: (n: number, total: number) => `Photo moved to position ${n} of ${total}.`,
  addedMany: (n: number) => `${n} photos added.`,
  uploadingOf: (i: number, n: number) => `Uploading photo ${i} of ${n}…`,
  addFailed: 'Could not add the photo.',
  deleteFailed: 'Could not delete the photo.',
  reorderFailed: 'Could not save the new order.',
  altFailed: 'Could not save the alt text.',
} as const;
