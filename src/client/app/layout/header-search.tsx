import { useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { TEXT_LIMITS } from '@shared/constants';
import { SEARCH_BOX_MESSAGES } from '@shared/messages/search-box';
import type { SuggestionsProps } from '@client/features/search/suggestions';
import { useEarlyInput } from '@client/rendering/early-input';
import { SearchIcon } from '@client/components/ui/search-icon';

// The header's search box, kept tiny because the header is in every page's first load: a plain
// form (Enter opens /search?q=), and the suggestions (the combobox's list, its keys and its
// announcements) load the first time the box is focused.

/** `dark`: on the charcoal top bar. */
export function HeaderSearch({
  className = '',
  dark = false,
  onDone,
}: {
  className?: string;
  dark?: boolean;
  onDone?: () => void;
}) {
  const [q, setQ] = useState('');
  const [Popup, setPopup] = useState<ComponentType<SuggestionsProps> | null>(null);
  const [state, setState] = useState<{ open: boolean; active?: string | undefined; listId?: string | undefined }>({
    open: false,
  });
  const keys = useRef<((e: KeyboardEvent<HTMLInputElement>) => boolean) | null>(null);
  const navigate = useNavigate();
  const load = () => {
    if (!Popup) void import('@client/features/search/suggestions').then((m) => setPopup(() => m.Suggestions));
  };
  const change = (text: string) => {
    load();
    setQ(text);
  };
  // Typed before the app took over: taken up once hydrated, suggestions and all.
  const input = useRef<HTMLInputElement>(null);
  useEarlyInput(input, ([box]) => change(box?.value ?? ''));
  const go = (to: string) => {
    setState({ open: false });
    onDone?.();
    void navigate(to);
  };
  return (
    <form
      role="search"
      action="/search"
      className={`relative ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (q.trim()) go(`/search?q=${encodeURIComponent(q.trim())}`);
      }}
    >
      <input
        ref={input}
        type="text"
        name="q"
        value={q}
        maxLength={TEXT_LIMITS.search}
        autoComplete="off"
        aria-label={SEARCH_BOX_MESSAGES.label}
        placeholder={SEARCH_BOX_MESSAGES.placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={state.open}
        aria-controls={state.listId}
        aria-activedescendant={state.active}
        onFocus={load}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (keys.current?.(e)) e.preventDefault();
        }}
        className={
          `w-full rounded-sm border pl-3 pr-9 text-sm focus:outline-none ` +
          `${
            dark
              ? 'h-8 border-ivory/25 bg-ivory/10 text-ivory placeholder:text-ivory/60 focus:border-gold-300'
              : 'h-10 border-sand bg-white text-ink placeholder:text-stone focus:border-gold-700'
          }`
        }
      />
      <button
        type="submit"
        aria-label={SEARCH_BOX_MESSAGES.label}
        className={`absolute inset-y-0 right-0 grid w-9 place-items-center ${dark ? 'text-gold-300' : 'text-charcoal'}`}
      >
        <SearchIcon className="h-4 w-4" />
      </button>
      {Popup ? <Popup q={q} keysRef={keys} onState={setState} onGo={go} /> : null}
    </form>
  );
}
