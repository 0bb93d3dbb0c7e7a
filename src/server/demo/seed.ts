import { METALS, type SelectionType } from '@shared/constants';
import { rupeesToPaise } from '@shared/pricing';
import type { SpecificationsStored } from '@shared/schemas/specifications';
import { repriceMetals } from '../modules/catalog/catalog.service';
import { currentRates } from '../modules/rates/rates.service';
import { findCategoryByName, insertCategory, insertProduct, type StoredMaking } from '../modules/catalog/catalog.repo';
import { insertProductPhotos } from '../modules/catalog/photos.repo';
import { appendProductPhotos } from '../modules/catalog/photos.service';
import { insertRates } from '../modules/rates/rates.repo';
import { rebuildSearchIndex } from '../modules/search/search.service';
import { addProductsToSelection } from '../modules/selection/selection.service';
import type { AppDeps } from '../platform/deps';
import type { Db } from '../platform/db/database';
import { DESIGNS } from './art/designs';
import { createArtCache, DEFAULT_ART_CACHE_DIR } from './art-cache';
import { DEMO_CATEGORIES, DEMO_PIECES, isDemoHallmarked, type DemoCategory, type DemoPiece } from './catalogue';
import { DEMO_VIEWS, demoArtworkSvg, rasteriseSvg, type DemoView } from './demo-artwork';
import { insertDemoPieces, planDemoPieces } from './demo-pieces';
import { inTransaction } from '@server/platform/db/transaction';

// The demo catalogue: what a visitor sees on a fresh embedded database (src/server/demo/catalogue.ts
// holds the pieces; demo-artwork.ts draws them).

export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  const cat = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  return !row && !cat;
}

const CATEGORY_MAKING: Record<DemoCategory, StoredMaking> = {
  Gold: { type: 'percent', value: 1200 },
  Diamond: { type: 'percent', value: 1400 },
  Temple: { type: 'percent', value: 1600 },
  Polki: { type: 'percent', value: 1800 },
  Silver: { type: 'perGram', value: 1500 },
};

const RING_STEPS = ['10', '12', '14', '16'] as const;
const BANGLE_STEPS = ['2.4', '2.6', '2.8'] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** Specifications as stored: weights in mg, money in paise; a hallmark and HUID on gold. */
export function demoSpecifications(piece: DemoPiece): SpecificationsStored {
  const net = piece.netWeightMg;
  const stoneMg = piece.stones.reduce(
    (sum, s) => sum + (s.carats === null ? s.count * 40 : Math.round(s.carats * 200)),
    0,
  );
  const gross = net === null ? null : net + stoneMg;
  const hallmarked = isDemoHallmarked(piece.metal);
  const h = hash(piece.name);
  const sizes: SpecificationsStored['sizes'] =
    net === null || piece.sizes === null
      ? []
      : piece.sizes === 'ring'
        ? RING_STEPS.map((label, i) => ({ label, netWeightMg: net + i * 180, grossWeightMg: null }))
        : BANGLE_STEPS.map((label, i) => ({
            label,
            netWeightMg: net + i * Math.round((net * 0.06) / 10) * 10,
            grossWeightMg: null,
          }));
  return {
    metal: piece.metal,
    purity: piece.purity,
    netWeightMg: net,
    grossWeightMg: gross,
    makingChargeType: piece.makingPerGram === null ? null : 'perGram',
    makingChargeValue: piece.makingPerGram === null ? null : rupeesToPaise(piece.makingPerGram),
    stones: piece.stones.map((s) => ({
      kind: s.kind,
      count: s.count,
      caratWeightThousandths: s.carats === null ? null : Math.round(s.carats * 1000),
      valuePaise: rupeesToPaise(s.rupees),
    })),
    hallmarked,
    huid: hallmarked ? (h % 2_176_782_336).toString(36).toUpperCase().padStart(6, '0').slice(-6) : null,
    sizes,
  };
}

const PROP_WORDS = {
  bust: 'on a velvet display bust',
  earStand: 'hung on a velvet earring stand',
  ringBox: 'in an open ring box',
  tray: 'on a velvet tray',
} as const;

/** The alt text of a view: what the picture shows, so that it reads right without the picture. */
export function demoPhotoAlt(piece: DemoPiece, view: DemoView): string {
  if (view === 'front') return `${piece.name}: ${piece.shows}`;
  if (view === 'detail') return `${piece.name}, close-up of the detail`;
  return `${piece.name} ${PROP_WORDS[DESIGNS[piece.design](piece.look).display]}`;
}

export interface SeedOptions {
  /** Where rendered pictures are kept between runs; null: no cache. */
  artCacheDir?: string | null;
  /** The views stored per piece, main first. */
  views?: readonly DemoView[];
  /** Pictures rendered at once: the machine has few cores and a server to start. */
  concurrency?: number;
  /** Turns a drawing into an image the store accepts (tests pass a cheap one). */
  rasterise?: (svg: string) => Promise<Buffer>;
  /**
   * False (the default at start-up): extra views not in the cache yet are drawn after this
   * returns, so a first start on a cold cache serves the catalogue with main pictures within
   * a minute and the other views follow; true: everything is stored before returning.
   */
  waitForAllViews?: boolean;
}

