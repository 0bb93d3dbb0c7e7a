import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface HoverMenuProps {
  /** The button's content; its text is the accessible name. */
  label: ReactNode;
  /** Links or buttons shown in the panel. */
  children: ReactNode;
  align?: 'left' | 'right';
  buttonClassName?: string;
  panelClassName?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * A disclosure menu for site navigation: opens on hover, click or ArrowDown; arrows move between its
 * entries; Escape closes it and returns focus to its button; leaving it with Tab closes it.
 */
export function HoverMenu({
  label,
  children,
  align = 'left',
  buttonClassName = '',
  panelClassName = '',
}: HoverMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A mouse that hovers opens the menu; its click a moment later should not close it again.
  const openedByHover = useRef(false);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const entries = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
  const focusEntry = (index: number) => {
    const list = entries();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    setOpen(true);
    // The panel is rendered hidden, so its entries exist; focus after it becomes visible.
    requestAnimationFrame(() => focusEntry(index));
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openAndFocus(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAndFocus(-1);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };

  const onPanelKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = entries();
    const current = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusEntry(current + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusEntry(current - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusEntry(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusEntry(-1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        clearTimeout(closeTimer.current);
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        closeTimer.current = setTimeout(() => {
          openedByHover.current = false;
          setOpen(false);
        }, 140);
      }}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
            return;
          }
          setOpen((o) => !o);
        }}
        onKeyDown={onButtonKeyDown}
        className={`inline-flex items-center gap-1.5 ${buttonClassName}`}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 12 8"
          className={`h-2 w-2.5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M1 1.5l5 5 5-5" />
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) setOpen(false);
        }}
        className={`absolute top-full z-40 pt-2 ${align === 'right' ? 'right-0' : 'left-1/2 -translate-x-1/2'}`}
      >
        <div
          className={
            `min-w-48 animate-fade-in rounded-sm border border-sand bg-ivory py-2 text-ink ` +
            `shadow-[0_18px_40px_-12px_rgb(30_26_23/0.35)] ${panelClassName}`
          }
        >
          {children}
        </div>
      </div>
    </div>
  );
}

/** The classes of an entry inside a HoverMenu panel. */
export const MENU_ENTRY =
  'block w-full px-5 py-2.5 text-left text-[0.8rem] uppercase tracking-[0.14em] text-ink transition-colors ' +
  'hover:bg-cream hover:text-gold-700 focus-visible:bg-cream';
