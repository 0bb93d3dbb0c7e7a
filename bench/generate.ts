import { COLLECTION_SELECTION_TYPES, MAKING_CHARGE_TYPES, METALS, SELECTION_TYPES } from '@shared/constants';
import { repriceMetals } from '@server/modules/catalog/catalog.service';
import { currentRates } from '@server/modules/rates/rates.service';
import { rebuildSearchIndex } from '@server/modules/search/search.service';
import type { Db } from '@server/platform/db/database';
import { nameKey } from '@server/platform/db/like';

// A fast, deterministic catalogue generator for the benchmarks: batch inserts through Kysely in
// one transaction, no image processing (every product points at the same fake rendition key).
// Every selection type gets products, so every collection page has several pages of results.

export const FAKE_IMAGE_KEY = '0123456789abcdef0123456789abcdef';

const CATEGORY_NAMES = [
  'Gold',
  'Diamond',
  'Temple',
  'Polki',
  'Silver',
  'Platinum',
  'Kundan',
  'Pearl',
  'Bridal',
  'Antique',
  'Rose Gold',
  'Gemstone',
];
const SHAPES = [
  'Ring',
  'Necklace Set',
  'Mangalsutra',
  'Earrings',
  'Bangles',
  'Pendant',
  'Chain',
  'Bracelet',
  'Anklet',
  'Nose Pin',
];
const MOTIFS = [
  'Kamal',
  'Mor',
  'Lakshmi',
  'Chandbali',
  'Rani',
  'Navratna',
  'Jhumka',
  'Kasu',
  'Peshwai',
  'Meenakari',
  'Filigree',
  'Nakshi',
];
const DESCRIPTION =
  'Handcrafted in 22 karat gold by our karigars in Navi Mumbai, BIS hallmarked, with a certificate of purity and a ' +
  'lifetime exchange.';

/** Rows per INSERT: well under SQLite's 32,766 bound variables and MySQL's packet size. */
const BATCH = 1000;

const GOLD_PURITIES = ['22K', '18K', '14K', '24K'] as const;

/**
 * Deterministic specifications: 70% gold, 20% silver, 10% platinum; one in thirteen without a
 * weight (price on request).
 */
function specsFor(i: number) {
  const kind = i % 10;
  const metal = kind < 7 ? 'gold' : kind < 9 ? 'silver' : 'platinum';
  const purity = metal === 'gold' ? GOLD_PURITIES[i % 4]! : metal === 'silver' ? (i % 3 === 0 ? '999' : '925') : '950';
  const making = i % 3 === 0 ? null : MAKING_CHARGE_TYPES[i % 3]!;
  const net = i % 13 === 5 ? null : 1000 + ((i * 7919) % 60_000);
  return {
    metal,
    purity,
    net_weight_mg: net,
    gross_weight_mg: net === null ? null : net + 250,
    making_type: making,
    making_value:
      making === null
        ? null
        : making === 'percent'
          ? 800 + (i % 1200)
          : making === 'perGram'
            ? 40_000 + (i % 60_000)
            : 150_000 + (i % 500_000),
    stones_paise: i % 7 === 0 ? 500_000 + ((i * 104_729) % 20_000_000) : 0,
    has_sizes: i % 20 === 3 ? 1 : 0,
  };
}

export interface GeneratedCatalogue {
  products: number;
  categories: number;
  selectionItems: number;
  /** How many products each selection type holds. */
  perType: Record<string, number>;
}

