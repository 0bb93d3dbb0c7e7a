import { STOREFRONT_MESSAGES } from '@shared/messages';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const CONTROL =
  'block w-full rounded-sm border border-stone/40 bg-white px-3.5 py-2.5 text-[0.95rem] text-ink ' +
  'placeholder:text-stone/70 transition-colors hover:border-stone focus:border-gold-700 focus:outline-none ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 aria-[invalid=true]:border-danger';

interface FieldShellProps {
  label: ReactNode;
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string | undefined;
  /** Classes added to the label (`sr-only` where the control explains itself). */
  labelClassName?: string | undefined;
}

function FieldShell({ label, id, error, hint, children, className = '', labelClassName = '' }: FieldShellProps) {
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={`mb-1.5 block text-xs font-medium uppercase tracking-[0.14em] text-stone ${labelClassName}`}
      >
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

type Common = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  containerClassName?: string;
};

export function TextField({
  label,
  error,
  hint,
  containerClassName,
  id,
  className = '',
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell label={label} id={fieldId} error={error} hint={hint} className={containerClassName}>
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={`${CONTROL} ${className}`}
        {...rest}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  containerClassName,
  id,
  className = '',
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell label={label} id={fieldId} error={error} hint={hint} className={containerClassName}>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={`${CONTROL} min-h-24 ${className}`}
        {...rest}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  containerClassName,
  labelClassName,
  id,
  className = '',
  children,
  ...rest
}: Common & { labelClassName?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell
      label={label}
      id={fieldId}
      error={error}
      hint={hint}
      className={containerClassName}
      labelClassName={labelClassName}
    >
      {/* The arrow is drawn inline: as a CSS background, an SVG is a small document of its own that
          the browser builds while the page is parsed (tens of milliseconds on a phone). */}
      <div className="relative">
        <select
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error, hint)}
          className={`${CONTROL} appearance-none pr-9 ${className}`}
          {...rest}
        >
          {children}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 12 8"
          className="pointer-events-none absolute right-[0.9rem] top-1/2 h-2 w-3 -translate-y-1/2 text-stone"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M1 1l5 5 5-5" />
        </svg>
      </div>
    </FieldShell>
  );
}

/**
 * A message under a form. Always render it (with empty children when there is nothing to say) so the
 * live region exists before its text arrives and screen readers announce the change.
 */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children?: ReactNode }) {
  const colours =
    tone === 'error'
      ? 'border-danger/30 bg-[#fbeeee] text-danger'
      : tone === 'success'
        ? 'border-success/30 bg-[#eef5ef] text-success'
        : 'border-sand bg-cream text-ink';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'}>
      {children ? <p className={`rounded-sm border px-3.5 py-2.5 text-sm ${colours}`}>{children}</p> : null}
    </div>
  );
}

// Dense fields for the back office's many small forms: the label, control classes, hint and
// alert around an input the screen lays out itself.

export const DENSE_INPUT_CLASSES =
  'block w-full min-h-11 rounded-sm border border-sand bg-white px-3 py-2 text-[0.95rem] text-ink ' +
  'shadow-[inset_0_1px_2px_rgb(30_26_23/0.04)] placeholder:text-stone/60 hover:border-gold-400 ' +
  'focus:border-gold-700 disabled:cursor-not-allowed disabled:bg-cream/60 aria-[invalid=true]:border-danger';

export const DENSE_LABEL_CLASSES = 'mb-1.5 block text-[0.7rem] font-medium uppercase tracking-[0.16em] text-stone';

export function FieldLabel({
  htmlFor,
  children,
  optional,
}: {
  htmlFor: string;
  children: ReactNode;
  optional?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={DENSE_LABEL_CLASSES}>
      {children}
      {optional ? (
        <span className="ml-1 normal-case tracking-normal text-stone"> {STOREFRONT_MESSAGES.optional}</span>
      ) : null}
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
    <p
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-sm border border-danger/25 bg-[#fbefec] px-3 py-2.5 text-sm text-danger"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="currentColor">
        <path d="M10 2a8 8 0 100 16 8 8 0 000-16zm-.9 4h1.8v5.2H9.1V6zm0 6.6h1.8v1.8H9.1v-1.8z" />
      </svg>
      <span>{message}</span>
    </p>
  );
}
