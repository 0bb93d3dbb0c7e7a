import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { DENSE_INPUT_CLASSES } from '@client/components/ui/field';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';

const WORDS = DASHBOARD_COPY.shownOnce;

/** A secret as the server answered it, once: what it is (the field's label) and the secret itself. */
export interface ShownSecret {
  label: string;
  value: string;
}

interface Props {
  shown: ShownSecret | null;
  title: string;
  /** Why it is shown once and what to do with it. */
  note: string;
  /** What to do when the clipboard refuses. */
  copyFailed: string;
  onClose: () => void;
}

/**
 * Shows a secret the one time the server answers it (a temporary password, an API token), with a
 * copy button. Closing forgets it: the server keeps only its hash.
 */
export function ShownOnceDialog({ shown, title, note, copyFailed, onClose }: Props) {
  const inputId = useId();
  const noteId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  function close() {
    setCopy('idle');
    onClose();
  }

  async function copySecret() {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Dialog open={shown !== null} onClose={close} title={title} className="sm:w-[32rem]">
      {shown ? (
        <>
          <label htmlFor={inputId} className="block text-[0.95rem] text-ink">
            {shown.label}
          </label>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <input
              id={inputId}
              readOnly
              value={shown.value}
              aria-describedby={noteId}
              onFocus={(e) => e.currentTarget.select()}
              className={`${DENSE_INPUT_CLASSES} font-mono tracking-[0.08em]`}
              spellCheck={false}
              autoComplete="off"
            />
            <Button variant="gold" onClick={() => void copySecret()} className="sm:min-h-11">
              {copy === 'copied' ? WORDS.copied : WORDS.copy}
            </Button>
          </div>
          <p role="status" className="text-sm text-danger [&:not(:empty)]:mt-2">
            {copy === 'failed' ? copyFailed : ''}
          </p>
          <p id={noteId} className="mt-4 border-l-2 border-gold-400 bg-cream/70 px-3 py-2.5 text-sm text-ink">
            {note}
          </p>
          <div className="mt-7 flex justify-end">
            <Button variant="primary" onClick={close}>
              {WORDS.done}
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
