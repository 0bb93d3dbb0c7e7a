import type { SelectionType } from '@shared/constants';
import { trpc } from '@client/lib/trpc';
import { tileFromPrice, tilePriceInput, type CollectionTile } from './home-content';

// Every call the home page makes.

/** The first pieces of several curated selections, batched into one request, once `enabled`. */
export function useOccasionProducts(types: readonly SelectionType[], perSelection: number, enabled: boolean) {
  return trpc.useQueries((t) =>
    types.map((type) =>
      t.selection.list({ type, page: 1, limit: perSelection, sort: 'relevance' }, { staleTime: 5 * 60_000, enabled }),
    ),
  );
}

/** Each tile's live 'from' price (rupees; null while loading, or with no priced piece), batched into one request. */
export function useTilePrices(tiles: readonly CollectionTile[]): Array<number | null> {
  const answers = trpc.useQueries((t) =>
    tiles.flatMap((tile) => {
      const input = tilePriceInput(tile);
      return input ? [t.search.collection(input, { staleTime: 5 * 60_000 })] : [];
    }),
  );
  let next = 0;
  return tiles.map((tile) => (tilePriceInput(tile) ? tileFromPrice(answers[next++]?.data) : null));
}
