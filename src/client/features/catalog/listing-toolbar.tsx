import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SORT_LABELS, SORT_OPTIONS, TEXT_LIMITS, type SortOption } from '@shared/constants';
import { LOADING_MESSAGES } from '@shared/messages/back-office';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { SelectField } from '@client/components/ui/field';
import { useEarlyInput } from '@client/rendering/early-input';
import { useCategories } from './api';
import type { ListingParams } from './listing-params';
import { PriceRangeControl } from './price-range';

const SEARCH_DEBOUNCE_MS = 450;
const LABEL = 'mb-1.5 block text-xs font-medium uppercase tracking-[0.14em] text-stone';

export interface ListingToolbarProps {
  params: ListingParams;
  onChange: (patch: Partial<ListingParams>, options?: { replace?: boolean }) => void;
  /** The phone's Filters button, drawn between the search and the sort. */
  filtersButton?: ReactNode;
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string, replace: boolean) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // While one burst of typing goes on, its URL updates replace each other: Back skips the keystrokes.
  const typing = useRef(false);

  // The URL changed from outside (Back, a link): show its search.
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);
  // The search is sent when the typing stops, with the page's change of that moment: the one of
  // the keystroke would put back a sort or filter chosen in between.
  const latestSearch = useRef(onSearch);
  useEffect(() => {
    latestSearch.current = onSearch;
  });

  const schedule = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() === value.trim()) return;
      latestSearch.current(next, typing.current);
      typing.current = true;
    }, SEARCH_DEBOUNCE_MS);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    clearTimeout(timer.current);
    if (text.trim() !== value.trim()) onSearch(text, typing.current);
    typing.current = false;
  };

  return (
    <form role="search" onSubmit={submit} className="min-w-0 flex-1">
      <label htmlFor={id} className={`${LABEL} max-lg:sr-only`}>
        {PAGE_MESSAGES.searchLabel}
      </label>
      <div className="relative">
        <input
          id={id}
          name="q"
          type="search"
          value={text}
          maxLength={TEXT_LIMITS.search}
          onChange={(e) => schedule(e.target.value)}
          onBlur={() => {
            typing.current = false;
          }}
          placeholder={PAGE_MESSAGES.searchPlaceholder}
          className={
            'block h-11 w-full min-w-0 rounded-sm border border-stone/40 bg-white pl-3 pr-10 text-[0.95rem] ' +
            'sm:pl-3.5 placeholder:text-stone/70 hover:border-stone focus:border-gold-700 focus:outline-none ' +
            'focus-visible:outline-2 focus-visible:outline-offset-1'
          }
        />
        <button
          type="submit"
          className="absolute inset-y-0 right-0 grid w-10 place-items-center text-charcoal hover:text-gold-700"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-[1.1rem] w-[1.1rem]"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4.5 4.5" />
          </svg>
          <span className="sr-only">{PAGE_MESSAGES.searchSubmit}</span>
        </button>
      </div>
    </form>
  );
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
        <SearchBox value={params.q} onSearch={(q, replace) => onChange({ q }, { replace })} />
        {filtersButton}
        <SelectField
          label={PAGE_MESSAGES.sortLabel}
          labelClassName="max-lg:sr-only"
          name="sort"
          value={params.sort}
          onChange={(e) => onChange({ sort: e.target.value as SortOption })}
          containerClassName="w-[6.9rem] shrink-0 sm:w-48 lg:w-52"
          className="h-11 truncate py-0 pl-2.5 pr-7! text-sm sm:pl-3.5 sm:pr-9! sm:text-[0.95rem]"
        >
          {SORT_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </SelectField>
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
