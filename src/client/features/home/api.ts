import type { SelectionType } from '@shared/constants';
import { trpc } from '@client/lib/trpc';

// Every call the home page makes.

/** The first pieces of several curated selections, batched into one request, once `enabled`. */
export function useOccasionProducts(types: readonly SelectionType[], perSelection: number, enabled: boolean) {
  return trpc.useQueries((t) =>
    types.map((type) =>
      t.selection.list({ type, page: 1, limit: perSelection, sort: 'relevance' }, { staleTime: 5 * 60_000, enabled }),
    ),
  );
}
