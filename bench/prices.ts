import { performance } from 'node:perf_hooks';
import { METALS } from '@shared/constants';
import { repriceMetals } from '@server/modules/catalog/catalog.service';
import { countMatchingProducts, pageProductIds } from '@server/modules/catalog/catalog.repo';
import { productsByIds } from '@server/modules/catalog/catalog.service';
import { insertRates } from '@server/modules/rates/rates.repo';
import { currentRates } from '@server/modules/rates/rates.service';
import { pageSelectionIds } from '@server/modules/selection/selection.repo';
import type { Db } from '@server/platform/db/database';
import { prepareDatabase, suffixedUrl } from './database';
import { sortedSamples } from './queries';

// `npx tsx bench/prices.ts` (SQLite) or with DATABASE_URL=mysql://…/bench_prices (MySQL; the
// benchmark drops and creates `<name>_<size>`). For each catalogue size it measures:
// - a rate update that reprices every product and size (the two UPDATE statements, in the
//   rate's transaction), targeted under 2 s at 100,000 products;
// - uncached listings sorted by price (ids along the index, then the priced products), whose
//   p50 at 100,000 should be at most twice that at 1,000.

const SIZES = (process.env.BENCH_PRICE_SIZES ?? '1000,100000').split(',').map(Number);
const ROUNDS = 31;

async function p50(run: () => Promise<unknown>): Promise<number> {
  const samples = await sortedSamples(run, ROUNDS);
  return Number(samples[Math.floor(samples.length / 2)]!.toFixed(3));
}

/** Wall time, and this process's CPU time (the whole of SQLite's work; MySQL's is in its server). */
async function timeRepricing(
  db: Db,
  rounds: number,
): Promise<{ ms: number[]; cpuMs: number[]; products: number; sizes: number }> {
  const ms: number[] = [];
  const cpuMs: number[] = [];
  let counts = { products: 0, sizes: 0 };
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    counts = await db.transaction().execute(async (trx) => {
      await insertRates(
        trx,
        [
          { metal: 'gold', purity: '24K', pricePaise: 780_000 + r * 125 },
          { metal: 'silver', purity: '999', pricePaise: 9_500 + r },
          { metal: 'platinum', purity: '950', pricePaise: 320_000 + r * 50 },
        ],
        null,
        Date.now(),
      );
      return repriceMetals(trx, await currentRates(trx), METALS);
    });
    ms.push(Math.round(performance.now() - started));
    const used = process.cpuUsage(cpu);
    cpuMs.push(Math.round((used.user + used.system) / 1000));
  }
  return { ms, cpuMs, ...counts };
}

const page = (db: Db, sort: 'priceAsc' | 'priceDesc', extra: Record<string, number> = {}) =>
  pageProductIds(db, { page: 1, limit: 20, sort, ...extra }).then((ids) => productsByIds(db, ids));

async function main(): Promise<void> {
  const base = process.env.DATABASE_URL;
  const results: Array<Record<string, unknown>> = [];
  for (const size of SIZES) {
    const url = base ? suffixedUrl(base, String(size)) : undefined;
    console.log(`${size.toLocaleString('en')} products on ${url ? 'MySQL' : 'SQLite'}: generating…`);
    const prepared = await prepareDatabase(size, url);
    const handle = prepared.open();
    try {
      const db = handle.db;
      const lastPage = Math.max(1, Math.floor((await countMatchingProducts(db, {})) / 20));
      const reprice = await timeRepricing(db, 3);
      const row = {
        products: size,
        dialect: handle.dialect,
        repriceMs: reprice.ms,
        repriceCpuMs: reprice.cpuMs,
        repricedProducts: reprice.products,
        repricedSizes: reprice.sizes,
        priceAscP50Ms: await p50(() => page(db, 'priceAsc')),
        priceDescP50Ms: await p50(() => page(db, 'priceDesc')),
        priceAscCategoryP50Ms: await p50(() => page(db, 'priceAsc', { categoryId: 1 })),
        priceRangeP50Ms: await p50(() => page(db, 'priceAsc', { minPaise: 5_000_000, maxPaise: 10_000_000 })),
        priceAscLastPageP50Ms: await p50(() =>
          pageProductIds(db, { page: lastPage, limit: 20, sort: 'priceAsc' }).then((ids) => productsByIds(db, ids)),
        ),
        selectionPriceAscP50Ms: await p50(() =>
          pageSelectionIds(db, 'goldRings', { page: 1, limit: 20, sort: 'priceAsc' }).then((ids) =>
            productsByIds(db, ids),
          ),
        ),
      };
      console.log(row);
      results.push(row);
    } finally {
      await handle.close();
    }
  }
  console.log(JSON.stringify(results, null, 2));
  const [small, large] = [results[0], results.at(-1)];
  if (small && large && small !== large) {
    for (const key of Object.keys(large).filter((k) => k.endsWith('P50Ms'))) {
      console.log(
        `${key}: ${String(small[key])} ms at ${String(small.products)} -> ${String(large[key])} ms at ` +
          `${String(large.products)} (x${(Number(large[key]) / Number(small[key])).toFixed(2)})`,
      );
    }
  }
}

await main();