export async function generateCatalogue(
  db: Db,
  productCount: number,
  now = Date.UTC(2026, 10, 22),
): Promise<GeneratedCatalogue> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('categories')
      .values(CATEGORY_NAMES.map((name, i) => ({ name, name_key: nameKey(name), created_at: now + i })))
      .execute();
    const categories = await trx.selectFrom('categories').select('id').orderBy('id').execute();
    const categoryIds = categories.map((c) => c.id);

    for (let start = 0; start < productCount; start += BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(productCount, start + BATCH); i++) {
        const name =
          `${MOTIFS[i % MOTIFS.length]} ${SHAPES[Math.floor(i / MOTIFS.length) % SHAPES.length]} ` +
          `${String(i + 1).padStart(6, '0')}`;
        rows.push({
          name,
          name_key: nameKey(name),
          description: DESCRIPTION,
          category_id: categoryIds[i % categoryIds.length] ?? 1,
          image_key: FAKE_IMAGE_KEY,
          created_at: now + i,
          updated_at: now + i,
          ...specsFor(i),
        });
      }
      await trx.insertInto('products').values(rows).execute();
    }

    const products = await trx.selectFrom('products').select('id').orderBy('id').execute();
    // One product in twenty comes in three sizes (has_sizes set by specsFor).
    let sizeRows: Array<{
      product_id: number;
      position: number;
      label: string;
      net_weight_mg: number;
      gross_weight_mg: null;
      price_paise: null;
    }> = [];
    for (const [i, p] of products.entries()) {
      if (i % 20 !== 3) continue;
      for (const [position, label] of ['10', '12', '14'].entries()) {
        sizeRows.push({
          product_id: p.id,
          position,
          label,
          net_weight_mg: 2000 + ((i * 131) % 6000) + position * 150,
          gross_weight_mg: null,
          price_paise: null,
        });
      }
      if (sizeRows.length >= BATCH) {
        await trx.insertInto('product_sizes').values(sizeRows).execute();
        sizeRows = [];
      }
    }
    if (sizeRows.length > 0) await trx.insertInto('product_sizes').values(sizeRows).execute();
    const perType: Record<string, number> = Object.fromEntries(SELECTION_TYPES.map((t) => [t, 0]));
    let items: Array<{ selection_type: string; product_id: number; added_at: number }> = [];
    let selectionItems = 0;
    const flush = async () => {
      if (items.length === 0) return;
      await trx.insertInto('selection_items').values(items).execute();
      selectionItems += items.length;
      items = [];
    };
    const put = async (type: string, productId: number, at: number) => {
      items.push({ selection_type: type, product_id: productId, added_at: at });
      perType[type] = (perType[type] ?? 0) + 1;
      if (items.length >= BATCH) await flush();
    };
    // Every product sits in one collection; one in twenty is also a bestseller; every other
    // type (the legacy bangle types) gets one product in fifty, so each type has pages.
    const others = SELECTION_TYPES.filter(
      (t) => t !== 'bestsellers' && !(COLLECTION_SELECTION_TYPES as readonly string[]).includes(t),
    );
    for (const [i, p] of products.entries()) {
      await put(COLLECTION_SELECTION_TYPES[i % COLLECTION_SELECTION_TYPES.length] ?? 'goldRings', p.id, now + i);
      if (i % 20 === 0) await put('bestsellers', p.id, now + i);
      if (i % 50 === 1) await put(others[Math.floor(i / 50) % others.length] ?? 'bestsellers', p.id, now + i);
    }
    await flush();

    await trx
      .insertInto('metal_rates')
      .values([
        { metal: 'gold', purity: '24K', price_paise: 721_500, admin_id: null, created_at: now - 86_400_000 },
        { metal: 'gold', purity: '24K', price_paise: 734_250, admin_id: null, created_at: now },
        { metal: 'silver', purity: '999', price_paise: 9_500, admin_id: null, created_at: now },
        { metal: 'platinum', purity: '950', price_paise: 320_000, admin_id: null, created_at: now },
      ])
      .execute();
    await repriceMetals(trx, await currentRates(trx), METALS);
    // Rows were inserted in bulk, not through the product writes: build the search index in one pass.
    await rebuildSearchIndex(trx);

    return { products: products.length, categories: categoryIds.length, selectionItems, perType };
  });
}
