// User-facing strings of search and facets (issue 15). Kept apart from messages.ts so that the
// storefront's search chunk loads only these.

import { formatIndianNumber } from '../indian-format';

export const SEARCH_MESSAGES = {
  submit: 'Search',
  suggestionsLabel: 'Suggestions',
  productsHeading: 'Pieces',
  collectionsHeading: 'Collections',
  noSuggestions: 'No suggestions',
  suggestionsCount: (n: number) =>
    n === 0
      ? 'No suggestions'
      : n === 1
        ? '1 suggestion. Use the arrow keys to choose it.'
        : `${n} suggestions. Use the arrow keys to choose one.`,
  seeAll: (q: string) => `See all results for “${q}”`,
  pageTitle: 'Search',
  resultsFor: (q: string) => `Results for “${q}”`,
  allPieces: 'All pieces',
  resultCount: (n: number) => (n === 1 ? '1 piece' : `${formatIndianNumber(n)} pieces`),
  noMatch: 'No pieces match',
  noMatchHint: 'Try fewer words, or remove a filter.',
  removeLastFilter: (label: string) => `Remove “${label}”`,
  clearAll: 'Clear all filters',
  filters: 'Filters',
  showResults: (n: number) => (n === 1 ? 'Show 1 piece' : `Show ${formatIndianNumber(n)} pieces`),
  closeFilters: 'Close filters',
  sortLabel: 'Sort by',
  /** The search page's own box, beside Filters and sort. */
  searchLabel: 'Search all pieces',
  queryInvalid: 'Search text is too long.',
  weightRangeInvalid: 'Enter a weight range in grams, the lower bound first.',
  facetTitles: {
    metal: 'Metal',
    purity: 'Purity',
    category: 'Category',
    collection: 'Collection',
    stone: 'Stone',
    price: 'Price',
    weight: 'Weight',
  },
} as const;

export const SEARCH_SORT_LABELS = {
  relevance: 'Relevance',
  newest: 'Newest',
  nameAsc: 'Name A-Z',
  nameDesc: 'Name Z-A',
  priceAsc: 'Price: low to high',
  priceDesc: 'Price: high to low',
} as const;
