import { selectionTypesOf } from '@shared/listing-types';
import { collectionSearchInput, searchInput, suggestInput } from '@shared/schemas/search';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';
import { search, suggest } from './search.service';

/** A public read the HTTP cache keeps: the same for everyone, changed only by a catalogue write. */
const cachedRead = procedure({ auth: 'public', cache: 'public' });

// Public reads, cached with the rest of the catalogue under its version: every catalogue write
// and every rate change (prices move the price facet) invalidates them.

export const searchProcedures = {
  search: cachedRead
    .input(searchInput)
    .query(({ ctx, input }) =>
      ctx.deps.catalogCache.read(`search:${JSON.stringify(input)}`, () =>
        search(ctx.deps.db, input, undefined, ctx.deps.catalogCache),
      ),
    ),

  /** A collection page: the same machinery with its collections fixed (an alias names several). */
  collection: cachedRead.input(collectionSearchInput).query(({ ctx, input }) => {
    const { type, ...rest } = input;
    return ctx.deps.catalogCache.read(`search-collection:${JSON.stringify(input)}`, () =>
      search(ctx.deps.db, rest, selectionTypesOf(type), ctx.deps.catalogCache),
    );
  }),

  suggest: cachedRead
    .input(suggestInput)
    .query(({ ctx, input }) =>
      ctx.deps.catalogCache.read(`suggest:${input.q ?? ''}`, () => suggest(ctx.deps.db, input.q ?? '')),
    ),
};

export const searchRouter = router(searchProcedures);
