import { keepPreviousData } from '@tanstack/react-query';
import type { CollectionSearchInput } from '@shared/schemas/search';
import { trpc } from '@client/lib/trpc';

// Every call the catalogue makes: a collection's page of pieces, and the categories to filter by.

export function useCategories() {
  return trpc.catalog.listCategories.useQuery(undefined, { staleTime: 5 * 60_000 });
}

/** A collection page through the search machinery (its collection fixed): the page of pieces with facet counts. */
export function useCollectionSearch(input: CollectionSearchInput) {
  return trpc.search.collection.useQuery(input, { placeholderData: keepPreviousData });
}
