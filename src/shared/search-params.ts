import {
  ALL_PURITIES,
  METALS,
  METAL_LABELS,
  PURITY_LABELS,
  SEARCH_SORTS,
  SELECTION_TYPES,
  SELECTION_TYPE_LABELS,
  STONE_KINDS,
  STONE_KIND_LABELS,
  TEXT_LIMITS,
  type SearchSort,
} from './constants';
import { formatIndianRupees } from './indian-format';
import { SEARCH_MESSAGES } from './messages/search';
import type { SearchFacets } from './schemas/search';

// The search page's and collection pages' state as kept in the URL
// (?q=&metal=&purity=&category=&collection=&stone=&minPrice=&maxPrice=&minWeight=&maxWeight=&sort=&page=),
// read leniently (anything malformed is dropped), and the facets as the pages show them. Filters
// keep the order they were chosen in the URL, so "remove the last filter" removes the last chosen.

export interface SearchParams {
  q: string;
  metal: string | undefined;
  purity: string | undefined;
  category: number | undefined;
  collection: string | undefined;
  stone: string | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  minWeight: number | undefined;
  maxWeight: number | undefined;
  sort: SearchSort;
  page: number;
}

export type FilterKey = 'metal' | 'purity' | 'category' | 'collection' | 'stone' | 'price' | 'weight';
const URL_KEYS_OF: Record<FilterKey, Array<keyof SearchParams>> = {
  metal: ['metal'],
  purity: ['purity'],
  category: ['category'],
  collection: ['collection'],
  stone: ['stone'],
  price: ['minPrice', 'maxPrice'],
  weight: ['minWeight', 'maxWeight'],
};

const oneOf = (values: readonly string[], raw: string | null) =>
  raw !== null && values.includes(raw) ? raw : undefined;
const positiveInt = (raw: string | null) =>
  raw && /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined;
const decimal = (raw: string | null, decimals: number) =>
  raw && new RegExp(`^\\d{1,11}(\\.\\d{1,${decimals}})?$`).test(raw) ? Number(raw) : undefined;

export function parseSearchParams(search: URLSearchParams): SearchParams {
  const sortRaw = oneOf(SEARCH_SORTS, search.get('sort'));
  return {
    q: (search.get('q') ?? '').trim().slice(0, TEXT_LIMITS.search),
    metal: oneOf(METALS, search.get('metal')),
    purity: oneOf(ALL_PURITIES, search.get('purity')),
    category: positiveInt(search.get('category')),
    collection: oneOf(SELECTION_TYPES, search.get('collection')),
    stone: oneOf(STONE_KINDS, search.get('stone')),
    minPrice: decimal(search.get('minPrice'), 2),
    maxPrice: decimal(search.get('maxPrice'), 2),
    minWeight: decimal(search.get('minWeight'), 3),
    maxWeight: decimal(search.get('maxWeight'), 3),
    sort: (sortRaw as SearchSort | undefined) ?? 'relevance',
    page: positiveInt(search.get('page')) ?? 1,
  };
}

export type SearchPatch = Partial<{ [K in keyof SearchParams]: SearchParams[K] | undefined }>;

/**
 * The URL after a change: keys already there keep their place, new ones go last; any change
 * but the page's starts again at page 1; defaults are left out.
 */
