import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { SEARCH_MESSAGES } from '@shared/messages/search';
import { productPath } from '@shared/product-path';
import { formatPiecePrice } from '@client/lib/format';
import { useSuggestions } from './api';

// The header box's suggestions, after the WAI-ARIA combobox pattern (list autocomplete): the
// input keeps focus; arrow keys move the active option (aria-activedescendant), Enter opens it
// (or the search page when none is active), Escape closes the list (and clears the box when it
// is already closed); the number of suggestions is announced in a live region.

const DEBOUNCE_MS = 180;

export interface SuggestionsProps {
  q: string;
  /** Set to the key handler of the input: returns true when it used the key. */
  keysRef: RefObject<((e: KeyboardEvent<HTMLInputElement>) => boolean) | null>;
  onState: (state: { open: boolean; active?: string | undefined; listId?: string | undefined }) => void;
  onGo: (to: string) => void;
}

interface Option {
  id: string;
  to: string;
  kind: 'product' | 'collection' | 'all';
  label: string;
  photo?: string | null;
  price?: number | null;
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

export function Suggestions({ q, keysRef, onState, onGo }: SuggestionsProps) {
  const listId = useId();
  const term = useDebounced(q.trim(), DEBOUNCE_MS);
  const query = useSuggestions(term);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const data = term.length >= 2 ? query.data : undefined;

  const options: Option[] = data
    ? [
        ...data.products.map((p) => ({
          id: `${listId}-p${p.id}`,
          to: productPath(p),
          kind: 'product' as const,
          label: p.name,
          photo: p.photo,
          price: p.price,
        })),
        ...data.collections.map((c) => ({
          id: `${listId}-c${c.path}`,
          to: c.path,
          kind: 'collection' as const,
          label: c.title,
        })),
        {
          id: `${listId}-all`,
          to: `/search?q=${encodeURIComponent(term)}`,
          kind: 'all' as const,
          label: SEARCH_MESSAGES.seeAll(term),
        },
      ]
    : [];
  const open = options.length > 0 && dismissed !== q && q.trim().length >= 2;
  // An option is active only in a list made for what the box says now: Enter right after typing
  // (before the list has caught up) searches for the new words instead of opening an old option.
  const activeOption = open && term === q.trim() ? options[active] : undefined;

  // Every change of the words starts with nothing active.
  const [shownFor, setShownFor] = useState(q);
  if (shownFor !== q) {
    setShownFor(q);
    setActive(-1);
  }

  useEffect(() => {
    onState({ open, active: activeOption?.id, listId: open ? listId : undefined });
  }, [open, activeOption?.id, listId, onState]);

  useEffect(() => {
    keysRef.current = (e) => {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (!open) {
          setDismissed(null);
          return options.length > 0;
        }
        const n = options.length;
        setActive((i) => (e.key === 'ArrowDown' ? (i >= n - 1 ? 0 : i + 1) : i <= 0 ? n - 1 : i - 1));
        return true;
      }
      if (e.key === 'Enter' && activeOption) {
        onGo(activeOption.to);
        return true;
      }
      if (e.key === 'Escape') {
        if (open) {
          setDismissed(q);
          setActive(-1);
          return true;
        }
        return false;
      }
      return false;
    };
    return () => {
      keysRef.current = null;
    };
  });

  const products = options.filter((o) => o.kind === 'product');
  const collections = options.filter((o) => o.kind === 'collection');
  const all = options.find((o) => o.kind === 'all');
  const optionClass = (o: Option) =>
    `flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ` +
    `${o.id === activeOption?.id ? 'bg-cream text-gold-700' : 'text-ink'} hover:bg-cream`;
  const renderOption = (o: Option) => (
    <li
      key={o.id}
      id={o.id}
      role="option"
      aria-selected={o.id === activeOption?.id}
      className={optionClass(o)}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onGo(o.to)}
    >
      {o.kind === 'product' ? (
        <>
          {o.photo ? (
            <img
              src={o.photo}
              alt=""
              width={40}
              height={40}
              className="h-10 w-10 shrink-0 rounded-sm bg-cream object-cover"
            />
          ) : (
            <span className="h-10 w-10 shrink-0 rounded-sm bg-cream" />
          )}
          <span className="min-w-0 flex-1 truncate">{o.label}</span>
          <span className="shrink-0 text-xs tabular-nums text-stone">{formatPiecePrice(o.price)}</span>
        </>
      ) : (
        <span className={o.kind === 'all' ? 'font-medium uppercase tracking-[0.12em] text-[0.7rem]' : ''}>
          {o.label}
        </span>
      )}
    </li>
  );

  return (
    <>
      <p className="sr-only" role="status" aria-live="polite">
        {open ? SEARCH_MESSAGES.suggestionsCount(products.length + collections.length) : ''}
      </p>
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={SEARCH_MESSAGES.suggestionsLabel}
          className={
            'absolute left-0 right-0 top-full z-40 mt-1 max-h-[70vh] min-w-72 overflow-auto rounded-sm ' +
            'border border-sand bg-ivory py-1 shadow-lg'
          }
        >
          {products.length > 0 ? (
            <li
              role="presentation"
              className="px-3 pb-1 pt-2 text-[0.65rem] font-medium uppercase tracking-[0.18em] text-stone"
            >
              {SEARCH_MESSAGES.productsHeading}
            </li>
          ) : null}
          {products.map(renderOption)}
          {collections.length > 0 ? (
            <li
              role="presentation"
              className={
                'border-t border-sand px-3 pb-1 pt-2 text-[0.65rem] font-medium uppercase tracking-[0.18em] ' +
                'text-stone'
              }
            >
              {SEARCH_MESSAGES.collectionsHeading}
            </li>
          ) : null}
          {collections.map(renderOption)}
          {all ? <li role="presentation" className="border-t border-sand" /> : null}
          {all ? renderOption(all) : null}
        </ul>
      ) : null}
    </>
  );
}
