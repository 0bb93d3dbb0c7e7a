import { useEffect, useId, useRef, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name, shown as the dialog's heading. */
  title: ReactNode;
  /** Hide the visible heading while keeping it as the accessible name. */
  hideTitle?: boolean;
  children: ReactNode;
  /** Tailwind classes for width; defaults to a comfortable reading width. */
  className?: string;
  /** 'center' for a modal, 'left' for a slide-in drawer. */
  placement?: 'center' | 'left';
  closeLabel?: string;
}

/**
 * An accessible modal built on the native <dialog> element: showModal() makes the rest of the page
 * inert (focus stays inside), Escape closes it, and focus returns to whatever opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  className,
  placement = 'center',
  closeLabel = 'Close',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      document.documentElement.style.overflow = 'hidden';
      return () => {
        document.documentElement.style.overflow = '';
        if (dialog.open) dialog.close();
        opener?.focus({ preventScroll: true });
      };
    }
    return undefined;
  }, [open]);

  const shell =
    placement === 'left'
      ? 'm-0 h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none animate-slide-in-left overflow-y-auto ' +
        'overscroll-contain bg-ivory p-0 text-ink shadow-2xl'
      : 'm-auto max-h-[92dvh] w-[min(calc(100%-2rem),48rem)] max-w-none animate-fade-in overflow-y-auto rounded-sm ' +
        'bg-ivory p-0 text-ink shadow-2xl';

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`${shell} ${className ?? ''}`}
      onCancel={(e) => {
        // Escape: let React state drive the close so the parent stays in charge.
        e.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={(e) => {
        // Keep Tab inside: from the last control back to the first, and the other way round.
        if (e.key !== 'Tab') return;
        const controls = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
          (el) => !el.hasAttribute('disabled') && el.getClientRects().length > 0,
        );
        const first = controls[0];
        const last = controls.at(-1);
        if (!first || !last) return;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (e.target === e.currentTarget) onCloseRef.current();
      }}
    >
      {open ? (
        <div className="relative flex h-full flex-col">
          <div
            className={
              `flex items-start justify-between gap-4 px-5 pt-5 sm:px-7 ` +
              `${hideTitle ? 'absolute right-0 top-0 z-10' : ''}`
            }
          >
            <h2 id={titleId} className={hideTitle ? 'sr-only' : 'font-display text-2xl leading-tight sm:text-3xl'}>
              {title}
            </h2>
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              className={
                '-mr-2 -mt-1 grid h-10 w-10 shrink-0 place-items-center rounded-full bg-ivory/80 ' +
                'text-charcoal hover:bg-cream'
              }
              aria-label={closeLabel}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <div className="flex-1 px-5 pb-6 pt-3 sm:px-7 sm:pb-7">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
