import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const CONTROL =
  'block w-full rounded-sm border border-stone/40 bg-white px-3.5 py-2.5 text-[0.95rem] text-ink placeholder:text-stone/70 transition-colors hover:border-stone focus:border-gold-700 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 aria-[invalid=true]:border-danger';

interface FieldShellProps {
  label: ReactNode;
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

function FieldShell({ label, id, error, hint, children, className = '' }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-xs font-medium uppercase tracking-[0.14em] text-stone">
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

type Common = { label: ReactNode; error?: string | undefined; hint?: ReactNode; containerClassName?: string };

export function TextField({ label, error, hint, containerClassName, id, className = '', ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell label={label} id={fieldId} error={error} hint={hint} className={containerClassName}>
      <input id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, error, hint)} className={`${CONTROL} ${className}`} {...rest} />
    </FieldShell>
  );
}

export function TextAreaField({ label, error, hint, containerClassName, id, className = '', ...rest }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell label={label} id={fieldId} error={error} hint={hint} className={containerClassName}>
      <textarea id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, error, hint)} className={`${CONTROL} min-h-24 ${className}`} {...rest} />
    </FieldShell>
  );
}

export function SelectField({ label, error, hint, containerClassName, id, className = '', children, ...rest }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell label={label} id={fieldId} error={error} hint={hint} className={containerClassName}>
      <select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, error, hint)} className={`${CONTROL} select-arrow appearance-none bg-[length:12px] bg-[right_0.9rem_center] bg-no-repeat pr-9 ${className}`} {...rest}>
        {children}
      </select>
    </FieldShell>
  );
}

/**
 * A message under a form. Always render it (with empty children when there is nothing to say) so the
 * live region exists before its text arrives and screen readers announce the change.
 */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children?: ReactNode }) {
  const colours = tone === 'error' ? 'border-danger/30 bg-[#fbeeee] text-danger' : tone === 'success' ? 'border-success/30 bg-[#eef5ef] text-success' : 'border-sand bg-cream text-ink';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'}>
      {children ? <p className={`rounded-sm border px-3.5 py-2.5 text-sm ${colours}`}>{children}</p> : null}
    </div>
  );
}
