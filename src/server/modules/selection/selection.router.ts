import { AppError } from '@shared/errors';
import { selectionTypesOf } from '@shared/listing-types';
import { SELECTION_MESSAGES } from '@shared/messages';
import { priceRangePaise } from '@shared/schemas/catalog';
import { totalPagesFor } from '@shared/schemas/common';
import {
  addMoreSelectionInput,
  addSelectionInput,
  listSelectionInput,
  removeSelectionInput,
  selectionChoicesInput,
  type MembershipInput,
  type SelectionChoice,
} from '@shared/schemas/selection';
import { categoriesOfProducts, productsByIds } from '../catalog/catalog.service';
import {
  addToSelection,
  categoryProductsWithMembership,
  countSelection,
  countSelections,
  pageSelectionIds,
  pageSelectionsIds,
  removeFromSelection,
} from './selection.repo';
import type { AppDeps } from '@server/platform/deps';
import { imageUrl } from '@server/platform/images/images';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';

/** A public read the HTTP cache keeps: the same for everyone, changed only by a catalogue write. */
const cachedRead = procedure({ auth: 'public', cache: 'public' });
const adminProcedure = procedure({ auth: 'admin' });

/** Every product must exist and belong to the chosen category. */
async function checkMembership(deps: AppDeps, input: MembershipInput): Promise<void> {
  const found = await categoriesOfProducts(deps.db, [...new Set(input.productIds)]);
  if (found.length !== new Set(input.productIds).size)
    throw new AppError('NOT_FOUND', SELECTION_MESSAGES.productsNotFound);
  if (found.some((p) => p.categoryId !== input.categoryId))
    throw new AppError('BAD_INPUT', SELECTION_MESSAGES.productsNotInCategory);
}

async function add(deps: AppDeps, input: MembershipInput) {
  await checkMembership(deps, input);
  const added = await addToSelection(deps.db, input.type, input.productIds, deps.now());
  await deps.catalogCache.invalidate();
  return { message: SELECTION_MESSAGES.added(added), added };
}

export const selectionProcedures = {
  list: cachedRead.input(listSelectionInput).query(({ ctx, input }) =>
    ctx.deps.catalogCache.read(`selection:${JSON.stringify(input)}`, async () => {
      // The total is cached per filter, not per page: paging through a collection counts once.
      const filter = { ...input, ...priceRangePaise(input) };
      // A selection type lists itself; the first version's names list several (listing-types.ts).
      const types = selectionTypesOf(input.type);
      const single = types.length === 1 ? types[0] : undefined;
      const db = ctx.deps.db;
      const [items, total] = await Promise.all([
        (single ? pageSelectionIds(db, single, filter) : pageSelectionsIds(db, types, filter)).then((ids) =>
          productsByIds(db, ids),
        ),
        ctx.deps.catalogCache.read(
          `selection-count:` +
            JSON.stringify([input.type, input.categoryId, input.q, filter.minPaise, filter.maxPaise]),
          () => (single ? countSelection(db, single, filter) : countSelections(db, types, filter)),
        ),
      ]);
      return { products: items, page: input.page, total, totalPages: totalPagesFor(total, input.limit) };
    }),
  ),

  /** The products of a category with whether each is in the selection: feeds the three admin screens. */
  choices: adminProcedure.input(selectionChoicesInput).query(async ({ ctx, input }): Promise<SelectionChoice[]> => {
    const rows = await categoryProductsWithMembership(ctx.deps.db, input.type, input.categoryId);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      photo: r.imageKey ? imageUrl(r.imageKey, 320) : null,
      inSelection: r.inSelection,
    }));
  }),

  add: adminProcedure.input(addSelectionInput).mutation(({ ctx, input }) => add(ctx.deps, input)),

  addMore: adminProcedure.input(addMoreSelectionInput).mutation(({ ctx, input }) => add(ctx.deps, input)),

  remove: adminProcedure.input(removeSelectionInput).mutation(async ({ ctx, input }) => {
    const removed = await removeFromSelection(ctx.deps.db, input.type, input.productIds);
    await ctx.deps.catalogCache.invalidate();
    return { message: SELECTION_MESSAGES.removed(removed), removed };
  }),
};

export const selectionRouter = router(selectionProcedures);
