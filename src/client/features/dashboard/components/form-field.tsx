import type { ReactNode } from 'react';

// The look of every dashboard input, and the pieces around it (label, hint, error).

export const INPUT_CLASSES =
  'block w-full min-h-11 rounded-sm border border-sand bg-white px-3 py-2 text-[0.95rem] text-ink shadow-[inset_0_1px_2px_rgb(30_26_23/0.04)] placeholder:text-stone/60 hover:border-gold-400 focus:border-gold-700 disabled:cursor-not-allowed disabled:bg-cream/60 aria-[invalid=true]:border-danger';

export const LABEL_CLASSES = 'mb-1.5 block text-[0.7rem] font-medium uppercase tracking-[0.16em] text-stone';

export function FieldLabel({ htmlFor, children, optional }: { htmlFor: string; children: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={LABEL_CLASSES}>
      {children}
      {optional ? <span className="ml-1 normal-case tracking-normal text-stone/80"> (optional)</span> : null}
    </label>
  );
}

export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-xs text-stone">
      {children}
    </p>
  );
}

/** A message about the form as a whole, read out as soon as it appears. */
export function FormAlert({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="flex items-start gap-2 rounded-sm border border-danger/25 bg-[#fbefec] px-3 py-2.5 text-sm text-danger">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="currentColor">
        <path d="M10 2a8 8 0 100 16 8 8 0 000-16zm-.9 4h1.8v5.2H9.1V6zm0 6.6h1.8v1.8H9.1v-1.8z" />
      </svg>
      <span>{message}</span>
    </p>
  );
}
