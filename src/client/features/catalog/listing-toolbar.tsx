import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SORT_LABELS, SORT_OPTIONS, TEXT_LIMITS, type SortOption } from '@shared/constants';
import { LOADING_MESSAGES } from '@shared/messages/back-office';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { SelectField } from '@client/components/ui/field';
import { useEarlyInput } from '@client/rendering/early-input';
import { useCategories } from './api';
import type { ListingParams } from './listing-params';
import { PriceRangeControl } from './price-range';

const SEARCH_DEBOUNCE_MS = 450;

export interface ListingToolbarProps {
  params: ListingParams;
  onChange: (patch: Partial<ListingParams>, options?: { replace?: boolean }) => void;
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
    <form role="search" onSubmit={submit} className="flex-1">
      <label htmlFor={id} className="mb-1.5 block text-xs font-medium uppercase tracking-[0.14em] text-stone">
        {PAGE_MESSAGES.searchLabel}
      </label>
      <div className="flex">
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
            'block w-full min-w-0 rounded-l-sm border border-r-0 border-stone/40 bg-white px-3.5 py-2.5 ' +
            'text-[0.95rem] placeholder:text-stone/70 hover:border-stone focus:border-gold-700 focus:outline-none ' +
            'focus-visible:outline-2 focus-visible:outline-offset-1'
          }
        />
        <button
          type="submit"
          className={
            'rounded-r-sm bg-charcoal px-4 text-xs font-medium uppercase tracking-[0.14em] text-ivory ' + 'hover:bg-ink'
          }
        >
          {PAGE_MESSAGES.searchSubmit}
        </button>
      </div>
    </form>
  );
}

/** Search, sort, category filter and price range of a collection page. */
export function ListingToolbar({ params, onChange }: ListingToolbarProps) {
  const categories = useCategories();
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
    <div ref={root} className="space-y-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <SearchBox value={params.q} onSearch={(q, replace) => onChange({ q }, { replace })} />
        <div className="grid grid-cols-2 gap-4 md:w-[26rem]">
          <SelectField
            label={PAGE_MESSAGES.sortLabel}
            name="sort"
            value={params.sort}
            onChange={(e) => onChange({ sort: e.target.value as SortOption })}
          >
            {SORT_OPTIONS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={PAGE_MESSAGES.categoryLabel}
            name="category"
            value={category}
            onChange={(e) => onChange({ categoryId: e.target.value ? Number(e.target.value) : undefined })}
            error={categories.isError ? LOADING_MESSAGES.categories : undefined}
          >
            <option value="">{PAGE_MESSAGES.allCategories}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
            {/* A category in the URL that is not (yet) in the list still shows as chosen. */}
            {params.categoryId !== undefined &&
            categories.data &&
            !categories.data.some((c) => c.id === params.categoryId) ? (
              <option value={params.categoryId}>#{params.categoryId}</option>
            ) : null}
          </SelectField>
        </div>
      </div>
      <PriceRangeControl
        value={{ minPrice: params.minPrice, maxPrice: params.maxPrice }}
        onApply={(range) => onChange(range)}
      />
    </div>
  );
}
