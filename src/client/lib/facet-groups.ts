import type { FacetGroup } from '@client/components/ui/facet-panel';
import type { SearchFacets } from '@shared/schemas/search';
import { facetGroups, type FilterKey, type SearchParams, type SearchPatch } from '@shared/search-params';

/**
 * The facet groups of an answer as the facet panel draws them, each option choosing or clearing
 * its value through `change`. Shared by the collection pages and /search.
 */
export function facetGroupsFor(
  facets: SearchFacets | undefined,
  params: SearchParams,
  omit: readonly FilterKey[],
  change: (patch: SearchPatch) => void,
): FacetGroup[] {
  if (!facets) return [];
  return facetGroups(facets, params, omit).map((g) => ({
    id: g.key,
    title: g.title,
    options: g.options.map((o) => ({
      id: o.id,
      label: o.label,
      count: o.count,
      selected: o.selected,
      onToggle: () => change(o.patch),
    })),
  }));
}
