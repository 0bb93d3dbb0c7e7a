import { AppError } from '@shared/errors';
import { selectionTypesOf } from '@shared/listing-types';
import { SELECTION_MESSAGES } from '@shared/messages/back-office';
import { priceRangePaise, type ProductPage } from '@shared/schemas/catalog';
import { totalPagesFor } from '@shared/schemas/common';
import type {
  MembershipInput,
  SelectionChoice,
  listSelectionInput,
  removeSelectionInput,
  selectionChoicesInput,
} from '@shared/schemas/selection';
import type { z } from 'zod';
import type { AppDeps } from '@server/platform/deps';
import type { Actor } from '@server/platform/events/hooks';
import type { Db } from '@server/platform/db/database';
import { inTransaction } from '@server/platform/db/transaction';
import { imageUrl } from '@server/platform/images/images';
import { categoriesOfProducts, productsByIds } from '../catalog/catalog.service';
import {
  categoryProductsWithMembership,
  countSelection,
  countSelections,
  deleteSelectionItems,
  insertSelectionItems,
  membersAmong,
  pageSelectionIds,
  pageSelectionsIds,
  selectionNeighbours,
  selectionTypesOfProduct,
  selectionTypesOfProducts,
} from './selection.repo';

// The curated selections behind the collection pages: each write is one function here that
// opens its transaction, and the catalogue cache is invalidated after the commit. The admin's
// writes are audited: before and after name which of the products asked about were members.

declare module '@server/platform/events/hooks' {
  interface WriteEvents {
    selection: { row: SelectionAuditRow };
  }
}

/** What the audit log keeps of a selection write: the products it was about that are members. */
interface SelectionAuditRow {
  type: string;
  productIds: number[];
}

/** One page of a listing type's products, the total counted once per filter (not per page). */
export function listSelection(deps: AppDeps, input: z.output<typeof listSelectionInput>): Promise<ProductPage> {
  return deps.catalogCache.read(`selection:${JSON.stringify(input)}`, async () => {
    const filter = { ...input, ...priceRangePaise(input) };
    // A selection type lists itself; the first version's names list several (listing-types.ts).
    const types = selectionTypesOf(input.type);
    const single = types.length === 1 ? types[0] : undefined;
    const db = deps.db;
    const [products, total] = await Promise.all([
      (single ? pageSelectionIds(db, single, filter) : pageSelectionsIds(db, types, filter)).then((ids) =>
        productsByIds(db, ids),
      ),
      deps.catalogCache.read(
        `selection-count:` + JSON.stringify([input.type, input.categoryId, input.q, filter.minPaise, filter.maxPaise]),
        () => (single ? countSelection(db, single, filter) : countSelections(db, types, filter)),
      ),
    ]);
    return { products, page: input.page, total, totalPages: totalPagesFor(total, input.limit) };
  });
}

/** The products of a category with whether each is in the selection: feeds the three admin screens. */
export async function selectionChoices(
  deps: AppDeps,
  input: z.output<typeof selectionChoicesInput>,
): Promise<SelectionChoice[]> {
  const rows = await categoryProductsWithMembership(deps.db, input.type, input.categoryId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    photo: r.imageKey ? imageUrl(r.imageKey, 320) : null,
    inSelection: r.inSelection,
  }));
}

/** Adds products to a selection in one transaction, each once; returns how many were new. */
export function addProductsToSelection(db: Db, type: string, productIds: number[], now: number): Promise<number> {
  return inTransaction(db, (trx) => insertSelectionItems(trx, type, productIds, now));
}

/** The admin's add: every product must exist and belong to the chosen category. */
export async function addToSelection(deps: AppDeps, actor: Actor, input: MembershipInput) {
  const unique = new Set(input.productIds);
  const found = await categoriesOfProducts(deps.db, [...unique]);
  if (found.length !== unique.size) throw new AppError('NOT_FOUND', SELECTION_MESSAGES.productsNotFound);
  if (found.some((p) => p.categoryId !== input.categoryId))
    throw new AppError('BAD_INPUT', SELECTION_MESSAGES.productsNotInCategory);
  const added = await inTransaction(deps.db, async (trx) => {
    const before = await membersAmong(trx, input.type, input.productIds);
    const count = await insertSelectionItems(trx, input.type, input.productIds, deps.now());
    const after = await membersAmong(trx, input.type, input.productIds);
    const event = { actor, action: 'update', entity: 'selection', entityId: null } as const;
    if (count > 0)
      await deps.hooks.run(trx, {
        ...event,
        before: { type: input.type, productIds: before },
        after: { type: input.type, productIds: after },
      });
    return count;
  });
  await deps.catalogCache.invalidate();
  return { message: SELECTION_MESSAGES.added(added), added };
}

export async function removeFromSelection(deps: AppDeps, actor: Actor, input: z.output<typeof removeSelectionInput>) {
  const removed = await inTransaction(deps.db, async (trx) => {
    const before = await membersAmong(trx, input.type, input.productIds);
    const count = await deleteSelectionItems(trx, input.type, input.productIds);
    const event = { actor, action: 'update', entity: 'selection', entityId: null } as const;
    if (count > 0)
      await deps.hooks.run(trx, {
        ...event,
        before: { type: input.type, productIds: before },
        after: { type: input.type, productIds: [] },
      });
    return count;
  });
  await deps.catalogCache.invalidate();
  return { message: SELECTION_MESSAGES.removed(removed), removed };
}

/** The selection types (collections) a product is in, the earliest chosen first: a product page's collection. */
export function collectionsOfProduct(db: Db, productId: number): Promise<string[]> {
  return selectionTypesOfProduct(db, productId);
}

/** The collections (selection types) of each product, for the catalogue's export. */
export function collectionsOfProducts(db: Db, productIds: readonly number[]): Promise<Map<number, string[]>> {
  return selectionTypesOfProducts(db, productIds);
}

/** Up to `limit` other products of a selection, in the order they were chosen: a product page's neighbours. */
export function productsBesideInSelection(
  db: Db,
  selectionType: string,
  productId: number,
  limit: number,
): Promise<number[]> {
  return selectionNeighbours(db, selectionType, productId, limit);
}
