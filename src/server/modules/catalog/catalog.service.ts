import type { RawBuilder } from 'kysely';
import { GST_RATE_BASIS_POINTS, type Metal, type SizeLabel } from '@shared/constants';
import {
  basisPointsToPercent,
  computePrice,
  paiseToRupees,
  priceProduct,
  resolveRate,
  type PricingSpecs,
  type ProductPrice,
} from '@shared/pricing';
import { AppError } from '@shared/errors';
import { PRODUCT_MESSAGES, SPEC_MESSAGES } from '@shared/messages/back-office';
import type { CategoryDto, CreateProductInput, ProductDto, UpdateProductInput } from '@shared/schemas/catalog';
import type { ProductDetailDto, ProductStockDto } from '@shared/schemas/stock';
import {
  type PriceDto,
  priceToDto,
  sizesFitName,
  specificationsShape,
  specificationsToDto,
  specificationsToStored,
  type SpecificationsInput,
  type SpecificationsStored,
} from '@shared/schemas/specifications';
import type { Db } from '@server/platform/db/database';
import { isUniqueViolation } from '@server/platform/db/db-errors';
import { inTransaction } from '@server/platform/db/transaction';
import type { AppDeps } from '@server/platform/deps';
import type { Actor, WriteEvent } from '@server/platform/events/hooks';
import { imageSrcset, imageUrl } from '@server/platform/images/images';
import { currentRates, rateTimeOf, resolvedRates, type CurrentRates, type PricedPiece } from '../rates/rates.service';
import * as catalog from './catalog.repo';
import type { CategoryRecord, ProductRecord, StoredMaking } from './catalog.repo';
import * as photos from './photos.repo';
import {
  priceOfProductAtWeight,
  productIdsInScope,
  repriceProducts,
  storedPricesOfMetals,
  type RepriceScope,
} from './prices.repo';

// The catalogue's products: what it answers, how it prices them, and how they are written. Other
// modules ask for products here (they never import catalog.repo.ts: lint refuses it). Categories
// and photos have their own services (categories.service.ts, photos.service.ts).

/** Products by id, in the order given, priced at the current rates; ids with no product are skipped. */
export async function productsByIds(db: Db, ids: number[]): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const [current, records] = await Promise.all([currentRates(db), catalog.productRecords(db, ids)]);
  return records.map((r) => toProductDto(r, current));
}

export async function productById(db: Db, id: number): Promise<ProductDto | undefined> {
  return (await productsByIds(db, [id]))[0];
}

/**
 * What a product's page shows of the design's stock (issue 28): the stock module's read port,
 * set by the composition root (write-hooks.ts), since the stock imports the catalogue's service
 * and the catalogue cannot import it back. Unset: no pieces, made to order.
 */
export const productStockPort: { of: (db: Db, productId: number) => Promise<ProductStockDto> } = {
  of: async () => ({ availability: [], madeToOrder: true, pieces: [] }),
};

/** A product with its stock, as its page reads it; undefined when there is no such product. */
export async function productDetailById(db: Db, id: number): Promise<ProductDetailDto | undefined> {
  const [product, stock] = await Promise.all([productById(db, id), productStockPort.of(db, id)]);
  return product && { ...product, ...stock };
}

/** The category of each product that exists among `ids`. */
export function categoriesOfProducts(db: Db, ids: number[]): Promise<Array<{ id: number; categoryId: number }>> {
  return catalog.findProductsCategories(db, ids);
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
  return photos.referencedImageKeys(db, keys);
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

/** A design as its pieces need it: its name, its sizes, and the price of a piece at its own net weight. */
export interface DesignPricer {
  id: number;
  name: string;
  sizeLabels: SizeLabel[];
  /**
   * The product's price shape for a piece of this net weight (the design's metal, purity, making
   * charge and stones; the piece's size named), at the rates read; null: price on request.
   */
  priceAt: (netWeightMg: number, sizeLabel: SizeLabel | null) => PriceDto | null;
}

/** The designs among `ids` that exist, as pricers of their pieces, at the current rates. */
export async function designPricers(db: Db, ids: readonly number[]): Promise<Map<number, DesignPricer>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [current, records] = await Promise.all([currentRates(db), catalog.productRecords(db, unique)]);
  return new Map(records.map((r) => [r.id, designPricer(r, current)]));
}

