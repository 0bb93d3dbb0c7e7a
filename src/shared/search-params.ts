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

/** The facets that take several values (OR within a facet): `stone=ruby,diamond`. */
export type ListKey = 'metal' | 'purity' | 'category' | 'collection' | 'stone';

export interface SearchParams {
  q: string;
  /** Chosen values in the order chosen; empty is no filter. */
  metal: string[];
  purity: string[];
  category: number[];
  collection: string[];
  stone: string[];
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
/** A comma-separated list, each value once, the unknown ones dropped. */
const listOf = <T>(raw: string | null, read: (part: string) => T | undefined): T[] => {
  const out: T[] = [];
  for (const part of (raw ?? '').split(',')) {
    const value = read(part.trim());
    if (value !== undefined && !out.includes(value)) out.push(value);
  }
  return out;
};
const positiveInt = (raw: string | null) =>
  raw && /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined;
const decimal = (raw: string | null, decimals: number) =>
  raw && new RegExp(`^\\d{1,11}(\\.\\d{1,${decimals}})?$`).test(raw) ? Number(raw) : undefined;

export function parseSearchParams(search: URLSearchParams): SearchParams {
  const sortRaw = oneOf(SEARCH_SORTS, search.get('sort'));
  return {
    q: (search.get('q') ?? '').trim().slice(0, TEXT_LIMITS.search),
    metal: listOf(search.get('metal'), (v) => oneOf(METALS, v)),
    purity: listOf(search.get('purity'), (v) => oneOf(ALL_PURITIES, v)),
    category: listOf(search.get('category'), positiveInt),
    collection: listOf(search.get('collection'), (v) => oneOf(SELECTION_TYPES, v)),
    stone: listOf(search.get('stone'), (v) => oneOf(STONE_KINDS, v)),
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
      (Array.isArray(value) && value.length === 0) ||
      (key === 'sort' && value === 'relevance') ||
      (key === 'page' && value === 1);
    if (isDefault) next.delete(key);
    else next.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}

/** The server's input for a state (the search procedure's fields). */
export function searchQueryInput(params: SearchParams, limit: number) {
  const { q, ...rest } = params;
  const defined = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  );
  return { ...defined, ...(q ? { q } : {}), limit } as Partial<Omit<SearchParams, 'q'>> & {
    q?: string;
    limit: number;
  };
}

/** The values of a list facet with one value added, or taken out when it is there. */
export function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
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
    options: values.map((v) => ({
      id: v.value,
      label: v.label ?? label(v.value),
      count: v.count,
      selected: params[key].includes(v.value),
      patch: { [key]: toggled(params[key], v.value) },
    })),
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
      options: facets.category.map((c) => ({
        id: String(c.value),
        label: c.label,
        count: c.count,
        selected: params.category.includes(c.value),
        patch: { category: toggled(params.category, c.value) },
      })),
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
  /** Unique among the filters in force (a facet with several values has a filter for each). */
  id: string;
  label: string;
  /** The change that removes it. */
  remove: SearchPatch;
}

const LIST_LABELS: Record<Exclude<ListKey, 'category'>, Record<string, string>> = {
  metal: METAL_LABELS,
  purity: PURITY_LABELS,
  stone: STONE_KIND_LABELS,
  collection: SELECTION_TYPE_LABELS,
};

const isListKey = (key: FilterKey): key is ListKey =>
  key === 'metal' || key === 'purity' || key === 'category' || key === 'collection' || key === 'stone';

/** The filters in force, in the order they were chosen (their order in the URL), each value of a facet apart. */
export function activeFilters(
  search: URLSearchParams,
  params: SearchParams,
  categoryLabel: (id: number) => string | undefined,
): ActiveFilter[] {
  const order = [...new Set([...search.keys()])];
  const keys = (Object.keys(URL_KEYS_OF) as FilterKey[]).filter((k) =>
    URL_KEYS_OF[k].some((u) => {
      const v = params[u];
      return Array.isArray(v) ? v.length > 0 : v !== undefined;
    }),
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
    .flatMap((key): ActiveFilter[] => {
      if (key === 'category')
        return params.category.map((id) => ({
          key,
          id: `${key}:${id}`,
          label: categoryLabel(id) ?? TITLES.category,
          remove: { category: params.category.filter((c) => c !== id) },
        }));
      if (isListKey(key)) {
        const values = params[key];
        return values.map((value) => ({
          key,
          id: `${key}:${value}`,
          label: LIST_LABELS[key][value] ?? value,
          remove: { [key]: values.filter((v) => v !== value) },
        }));
      }
      const remove = Object.fromEntries(URL_KEYS_OF[key].map((u) => [u, undefined])) as SearchPatch;
      const label =
        key === 'price'
          ? range(params.minPrice, params.maxPrice, rupees)
          : range(params.minWeight, params.maxWeight, (n) => `${n} g`);
      return [{ key, id: key, label, remove }];
    });
}
