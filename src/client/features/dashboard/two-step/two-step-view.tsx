import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { FieldLabel, FormAlert, DENSE_INPUT_CLASSES } from '@client/components/ui/field';
import { Spinner } from '@client/components/ui/spinner';
import { errorMessage } from '@client/lib/api-errors';
import { ADMIN_MFA_COPY, ADMIN_MFA_MESSAGES } from '@shared/messages/admin-mfa';
import { confirmMfaInput, type MfaSetupDto } from '@shared/schemas/admin-mfa';
import { useAdminMe, useMfaConfirm, useMfaSetup } from '../api';
import { PageHeader, Panel } from '../components/page-header';
import { RecoveryCodes } from './recovery-codes';

const COPY = ADMIN_MFA_COPY;

/** The QR code as an image: the server's SVG is never put into the page as markup. */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The secret in groups of four, as authenticator apps show keys. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Turning on two-step sign-in: a new secret as a QR code and as text, a code from the app to
 * confirm it, then the recovery codes, shown once. An account that must have it is sent here.
 */
export function TwoStepView() {
  const me = useAdminMe();
  const setup = useMfaSetup();
  const started = useRef(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enrolled = me.data?.mfa === true;

  // One secret per visit: a second setup would replace the one on screen.
  const { mutate: startSetup } = setup;
  useEffect(() => {
    if (started.current || !me.data || me.data.mfa) return;
    started.current = true;
    startSetup();
  }, [me.data, startSetup]);

  return (
    <>
      <PageHeader title={COPY.setupTitle}>{recoveryCodes ? null : COPY.setupIntro}</PageHeader>
      {me.data?.mfaSetupRequired ? (
        <p role="status" className="mb-6 rounded-sm border border-gold-400/50 bg-cream px-3 py-2.5 text-sm text-ink">
          {COPY.requiredNotice}
        </p>
      ) : null}
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} />
      ) : enrolled ? (
        <p role="status">{COPY.alreadyOn}</p>
      ) : setup.data ? (
        <Enrol setup={setup.data} onEnabled={setRecoveryCodes} />
      ) : setup.isError ? (
        <FormAlert message={errorMessage(setup.error, ADMIN_MFA_MESSAGES.setupFirst)} />
      ) : (
        <div className="flex items-center gap-3 text-stone">
          <Spinner label={COPY.loading} />
          <span aria-hidden="true">{COPY.loading}</span>
        </div>
      )}
    </>
  );
}

function Enrol({ setup, onEnabled }: { setup: MfaSetupDto; onEnabled: (codes: string[]) => void }) {
  const codeId = useId();
  const errorId = useId();
  const secretId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = useMfaConfirm();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const parsed = confirmMfaInput.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ADMIN_MFA_MESSAGES.codeFormat);
      return;
    }
    try {
      const { recoveryCodes } = await confirm.mutateAsync(parsed.data);
      onEnabled(recoveryCodes);
    } catch (err) {
      setError(errorMessage(err, ADMIN_MFA_MESSAGES.codeWrong));
    }
  }

  return (
    <Panel className="grid gap-8 md:grid-cols-[auto_1fr] md:items-start">
      <img
        src={svgDataUrl(setup.qrSvg)}
        alt={COPY.qrAlt}
        width={220}
        height={220}
        className="mx-auto h-[220px] w-[220px] rounded-sm border border-sand bg-white p-2"
      />
      <div className="min-w-0 space-y-6">
        <div>
          <p id={secretId} className="text-sm text-stone">
            {COPY.manualEntry}
          </p>
          <code
            aria-describedby={secretId}
            data-testid="mfa-secret"
            className={
              'mt-2 block select-all break-words rounded-sm bg-cream px-3 py-2 font-mono ' + 'text-[0.95rem] text-ink'
            }
          >
            {grouped(setup.secret)}
          </code>
        </div>
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className="space-y-4"
          aria-describedby={error ? errorId : undefined}
        >
          <div className="max-w-xs">
            <FieldLabel htmlFor={codeId}>{COPY.confirmLabel}</FieldLabel>
            <input
              id={codeId}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={8}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              className={`${DENSE_INPUT_CLASSES} font-mono tracking-[0.3em]`}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <FormAlert id={errorId} message={error} />
          <Button type="submit" variant="primary" loading={confirm.isPending}>
            {confirm.isPending ? COPY.confirming : COPY.confirm}
          </Button>
        </form>
      </div>
    </Panel>
  );
}
