import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { FieldLabel, FormAlert, DENSE_INPUT_CLASSES } from '@client/components/ui/field';
import { errorMessage } from '@client/lib/api-errors';
import { ADMIN_MFA_COPY, ADMIN_MFA_MESSAGES } from '@shared/messages/admin-mfa';
import { adminLoginMfaInput } from '@shared/schemas/admin-mfa';
import { useAdminLoginMfa } from '../api';

/**
 * The sign-in's second step, after a right password: a code from the authenticator app, or a
 * recovery code (the keyboard switches from digits to letters for it).
 */
export function MfaCodeStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const codeId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loginMfa = useAdminLoginMfa();
  const input = useRef<HTMLInputElement>(null);
  // The field is the only thing on this step: focus goes where the code is typed.
  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const parsed = adminLoginMfaInput.safeParse({ challenge, code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ADMIN_MFA_MESSAGES.codeFormat);
      return;
    }
    try {
      await loginMfa.mutateAsync({ challenge, code });
    } catch (err) {
      setError(errorMessage(err, ADMIN_MFA_MESSAGES.codeWrong));
      setCode('');
      return;
    }
    onSignedIn();
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="mt-6 space-y-5"
      aria-describedby={error ? errorId : undefined}
    >
      <p className="text-center text-sm text-stone">{ADMIN_MFA_COPY.codeIntro}</p>
      <div>
        <FieldLabel htmlFor={codeId}>{ADMIN_MFA_COPY.codeLabel}</FieldLabel>
        <input
          id={codeId}
          name="code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          ref={input}
          required
          maxLength={24}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className={`${DENSE_INPUT_CLASSES} text-center font-mono text-lg tracking-[0.3em]`}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <FormAlert id={errorId} message={error} />
      <Button type="submit" variant="primary" size="lg" className="w-full" loading={loginMfa.isPending}>
        {loginMfa.isPending ? ADMIN_MFA_COPY.verifying : ADMIN_MFA_COPY.verify}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          className="min-h-11 text-stone underline decoration-gold-400 underline-offset-4 hover:text-charcoal"
          onClick={() => setRecovery((r) => !r)}
        >
          {recovery ? ADMIN_MFA_COPY.useApp : ADMIN_MFA_COPY.useRecovery}
        </button>
        <button
          type="button"
          className="min-h-11 text-stone underline decoration-gold-400 underline-offset-4 hover:text-charcoal"
          onClick={onRestart}
        >
          {ADMIN_MFA_COPY.startOver}
        </button>
      </div>
    </form>
  );
}
