// The catalogue's spreadsheet files (issue 30): the columns of products.csv and pieces.csv, in
// order, as the export writes them and the import will read them. Money in rupees, weights in
// grams, as on the product forms; stones and sizes as the forms' JSON; lists separated by `|`.

export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'name',
  'category',
  'description',
  'status',
  'metal',
  'purity',
  'grossWeight',
  'netWeight',
  'makingChargeType',
  'makingChargeValue',
  'stones',
  'hallmarked',
  'huid',
  'sizes',
  'collections',
  'photos',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

export const PIECE_CSV_COLUMNS = [
  'tag',
  'sku',
  'showroom',
  'sizeLabel',
  'grossWeight',
  'netWeight',
  'huid',
  'status',
] as const;
export type PieceCsvColumn = (typeof PIECE_CSV_COLUMNS)[number];

/** Separates the members of a list column (collections, photos). */
export const CSV_LIST_SEPARATOR = '|';

/** The files' names, as the export answers them for download. */
export const CSV_FILE_NAMES = { products: 'products.csv', pieces: 'pieces.csv' } as const;
/** Where an owner downloads them (the dashboard's links; GET with the admin session or a token). */
export const CSV_EXPORT_URLS = {
  products: `/api/export/${CSV_FILE_NAMES.products}`,
  pieces: `/api/export/${CSV_FILE_NAMES.pieces}`,
} as const;
