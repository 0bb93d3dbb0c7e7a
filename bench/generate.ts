import { COLLECTION_SELECTION_TYPES, SELECTION_TYPES } from '../src/shared/constants';
import type { Db } from '../src/server/platform/db/database';
import { nameKey } from '../src/server/platform/db/like';

// A fast, deterministic catalogue generator for the benchmarks: batch inserts through Kysely in
// one transaction, no image processing (every product points at the same fake rendition key).
// Every selection type gets products, so every collection page has several pages of results.

export const FAKE_IMAGE_KEY = '0123456789abcdef0123456789abcdef';

const CATEGORY_NAMES = ['Gold', 'Diamond', 'Temple', 'Polki', 'Silver', 'Platinum', 'Kundan', 'Pearl', 'Bridal', 'Antique', 'Rose Gold', 'Gemstone'];
const SHAPES = ['Ring', 'Necklace Set', 'Mangalsutra', 'Earrings', 'Bangles', 'Pendant', 'Chain', 'Bracelet', 'Anklet', 'Nose Pin'];
const MOTIFS = ['Kamal', 'Mor', 'Lakshmi', 'Chandbali', 'Rani', 'Navratna', 'Jhumka', 'Kasu', 'Peshwai', 'Meenakari', 'Filigree', 'Nakshi'];
const DESCRIPTION =
  'Handcrafted in 22 karat gold by our karigars in Navi Mumbai, BIS hallmarked, with a certificate of purity and a lifetime exchange.';

/** Rows per INSERT: well under SQLite's 32,766 bound variables and MySQL's packet size. */
const BATCH = 1000;

export interface GeneratedCatalogue {
  products: number;
  categories: number;
  selectionItems: number;
  /** How many products each selection type holds. */
  perType: Record<string, number>;
}

export async function generateCatalogue(db: Db, productCount: number, now = Date.UTC(2026, 10, 22)): Promise<GeneratedCatalogue> {
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
        const name = `${MOTIFS[i % MOTIFS.length]} ${SHAPES[Math.floor(i / MOTIFS.length) % SHAPES.length]} ${String(i + 1).padStart(6, '0')}`;
        rows.push({
          name,
          name_key: nameKey(name),
          description: DESCRIPTION,
          category_id: categoryIds[i % categoryIds.length] ?? 1,
          image_key: FAKE_IMAGE_KEY,
          created_at: now + i,
          updated_at: now + i,
        });
      }
      await trx.insertInto('products').values(rows).execute();
    }

    const products = await trx.selectFrom('products').select('id').orderBy('id').execute();
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
    const others = SELECTION_TYPES.filter((t) => t !== 'bestsellers' && !(COLLECTION_SELECTION_TYPES as readonly string[]).includes(t));
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
      ])
      .execute();

    return { products: products.length, categories: categoryIds.length, selectionItems, perType };
  });
}
