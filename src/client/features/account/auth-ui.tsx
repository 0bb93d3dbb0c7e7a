import { useId, useState, type InputHTMLAttributes } from 'react';
import { TextField } from '@client/components/ui/field';

/** A password input with a Show/Hide toggle. */
export function PasswordField({
  label,
  error,
  ...rest
}: { label: string; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className="relative">
      <TextField id={id} label={label} error={error} type={shown ? 'text' : 'password'} className="pr-16" {...rest} />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        aria-controls={id}
        aria-pressed={shown}
        className={
          'absolute right-1.5 top-[1.85rem] rounded-sm px-2.5 py-1.5 text-[0.68rem] uppercase ' +
          'tracking-[0.14em] text-stone hover:text-charcoal'
        }
      >
        {shown ? 'Hide' : 'Show'}
        <span className="sr-only"> {label}</span>
      </button>
    </div>
  );
}

/** Status and error lines under an auth form (live regions that are always present). */
export function AuthStatus({ status, error }: { status?: string | null; error?: string | null }) {
  return (
    <div className="grid gap-2">
      <div role="status" aria-live="polite">
        {status ? (
          <p className="rounded-sm border border-sand bg-cream px-3.5 py-2.5 text-sm text-ink">{status}</p>
        ) : null}
      </div>
      <div role="alert">
        {error ? (
          <p className="rounded-sm border border-danger/30 bg-[#fbeeee] px-3.5 py-2.5 text-sm text-danger">{error}</p>
        ) : null}
      </div>
    </div>
  );
}

export const LINK_BUTTON = 'text-sm text-gold-700 underline decoration-gold-400 underline-offset-4 hover:text-charcoal';
