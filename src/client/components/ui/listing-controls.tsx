import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TEXT_LIMITS } from '@shared/constants';
import { LISTING_MESSAGES } from '@shared/messages/listing';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { SEARCH_MESSAGES } from '@shared/messages/search';
import { Button } from './button';
import { SelectField } from './field';
import { SearchIcon } from './search-icon';

// The row of controls above a listing (a collection, the search page): on a phone one row of a
// search box, the Filters button with the number in force, and sort, so the pieces start high on
// the screen; wider screens have room for labels and more.

const SEARCH_DEBOUNCE_MS = 450;
const LABEL = 'mb-1.5 block text-xs font-medium uppercase tracking-[0.14em] text-stone';

export interface ListingSearchBoxProps {
  /** What the box searches ('Search this collection'); shown as a label on wide screens. */
  label: string;
  value: string;
  /** A search to show: `replace` while one burst of typing goes on (Back skips the keystrokes). */
  onSearch: (q: string, replace: boolean) => void;
}

/** The listing's search box: sent when the typing stops, or at once on Enter. */
export function ListingSearchBox({ label, value, onSearch }: ListingSearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
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
        {label}
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
          <SearchIcon className="h-[1.1rem] w-[1.1rem]" />
          <span className="sr-only">{PAGE_MESSAGES.searchSubmit}</span>
        </button>
      </div>
    </form>
  );
}

/**
 * The Filters button of phones and tablets (wide screens show the filters beside the pieces): its
 * name says how many are in force, a badge shows it. On a phone it is an icon, so that the sort
 * beside it has room for its longest choice.
 */
export function FiltersButton({ count, expanded, onOpen }: { count: number; expanded: boolean; onOpen: () => void }) {
  return (
    <Button
      variant="outline"
      className="relative h-11 w-11 shrink-0 gap-1.5 px-0! tracking-[0.08em] sm:w-auto sm:px-2.5! lg:hidden"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-label={LISTING_MESSAGES.filtersButton(count)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="h-5 w-5 shrink-0 sm:hidden"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      >
        <path d="M3 5.5h14M3 10h14M3 14.5h14" />
        <circle cx="7" cy="5.5" r="1.8" fill="currentColor" stroke="none" />
        <circle cx="13" cy="10" r="1.8" fill="currentColor" stroke="none" />
        <circle cx="8.5" cy="14.5" r="1.8" fill="currentColor" stroke="none" />
      </svg>
      <span className="max-sm:sr-only">{SEARCH_MESSAGES.filters}</span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className={
            'grid h-5 min-w-5 place-items-center rounded-full bg-gold-700 px-1 text-[0.65rem] tracking-normal ' +
            'text-ivory max-sm:absolute max-sm:-right-2 max-sm:-top-2'
          }
        >
          {count}
        </span>
      ) : null}
    </Button>
  );
}

export interface SortSelectProps<T extends string> {
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (sort: T) => void;
}

/**
 * The sort order. On a phone its label is for screen readers only and it is as wide as its longest
 * choice ('Price: low to high') needs, no wider.
 */
export function SortSelect<T extends string>({ value, options, labels, onChange }: SortSelectProps<T>) {
  return (
    <SelectField
      label={PAGE_MESSAGES.sortLabel}
      labelClassName="max-lg:sr-only"
      name="sort"
      value={value}
      onChange={(e) => {
        const chosen = options.find((o) => o === e.target.value);
        if (chosen !== undefined) onChange(chosen);
      }}
      containerClassName="w-[10.5rem] shrink-0 sm:w-48 lg:w-52"
      className="h-11 py-0 pl-2.5 pr-7! text-sm sm:pl-3.5 sm:pr-9! sm:text-[0.95rem]"
    >
      {options.map((s) => (
        <option key={s} value={s}>
          {labels[s]}
        </option>
      ))}
    </SelectField>
  );
}