export function patchSearchParams(current: URLSearchParams, patch: SearchPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    const isDefault =
      value === undefined ||
      value === '' ||
      (key === 'sort' && value === 'relevance') ||
      (key === 'page' && value === 1);
    if (isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}

/** The server's input for a state (the search procedure's fields). */
export function searchQueryInput(params: SearchParams, limit: number) {
  const { q, ...rest } = params;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return { ...defined, ...(q ? { q } : {}), limit } as Omit<SearchParams, 'q'> & { q?: string; limit: number };
}

// ---- Facets as shown ----------------------------------------------------------------------

export interface FacetOptionView {
  id: string;
  label: string;
  count: number;
  selected: boolean;
  /** The change to the URL that chooses this value (or, when selected, removes it). */
  patch: SearchPatch;
}
export interface FacetGroupView {
  key: FilterKey;
  title: string;
  options: FacetOptionView[];
}

const rupees = (n: number) => formatIndianRupees(n);

function bandLabel(min: number, max: number | null, unit: (n: number) => string, under: string, above: string): string {
  if (min === 0 && max !== null) return `${under} ${unit(max)}`;
  if (max === null) return `${unit(min)} ${above}`;
  return `${unit(min)} – ${unit(max)}`;
}

export const priceBandLabel = (min: number, max: number | null) => bandLabel(min, max, rupees, 'Under', 'and above');
export const weightBandLabel = (min: number, max: number | null) =>
  bandLabel(min, max, (n) => `${n} g`, 'Under', 'and above');

/** A band as a filter: [min, max) becomes min..max-0.01 rupees (or -0.001 g), inclusive as the server reads it. */
function bandPatch(
  min: number,
  max: number | null,
  step: number,
  keys: ['minPrice', 'maxPrice'] | ['minWeight', 'maxWeight'],
): SearchPatch {
  return {
    [keys[0]]: min === 0 ? undefined : min,
    [keys[1]]: max === null ? undefined : Number((max - step).toFixed(3)),
  };
}

const patchEquals = (params: SearchParams, patch: SearchPatch) =>
  Object.entries(patch).every(([k, v]) => params[k as keyof SearchParams] === v);

const TITLES: Record<FilterKey, string> = SEARCH_MESSAGES.facetTitles;

/** The facets in display order, each value with its count and what choosing it changes; empty groups left out. */
export function facetGroups(
  facets: SearchFacets,
  params: SearchParams,
  omit: readonly FilterKey[] = [],
): FacetGroupView[] {
  const simple = (
    key: 'metal' | 'purity' | 'stone' | 'collection',
    values: Array<{ value: string; count: number; label?: string }>,
    label: (v: string) => string,
  ): FacetGroupView => ({
    key,
    title: TITLES[key],
    options: values.map((v) => {
      const selected = params[key] === v.value;
      return {
        id: v.value,
        label: v.label ?? label(v.value),
        count: v.count,
        selected,
        patch: { [key]: selected ? undefined : v.value },
      };
    }),
  });
  const banded = (
    key: 'price' | 'weight',
    values: SearchFacets['price'],
    label: (min: number, max: number | null) => string,
  ): FacetGroupView => ({
    key,
    title: TITLES[key],
    options: values.map((b) => {
      const patch =
        key === 'price'
          ? bandPatch(b.min, b.max, 0.01, ['minPrice', 'maxPrice'])
          : bandPatch(b.min, b.max, 0.001, ['minWeight', 'maxWeight']);
      const selected = patchEquals(params, patch);
      const clear: SearchPatch =
        key === 'price' ? { minPrice: undefined, maxPrice: undefined } : { minWeight: undefined, maxWeight: undefined };
      return {
        id: `${b.min}-${b.max ?? ''}`,
        label: label(b.min, b.max),
        count: b.count,
        selected,
        patch: selected ? clear : patch,
      };
    }),
  });
  const groups: FacetGroupView[] = [
    simple('metal', facets.metal, (v) => METAL_LABELS[v as keyof typeof METAL_LABELS] ?? v),
    simple('purity', facets.purity, (v) => PURITY_LABELS[v as keyof typeof PURITY_LABELS] ?? v),
    {
      key: 'category',
      title: TITLES.category,
      options: facets.category.map((c) => {
        const selected = params.category === c.value;
        return {
          id: String(c.value),
          label: c.label,
          count: c.count,
          selected,
          patch: { category: selected ? undefined : c.value },
        };
      }),
    },
    banded('price', facets.price, priceBandLabel),
    banded('weight', facets.weight, weightBandLabel),
    simple('stone', facets.stone, (v) => STONE_KIND_LABELS[v as keyof typeof STONE_KIND_LABELS] ?? v),
    simple('collection', facets.collection, (v) => SELECTION_TYPE_LABELS[v as keyof typeof SELECTION_TYPE_LABELS] ?? v),
  ];
  return groups.filter((g) => g.options.length > 0 && !omit.includes(g.key));
}

export interface ActiveFilter {
  key: FilterKey;
  label: string;
  /** The change that removes it. */
  remove: SearchPatch;
}

/** The filters in force, in the order they were chosen (their order in the URL). */
export function activeFilters(
  search: URLSearchParams,
  params: SearchParams,
  categoryLabel: (id: number) => string | undefined,
): ActiveFilter[] {
  const order = [...new Set([...search.keys()])];
  const keys = (Object.keys(URL_KEYS_OF) as FilterKey[]).filter((k) =>
    URL_KEYS_OF[k].some((u) => params[u] !== undefined),
  );
  const position = (k: FilterKey) =>
    Math.min(
      ...URL_KEYS_OF[k].map((u) => {
        const i = order.indexOf(u);
        return i < 0 ? Infinity : i;
      }),
    );
  const range = (min: number | undefined, max: number | undefined, unit: (n: number) => string) =>
    min !== undefined && max !== undefined
      ? `${unit(min)} – ${unit(max)}`
      : min !== undefined
        ? `${unit(min)}+`
        : `≤ ${unit(max ?? 0)}`;
  return keys
    .sort((a, b) => position(a) - position(b))
    .map((key) => {
      const remove = Object.fromEntries(URL_KEYS_OF[key].map((u) => [u, undefined])) as SearchPatch;
      const label =
        key === 'metal'
          ? METAL_LABELS[params.metal as keyof typeof METAL_LABELS]
          : key === 'purity'
            ? PURITY_LABELS[params.purity as keyof typeof PURITY_LABELS]
            : key === 'stone'
              ? STONE_KIND_LABELS[params.stone as keyof typeof STONE_KIND_LABELS]
              : key === 'collection'
                ? SELECTION_TYPE_LABELS[params.collection as keyof typeof SELECTION_TYPE_LABELS]
                : key === 'category'
                  ? (categoryLabel(params.category ?? 0) ?? TITLES.category)
                  : key === 'price'
                    ? range(params.minPrice, params.maxPrice, rupees)
                    : range(params.minWeight, params.maxWeight, (n) => `${n} g`);
      return { key, label, remove };
    });
}