function designPricer(record: ProductRecord, current: CurrentRates): DesignPricer {
  const { metal, purity } = record.specs;
  const base = pricingSpecs(record.specs, record.category.making);
  const rateTime = metal && purity ? rateTimeOf(current, metal, purity) : null;
  return {
    id: record.id,
    name: record.name,
    sizeLabels: record.specs.sizes.map((s) => s.label),
    priceAt: (netWeightMg, sizeLabel) => {
      // Priced as a design of that one weight: no sizes to choose the cheapest of.
      const priced = priceProduct({ ...base, netWeightMg, sizes: [] }, current.rates);
      return priceToDto(priced && { ...priced, sizeLabel }, priced ? rateTime : null, GST_RATE_BASIS_POINTS);
    },
  };
}

/**
 * The SQL that prices a row of another module at its own net weight by the rules of its product
 * (`weight` and `productId` are that row's columns), at `current`: the stock stores its pieces'
 * prices with it, in one UPDATE, by the same arithmetic as the products' own stored prices.
 */
export function storedPriceAtWeightSql(
  db: Db,
  current: CurrentRates,
  weight: RawBuilder<unknown>,
  productId: RawBuilder<unknown>,
): RawBuilder<number | null> {
  return priceOfProductAtWeight(db, resolvedRates(current), weight, productId);
}

