import { useEffect, useId, useRef, useState } from 'react';
import { TEXT_LIMITS } from '@shared/constants';
import { DENSE_INPUT_CLASSES, DENSE_LABEL_CLASSES } from '@client/components/ui/field';

const DEBOUNCE_MS = 300;

/** A search box that tells its owner what to search for once typing pauses (the search runs on the server). */
export function SearchField({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const onSearchRef = useRef(onSearch);
  const lastSent = useRef('');
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  const send = (value: string) => {
    if (value === lastSent.current) return;
    lastSent.current = value;
    onSearchRef.current(value);
  };

  useEffect(() => {
    const timer = setTimeout(() => send(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <form
      role="search"
      className="w-full sm:max-w-sm"
      onSubmit={(e) => {
        e.preventDefault();
        send(text.trim());
      }}
    >
      <label htmlFor={id} className={DENSE_LABEL_CLASSES}>
        {label}
      </label>
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <circle cx="9" cy="9" r="5.5" />
          <path d="M13.2 13.2L17 17" />
        </svg>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={TEXT_LIMITS.search}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          className={`${DENSE_INPUT_CLASSES} pl-9`}
        />
      </div>
    </form>
  );
}
