import { AppError } from '@shared/errors';
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
  pageSelectionIds,
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
      const [items, total] = await Promise.all([
        pageSelectionIds(ctx.deps.db, input.type, filter).then((ids) => productsByIds(ctx.deps.db, ids)),
        ctx.deps.catalogCache.read(
          `selection-count:` +
            JSON.stringify([input.type, input.categoryId, input.q, filter.minPaise, filter.maxPaise]),
          () => countSelection(ctx.deps.db, input.type, filter),
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
