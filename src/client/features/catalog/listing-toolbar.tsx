import { useRef, type ReactNode } from 'react';
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '@shared/constants';
import { LOADING_MESSAGES } from '@shared/messages/back-office';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { SelectField } from '@client/components/ui/field';
import { ListingSearchBox, SortSelect } from '@client/components/ui/listing-controls';
import { useEarlyInput } from '@client/rendering/early-input';
import { useCategories } from './api';
import type { ListingParams } from './listing-params';
import { PriceRangeControl } from './price-range';

export interface ListingToolbarProps {
  params: ListingParams;
  onChange: (patch: Partial<ListingParams>, options?: { replace?: boolean }) => void;
  /** The phone's Filters button, drawn between the search and the sort. */
  filtersButton?: ReactNode;
}

/** The category select: in the toolbar on wide screens, in the filter sheet on phones. */
export function CategorySelect({
  value,
  onChange,
  containerClassName,
}: {
  value: number | undefined;
  onChange: (categoryId: number | undefined) => void;
  containerClassName?: string;
}) {
  const categories = useCategories();
  return (
    <SelectField
      label={PAGE_MESSAGES.categoryLabel}
      name="category"
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      error={categories.isError ? LOADING_MESSAGES.categories : undefined}
      containerClassName={containerClassName}
      className="h-11 py-0"
    >
      <option value="">{PAGE_MESSAGES.allCategories}</option>
      {(categories.data ?? []).map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
      {/* A category in the URL that is not (yet) in the list still shows as chosen. */}
      {value !== undefined && categories.data && !categories.data.some((c) => c.id === value) ? (
        <option value={value}>#{value}</option>
      ) : null}
    </SelectField>
  );
}

/**
 * Search, sort, category filter and price range of a collection page. On phones one row: search,
 * the Filters button (`filtersButton`: the sheet holds the category, the price and the facets) and
 * sort, so the pieces start high on the screen.
 */
export function ListingToolbar({ params, onChange, filtersButton }: ListingToolbarProps) {
  // A prerendered page is drawn with the defaults, whatever its URL says. Once hydrated, what the
  // shopper typed or chose before the app took over is applied, in one step (two would each start
  // from the URL before the other); a select left alone shows the URL's value.
  const root = useRef<HTMLDivElement>(null);
  const category = params.categoryId === undefined ? '' : String(params.categoryId);
  useEarlyInput(
    root,
    (changed) => {
      const patch: Partial<ListingParams> = {};
      for (const { name, value } of changed) {
        if (name === 'q') patch.q = value;
        if (name === 'sort' && (SORT_OPTIONS as readonly string[]).includes(value)) patch.sort = value as SortOption;
        if (name === 'category') patch.categoryId = value ? Number(value) : undefined;
      }
      if (Object.keys(patch).length > 0) onChange(patch);
    },
    { sort: params.sort, category },
  );
  return (
    <div ref={root}>
      <div className="flex items-end gap-2 sm:gap-3 lg:gap-4">
        <ListingSearchBox
          label={PAGE_MESSAGES.searchLabel}
          value={params.q}
          onSearch={(q, replace) => onChange({ q }, { replace })}
        />
        {filtersButton}
        <SortSelect
          value={params.sort}
          options={SORT_OPTIONS}
          labels={SORT_LABELS}
          onChange={(sort) => onChange({ sort })}
        />
        <CategorySelect
          value={params.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
          containerClassName="hidden w-52 shrink-0 lg:block"
        />
      </div>
      <div className="mt-6 hidden lg:block">
        <PriceRangeControl
          value={{ minPrice: params.minPrice, maxPrice: params.maxPrice }}
          onApply={(range) => onChange(range)}
        />
      </div>
    </div>
  );
}