export interface SeedSummary {
  categories: number;
  products: number;
  /** Physical pieces in the showrooms (some sold or in transit). */
  pieces: number;
  photos: number;
  selections: number;
  /** Views still being drawn in the background (0 when the cache had them all). */
  pendingPhotos: number;
  /** Settles when the background views are stored; never rejects (failures are logged). */
  done: Promise<void>;
}

async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

export async function seedDemoData(deps: AppDeps, options: SeedOptions = {}): Promise<SeedSummary> {
  const { db } = deps;
  const now = deps.now();
  const views = options.views ?? DEMO_VIEWS;
  const rasterise = options.rasterise ?? rasteriseSvg;
  const concurrency = options.concurrency ?? 2;
  const cache = createArtCache(
    deps.images,
    options.artCacheDir === undefined ? DEFAULT_ART_CACHE_DIR : options.artCacheDir,
  );

  const categoryIds = new Map<DemoCategory, number>();
  for (const name of DEMO_CATEGORIES) {
    const existing = await findCategoryByName(db, name);
    categoryIds.set(name, existing ? existing.id : await insertCategory(db, name, CATEGORY_MAKING[name], now));
  }

  // Pictures first (the slow part), a few at a time; then the rows. Main views always now;
  // other views now when cached, else (unless told to wait) after the catalogue is in place.
  const jobs = DEMO_PIECES.flatMap((piece, index) =>
    views.map((view, position) => ({
      index,
      piece,
      view,
      position,
      svg: demoArtworkSvg(piece.design, piece.look, view),
    })),
  );
  const cached = await inParallel(jobs, 8, (job) => cache.has(job.svg));
  const later = jobs.filter((job, i) => job.position > 0 && !cached[i] && !options.waitForAllViews);
  const nowJobs = jobs.filter((job) => !later.includes(job));
  const keys = new Map<(typeof jobs)[number], string>();
  const storeJob = async (job: (typeof jobs)[number]) => {
    keys.set(job, await cache.store(job.svg, () => rasterise(job.svg)));
  };
  await inParallel(nowJobs, concurrency, storeJob);
  const members = new Map<SelectionType, number[]>();
  const productIds: number[] = [];
  let photos = 0;
  const photosOf = (index: number, from: readonly (typeof jobs)[number][]) =>
    from
      .filter((job) => job.index === index)
      .map((job) => ({ imageKey: keys.get(job)!, alt: demoPhotoAlt(job.piece, job.view) }));
  for (const [index, piece] of DEMO_PIECES.entries()) {
    const [id, added] = await inTransaction(db, async (trx) => {
      const inserted = await insertProduct(
        trx,
        {
          name: piece.name,
          description: piece.description,
          categoryId: categoryIds.get(piece.category)!,
          imageKey: null,
          specs: demoSpecifications(piece),
        },
        // The catalogue's first pieces are its newest: they lead 'newest first' listings.
        now + DEMO_PIECES.length - index,
      );
      return [inserted, await insertProductPhotos(trx, inserted, photosOf(index, nowJobs), now + index)] as const;
    });
    productIds.push(id);
    photos += added.length;
    for (const type of piece.selections) members.set(type, [...(members.get(type) ?? []), id]);
  }
  let selections = 0;
  for (const [type, ids] of members) selections += await addProductsToSelection(db, type, ids, now);

  // A short history of every metal's rate, so the dashboard's chart has something to show.
  const day = 24 * 60 * 60 * 1000;
  const history: Array<[number, number, number]> = [
    [7712.5, 94.2, 3185],
    [7748.0, 94.8, 3172.5],
    [7731.25, 95.35, 3190],
    [7779.5, 94.9, 3204],
    [7796.75, 95.1, 3211.25],
    [7812.5, 95.4, 3200],
  ];
  for (const [i, [gold, silver, platinum]] of history.entries()) {
    await insertRates(
      db,
      [
        { metal: 'gold', purity: '24K', pricePaise: rupeesToPaise(gold) },
        { metal: 'silver', purity: '999', pricePaise: rupeesToPaise(silver) },
        { metal: 'platinum', purity: '950', pricePaise: rupeesToPaise(platinum) },
      ],
      null,
      now - (history.length - 1 - i) * day,
    );
  }
  await inTransaction(db, async (trx) => repriceMetals(trx, await currentRates(trx), METALS));
  const plan = planDemoPieces(
    productIds.map((productId, i) => ({ productId, specs: demoSpecifications(DEMO_PIECES[i]!) })),
  );
  const pieces = await inTransaction(db, (trx) => insertDemoPieces(trx, plan, now));
  // The pieces were written straight to the tables: index them for search in one pass.
  await rebuildSearchIndex(db);
  await deps.catalogCache.invalidate();

  const done =
    later.length === 0
      ? Promise.resolve()
      : (async () => {
          try {
            // One at a time: the server is already answering visitors on the same two cores.
            await inParallel(later, 1, storeJob);
            for (const [index, id] of productIds.entries()) {
              const extra = photosOf(index, later);
              if (extra.length > 0) await appendProductPhotos(db, id, extra, deps.now());
            }
            await deps.catalogCache.invalidate();
            deps.logger.info({ photos: later.length }, 'Demo catalogue: the other views are drawn');
          } catch (err) {
            deps.logger.warn({ err }, 'Demo catalogue: some extra views could not be drawn');
          }
        })();
  return {
    categories: categoryIds.size,
    products: DEMO_PIECES.length,
    pieces,
    photos,
    selections,
    pendingPhotos: later.length,
    done,
  };
}
