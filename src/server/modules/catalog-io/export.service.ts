import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { IMAGE_RENDITION_WIDTHS } from '@shared/constants';
import {
  CSV_LIST_SEPARATOR,
  PIECE_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  type PieceCsvColumn,
  type ProductCsvColumn,
} from '@shared/catalog-csv';
import { specificationsToDto } from '@shared/schemas/specifications';
import { mgToGrams } from '@shared/pricing';
import type { Db } from '@server/platform/db/database';
import { productRecordsAfter, productSkus } from '../catalog/catalog.service';
import { collectionsOfProducts } from '../selection/selection.service';
import { pieceRowsAfter } from '../stock/pieces.service';

// The catalogue as spreadsheets (issue 30): every product, and every piece, as CSV that Excel opens
// (UTF-8 with a byte-order mark; RFC 4180 quoting by csv-stringify). Read in batches of BATCH rows
// and streamed with back-pressure, so that the server's memory does not grow with the catalogue.

const BATCH = 500;
type Cell = string | number | null;

const text = (v: string | number | boolean | null): string => (v === null ? '' : String(v));
/** The largest rendition's file name: what a photo is called in a ZIP of the catalogue's photos. */
const photoFile = (key: string) => `${key}-${Math.max(...IMAGE_RENDITION_WIDTHS)}.webp`;

/** Reads a table in id order, one batch at a time, until a batch comes back empty. */
async function* inBatches<T extends { id: number }, R>(
  read: (afterId: number) => Promise<T[]>,
  rows: (batch: T[]) => Promise<R[]>,
): AsyncGenerator<R> {
  for (let after = 0; ;) {
    const batch = await read(after);
    const last = batch.at(-1);
    if (!last) return;
    yield* await rows(batch);
    after = last.id;
  }
}

async function* productRows(db: Db): AsyncGenerator<Record<ProductCsvColumn, Cell>> {
  yield* inBatches(
    (after) => productRecordsAfter(db, after, BATCH),
    async (records) => {
      const collections = await collectionsOfProducts(
        db,
        records.map((r) => r.id),
      );
      return records.map((r) => {
        const spec = specificationsToDto(r.specs);
        return {
          sku: r.sku,
          name: r.name,
          category: r.category.name,
          description: r.description,
          // Every product is published until drafts exist.
          status: 'published',
          metal: spec.metal,
          purity: spec.purity,
          grossWeight: spec.grossWeight,
          netWeight: spec.netWeight,
          makingChargeType: spec.makingChargeType,
          makingChargeValue: spec.makingChargeValue,
          stones: spec.stones.length > 0 ? JSON.stringify(spec.stones) : '',
          hallmarked: text(spec.hallmarked),
          huid: spec.huid,
          sizes: spec.sizes.length > 0 ? JSON.stringify(spec.sizes) : '',
          collections: (collections.get(r.id) ?? []).join(CSV_LIST_SEPARATOR),
          photos: r.photos.map((p) => photoFile(p.imageKey)).join(CSV_LIST_SEPARATOR),
        };
      });
    },
  );
}

async function* pieceRows(db: Db): AsyncGenerator<Record<PieceCsvColumn, Cell>> {
  yield* inBatches(
    (after) => pieceRowsAfter(db, after, BATCH),
    async (pieces) => {
      const skus = await productSkus(db, [...new Set(pieces.map((p) => p.productId))]);
      return pieces.map((p) => ({
        tag: p.tag,
        sku: skus.get(p.productId) ?? '',
        showroom: p.showroom,
        sizeLabel: p.sizeLabel,
        grossWeight: mgToGrams(p.grossWeightMg),
        netWeight: mgToGrams(p.netWeightMg),
        huid: p.huid,
        status: p.status,
      }));
    },
  );
}

function csvOf(rows: AsyncGenerator<Record<string, Cell>>, columns: readonly string[]): Readable {
  const csv = stringify({ header: true, columns: [...columns], bom: true, record_delimiter: 'windows' });
  const source = Readable.from(rows);
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}

/** Every product as products.csv. */
export function exportProductsCsv(db: Db): Readable {
  return csvOf(productRows(db), PRODUCT_CSV_COLUMNS);
}

/** Every piece as pieces.csv, each naming its design by SKU. */
export function exportPiecesCsv(db: Db): Readable {
  return csvOf(pieceRows(db), PIECE_CSV_COLUMNS);
}