/** The ids of the products of these metals, or of this category, as an SQL subquery. */
export function productIdsSql(scope: { metals: readonly Metal[] } | { categoryId: number }): RawBuilder<number> {
  return productIdsInScope(scope);
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
    sku: record.sku,
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

// ---- Product writes ------------------------------------------------------------

// The product writes. Each touches two stores, the database and the uploads folder, in an order
// chosen so that a failure in either leaves neither a row without its photo nor a photo without
// its row: new files are written before the transaction and removed if it fails; files a write
// replaces or drops are removed after it commits. In the transaction: the product's rows, its
// stored price at the rates read there (a rate update running at the same time either waits for
// this write and reprices it, or is seen by it), then the post-write hooks (app.ts subscribes
// the search index, the audit log). The catalogue cache is invalidated after the commit.

declare module '@server/platform/events/hooks' {
  interface WriteEvents {
    product: { row: { name: string; categoryId: number } };
  }
}

/** The next `limit` products after `afterId` in id order, as stored: the catalogue's export reads in batches. */
export async function productRecordsAfter(db: Db, afterId: number, limit: number): Promise<ProductRecord[]> {
  return catalog.productRecords(db, await catalog.productIdsAfter(db, afterId, limit));
}

/** Each product's SKU (the export of pieces names their designs by it). */
export function productSkus(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  return catalog.skusOf(db, ids);
}

/**
 * Runs a product write in its transaction, refusing a SKU another product has with 409: read first
 * for the plain case, and the unique index's refusal for two writes racing for one SKU.
 */
async function withSku<T>(db: Db, sku: string | undefined, exceptId: number | null, write: (trx: Db) => Promise<T>) {
  const taken = () => new AppError('CONFLICT', PRODUCT_MESSAGES.skuTaken);
  try {
    return await inTransaction(db, async (trx) => {
      if (sku !== undefined && (await catalog.productIdWithSku(trx, sku, exceptId)) !== undefined) throw taken();
      return write(trx);
    });
  } catch (err) {
    if (sku !== undefined && isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** Creates a product with its photo, specifications and stored price. */
export async function createProduct(deps: AppDeps, actor: Actor, input: CreateProductInput): Promise<ProductDto> {
  const category = await requireCategory(deps.db, input.categoryId);
  const specs = specificationsToStored(input);
  checkSizesFit(specs, [category.name, input.name]);

  const imageKey = await deps.images.save(input.image.data);
  const after = { name: input.name, categoryId: input.categoryId };
  const id = await undoFilesOnFailure(deps, imageKey, () =>
    withSku(deps.db, input.sku, null, async (trx) => {
      const { sku, name, description, categoryId } = input;
      const newId = await catalog.insertProduct(
        trx,
        { sku, name, description, categoryId, imageKey, specs },
        deps.now(),
      );
      await storePrice(trx, newId);
      await deps.hooks.run(trx, { actor, action: 'create', entity: 'product', entityId: newId, before: null, after });
      return newId;
    }),
  );

  await deps.catalogCache.invalidate();
  return requireProduct(deps.db, id);
}

/** Updates a product; a new photo replaces the main one in its place among the product's photos. */
export async function updateProduct(deps: AppDeps, actor: Actor, input: UpdateProductInput): Promise<ProductDto> {
  const before = await catalog.findProductSummary(deps.db, input.id);
  if (!before) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  const category = await requireCategory(deps.db, input.categoryId);
  const specs = specsOfUpdate(input);
  const storedSpecs = async () => (await catalog.productRecords(deps.db, [input.id]))[0]?.specs;
  checkSizesFit(specs ?? (await storedSpecs()), [category.name, input.name]);

  const newKey = input.image ? await deps.images.save(input.image.data) : undefined;
  const after = { name: input.name, categoryId: input.categoryId };
  const replacedKey = await undoFilesOnFailure(deps, newKey, () =>
    withSku(deps.db, input.sku, input.id, async (trx) => {
      const { id, sku, name, description, categoryId } = input;
      if (!(await catalog.updateProduct(trx, id, { sku, name, description, categoryId, specs }, deps.now())))
        throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
      const replaced = newKey ? await photos.replaceMainPhoto(trx, id, newKey, name, deps.now()) : null;
      await storePrice(trx, id);
      await deps.hooks.run(trx, { actor, action: 'update', entity: 'product', entityId: id, before, after });
      return replaced;
    }),
  );
  if (newKey) await deps.images.remove(replacedKey);

  await deps.catalogCache.invalidate();
  return requireProduct(deps.db, input.id);
}

/**
 * Deletes a product and its photos' files. Its stones, sizes, photos, search text, cart,
 * wishlist and selection rows go with it by foreign key (ON DELETE CASCADE); appointment items
 * keep their name and price and lose the link (ON DELETE SET NULL).
 */
export async function removeProduct(deps: AppDeps, actor: Actor, id: number): Promise<{ name: string }> {
  const removed = await inTransaction(deps.db, async (trx) => {
    // The keys are read under the product's lock, so a photo added at this moment is either
    // among them or refused for want of its product.
    if (!(await photos.lockProduct(trx, id, deps.now()))) return undefined;
    const before = (await catalog.findProductSummary(trx, id)) ?? null;
    const keys = await catalog.productImageKeys(trx, id);
    await catalog.deleteProduct(trx, id);
    await deps.hooks.run(trx, { actor, action: 'delete', entity: 'product', entityId: id, before, after: null });
    return before && { name: before.name, keys };
  });
  if (!removed) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  for (const key of removed.keys) await deps.images.remove(key);

  await deps.catalogCache.invalidate();
  return { name: removed.name };
}

// ---- The steps ---------------------------------------------------------------

async function requireCategory(db: Db, categoryId: number) {
  const category = await catalog.findCategory(db, categoryId);
  if (!category) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.categoryNotFound);
  return category;
}

async function requireProduct(db: Db, id: number): Promise<ProductDto> {
  const product = await productById(db, id);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  return product;
}

const SPEC_KEYS = Object.keys(specificationsShape) as Array<keyof SpecificationsInput>;

/** The specifications an update writes: all given ones, none (cleared), or undefined to keep what is stored. */
function specsOfUpdate(input: UpdateProductInput): SpecificationsStored | undefined {
  if (input.clearSpecifications) return specificationsToStored({});
  return SPEC_KEYS.some((k) => input[k] !== undefined) ? specificationsToStored(input) : undefined;
}

function checkSizesFit(specs: SpecificationsStored | undefined, names: string[]): void {
  const labels = specs?.sizes.map((s) => s.label) ?? [];
  if (labels.length > 0 && !names.every((name) => sizesFitName(labels, name)))
    throw new AppError('BAD_INPUT', SPEC_MESSAGES.sizesNotForCategory);
}

/** Prices a product just written, at the rates read now, and stores the prices (inside its transaction). */
async function storePrice(trx: Db, id: number): Promise<void> {
  const [record] = await catalog.productRecords(trx, [id]);
  if (!record) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  const { priced, sizePaise } = priceOf(record.specs, record.category.making, await currentRates(trx));
  await catalog.setProductPrices(trx, id, priced?.price.total ?? null, sizePaise);
}

/** Runs `write`; when it fails, removes the file written for it before passing the failure on. */
async function undoFilesOnFailure<T>(deps: AppDeps, key: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await deps.images.remove(key);
    throw err;
  }
}
