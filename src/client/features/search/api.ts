import { keepPreviousData } from '@tanstack/react-query';
import type { SearchInput } from '@shared/schemas/search';
import { trpc } from '@client/lib/trpc';

// Every call search makes: the results with their facets, and the header's suggestions.

export function useSearchResults(input: SearchInput) {
  return trpc.search.search.useQuery(input, { placeholderData: keepPreviousData });
}

export function useSuggestions(q: string) {
  return trpc.search.suggest.useQuery(
    { q },
    { enabled: q.trim().length >= 2, placeholderData: keepPreviousData, staleTime: 60_000 },
  );
}
