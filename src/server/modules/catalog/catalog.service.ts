import { GST_RATE_BASIS_POINTS, type Metal } from '@shared/constants';
import {
  basisPointsToPercent,
  computePrice,
  paiseToRupees,
  priceProduct,
  resolveRate,
  type PricingSpecs,
  type ProductPrice,
} from '@shared/pricing';
import type { CategoryDto, ProductDto } from '@shared/schemas/catalog';
import { priceToDto, specificationsToDto, type SpecificationsStored } from '@shared/schemas/specifications';
import type { Db } from '@server/platform/db/database';
import type { WriteEvent } from '@server/platform/events/hooks';
import { imageSrcset, imageUrl } from '@server/platform/images/images';
import { currentRates, rateTimeOf, resolvedRates, type CurrentRates, type PricedPiece } from '../rates/rates.service';
import {
  findProductsCategories,
  productRecords,
  type CategoryRecord,
  type ProductRecord,
  type StoredMaking,
} from './catalog.repo';
import { referencedImageKeys } from './photos.repo';
import { repriceProducts, storedPricesOfMetals, type RepriceScope } from './prices.repo';

// What the catalogue answers, and how it prices. Other modules ask for products here (they never
// import catalog.repo.ts: lint refuses it); the catalogue's own services price and map with it.

/** Products by id, in the order given, priced at the current rates; ids with no product are skipped. */
export async function productsByIds(db: Db, ids: number[]): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const [current, records] = await Promise.all([currentRates(db), productRecords(db, ids)]);
  return records.map((r) => toProductDto(r, current));
}

export async function productById(db: Db, id: number): Promise<ProductDto | undefined> {
  return (await productsByIds(db, [id]))[0];
}

/** The category of each product that exists among `ids`. */
export function categoriesOfProducts(db: Db, ids: number[]): Promise<Array<{ id: number; categoryId: number }>> {
  return findProductsCategories(db, ids);
}

/** Post-write hook of a rate write (subscribed in write-hooks.ts): reprices the metals it touched. */
export async function onRatesWritten(trx: Db, event: WriteEvent<'metalRates'>): Promise<void> {
  if (event.after) await repriceMetals(trx, await currentRates(trx), event.after.metals);
}

/** The stored price of every product of these metals: what the rate guard compares (wired in write-hooks.ts). */
export function pricedPiecesOfMetals(db: Db, metals: readonly Metal[]): Promise<PricedPiece[]> {
  return storedPricesOfMetals(db, metals);
}

/**
 * Reprices the stored price of every product of these metals (and of their sizes) at `current`,
 * in one statement per table. Call it inside the transaction that wrote the rates.
 */
export function repriceMetals(
  db: Db,
  current: CurrentRates,
  metals: readonly Metal[],
): Promise<{ products: number; sizes: number }> {
  return repriceStored(db, current, { metals });
}

/** Which of these image keys a product or a photo names (for the start-up sweep of upload files). */
export function imageKeysInUse(db: Db, keys: readonly string[]): Promise<Set<string>> {
  return referencedImageKeys(db, keys);
}

// ---- Prices ---------------------------------------------------------------------

// The one place a product's price is worked out: src/shared/pricing.ts applied to a product's
// stored specifications, its category's default making charge and the current rates. The
// repricing statements in prices.repo.ts do the same sums in SQL for the stored prices.

/** The specifications that price a product: its own making charge, else its category's. */
export function pricingSpecs(specs: SpecificationsStored, categoryMaking: StoredMaking): PricingSpecs {
  const own = specs.makingChargeType !== null && specs.makingChargeValue !== null;
  return {
    ...specs,
    makingChargeType: own ? specs.makingChargeType : categoryMaking.type,
    makingChargeValue: own ? specs.makingChargeValue : categoryMaking.value,
  };
}

export interface ProductPricing {
  priced: ProductPrice | null;
  /** Each size's total in paise, in the order listed (null when it cannot be priced). */
  sizePaise: Array<number | null>;
}

export function priceOf(
  specs: SpecificationsStored,
  categoryMaking: StoredMaking,
  current: CurrentRates,
): ProductPricing {
  const pricing = pricingSpecs(specs, categoryMaking);
  const priced = priceProduct(pricing, current.rates);
  let sizePaise: Array<number | null>;
  if (pricing.metal && pricing.purity && specs.sizes.length > 0) {
    let rate: number | null = null;
    try {
      rate = resolveRate(pricing.metal, pricing.purity, current.rates)?.ratePerGramPaise ?? null;
    } catch {
      rate = null; // a purity of another metal: priceProduct already answered null
    }
    const making =
      pricing.makingChargeType && pricing.makingChargeValue !== null
        ? { type: pricing.makingChargeType, value: pricing.makingChargeValue }
        : null;
    sizePaise = specs.sizes.map(
      (s) =>
        computePrice({ netWeightMg: s.netWeightMg, ratePerGramPaise: rate, making, stones: specs.stones })?.total ??
        null,
    );
  } else {
    sizePaise = specs.sizes.map(() => null);
  }
  return { priced, sizePaise };
}

export function categoryToDto(c: CategoryRecord): CategoryDto {
  const { type, value } = c.making;
  return {
    id: c.id,
    name: c.name,
    makingChargeType: type,
    makingChargeValue:
      type === null || value === null ? null : type === 'percent' ? basisPointsToPercent(value) : paiseToRupees(value),
  };
}

export function toProductDto(record: ProductRecord, current: CurrentRates): ProductDto {
  const { priced, sizePaise } = priceOf(record.specs, record.category.making, current);
  const { metal, purity } = record.specs;
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    category: { id: record.category.id, name: record.category.name },
    photo: record.imageKey ? imageUrl(record.imageKey) : null,
    srcset: record.imageKey ? imageSrcset(record.imageKey) : null,
    photos: record.photos.map((p) => ({
      id: p.id,
      url: imageUrl(p.imageKey),
      srcset: imageSrcset(p.imageKey),
      alt: p.alt,
    })),
    createdAt: record.createdAt,
    price: priceToDto(
      priced,
      priced && metal && purity ? rateTimeOf(current, metal, purity) : null,
      GST_RATE_BASIS_POINTS,
    ),
    specifications: specificationsToDto(record.specs),
    sizePrices: record.specs.sizes.map((s, i) => ({
      label: s.label,
      total: sizePaise[i] == null ? null : paiseToRupees(sizePaise[i]),
    })),
  };
}

/** Reprices the stored prices of products in `scope` at `current` (inside the caller's transaction). */
export function repriceStored(
  db: Db,
  current: CurrentRates,
  scope: RepriceScope,
): Promise<{ products: number; sizes: number }> {
  return repriceProducts(db, resolvedRates(current), scope);
}
