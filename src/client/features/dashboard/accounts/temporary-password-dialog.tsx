import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { DENSE_INPUT_CLASSES } from '@client/components/ui/field';
import { ADMIN_ACCOUNTS_COPY as COPY } from '@shared/messages/admin-accounts';

/** A temporary password as the server answered it, once: for whom, and the password itself. */
export interface ShownPassword {
  username: string;
  password: string;
}

/**
 * Shows a new account's (or a reset) temporary password the one time the server answers it, with
 * a copy button. Closing forgets it: the server keeps only its hash.
 */
export function TemporaryPasswordDialog({ shown, onClose }: { shown: ShownPassword | null; onClose: () => void }) {
  const inputId = useId();
  const noteId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  function close() {
    setCopy('idle');
    onClose();
  }

  async function copyPassword() {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.password);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Dialog open={shown !== null} onClose={close} title={COPY.temporaryTitle} className="sm:w-[32rem]">
      {shown ? (
        <>
          <label htmlFor={inputId} className="block text-[0.95rem] text-ink">
            {COPY.temporaryFor(shown.username)}
          </label>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <input
              id={inputId}
              readOnly
              value={shown.password}
              aria-describedby={noteId}
              onFocus={(e) => e.currentTarget.select()}
              className={`${DENSE_INPUT_CLASSES} font-mono tracking-[0.08em]`}
              spellCheck={false}
              autoComplete="off"
            />
            <Button variant="gold" onClick={() => void copyPassword()} className="sm:min-h-11">
              {copy === 'copied' ? COPY.copied : COPY.copy}
            </Button>
          </div>
          <p role="status" className="text-sm text-danger [&:not(:empty)]:mt-2">
            {copy === 'failed' ? COPY.copyFailed : ''}
          </p>
          <p id={noteId} className="mt-4 border-l-2 border-gold-400 bg-cream/70 px-3 py-2.5 text-sm text-ink">
            {COPY.temporaryOnce}
          </p>
          <div className="mt-7 flex justify-end">
            <Button variant="primary" onClick={close}>
              {COPY.done}
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
