import { useEffect, useState, type FormEvent } from 'react';
import { OTP } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { SIGNUP_MESSAGES } from '@shared/messages/signup';
import { verifyInput, type VerifyInput } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { fieldErrors } from '@client/lib/form-errors';
import { isUnauthorized, serverReason } from '@client/lib/api-errors';
import { useVerifyUser } from './api';
import { withReason } from './auth-errors';
import { AuthStatus, LINK_BUTTON } from './auth-ui';

type CodeField = 'emailOtp' | 'phoneOtp';
const REQUIRED: Record<CodeField, string> = {
  emailOtp: SIGNUP_MESSAGES.emailOtpRequired,
  phoneOtp: SIGNUP_MESSAGES.phoneOtpRequired,
};

/** Whole seconds left until `deadline` (epoch ms), counting down once a second to 0. */
function useSecondsUntil(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= deadline) return undefined;
    const left = (deadline - now) % 1000 || 1000;
    const timer = window.setTimeout(() => setNow(Date.now()), left);
    return () => window.clearTimeout(timer);
  }, [now, deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export interface SignupCodesProps {
  userId: string | null;
  sentTo: { email: string; phone: string } | null;
  /** Epoch ms from which new codes may be asked for (the server's answer said how long). */
  resendAt: number;
  /** Sends new codes for the same details; answers null, or the message saying why not. */
  onResend: () => Promise<string | null>;
  resending: boolean;
  initialStatus: string | null;
  onBack: () => void;
  onSuccess: (message: string) => void;
}

/**
 * Sign-up's second step: both codes, each field marked when empty, one answer when they do not
 * match (the server never says which code was wrong), and new codes once the minute is over.
 */
export function SignupCodes(props: SignupCodesProps) {
  const { userId, sentTo, resendAt, onResend, resending, initialStatus, onBack, onSuccess } = props;
  const [codes, setCodes] = useState<Record<CodeField, string>>({ emailOtp: '', phoneOtp: '' });
  const [errors, setErrors] = useState<Partial<Record<CodeField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(initialStatus);
  const verify = useVerifyUser();
  const wait = useSecondsUntil(resendAt);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const empty = (Object.keys(REQUIRED) as CodeField[]).filter((k) => !codes[k].trim());
    if (empty.length > 0) {
      setErrors(Object.fromEntries(empty.map((k) => [k, REQUIRED[k]])));
      setError(AUTH_MESSAGES.otpBothRequired);
      return;
    }
    const parsed = verifyInput.safeParse({ userId, ...codes });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setError(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.otpVerificationFailed);
      return;
    }
    setErrors({});
    setStatus(PAGE_MESSAGES.verifying);
    verify.mutate(parsed.data satisfies VerifyInput, {
      onSuccess: () => onSuccess(PAGE_MESSAGES.accountCreated),
      onError: (err) => {
        setStatus(null);
        // One answer for any failed verification: the server never says which code was wrong.
        setError(
          isUnauthorized(err)
            ? `${AUTH_MESSAGES.otpVerificationFailed} ${SIGNUP_MESSAGES.codesDidNotMatch}`
            : withReason(AUTH_MESSAGES.otpVerificationFailed, serverReason(err)),
        );
      },
    });
  };

  const resend = () => {
    setError(null);
    setErrors({});
    setStatus(SIGNUP_MESSAGES.resending);
    void onResend().then((failure) => {
      if (failure === null) {
        setCodes({ emailOtp: '', phoneOtp: '' });
        setStatus(SIGNUP_MESSAGES.resent);
      } else {
        setStatus(null);
        setError(failure);
      }
    });
  };

  const codeField = (name: CodeField, label: string) => (
    <TextField
      label={label}
      name={name}
      value={codes[name]}
      onChange={(e) => {
        const value = e.target.value;
        setCodes((c) => ({ ...c, [name]: value }));
      }}
      error={errors[name]}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP.length + 2}
      required
    />
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <p className="text-sm leading-relaxed text-stone">
        {PAGE_MESSAGES.signupStep2}
        {sentTo ? (
          <>
            {' '}
            {AUTH_MESSAGES.verifyOtpSent} <strong className="font-medium text-ink">{sentTo.email}</strong> and{' '}
            <strong className="font-medium text-ink">{sentTo.phone}</strong>.
          </>
        ) : null}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {codeField('emailOtp', PAGE_MESSAGES.emailOtp)}
        {codeField('phoneOtp', PAGE_MESSAGES.phoneOtp)}
      </div>
      <AuthStatus status={status} error={error} />
      <Button type="submit" size="lg" loading={verify.isPending}>
        {PAGE_MESSAGES.verifyButton}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <button type="button" className={LINK_BUTTON} onClick={onBack}>
          {PAGE_MESSAGES.backToSignUp}
        </button>
        <Button
          variant="outline"
          size="sm"
          onClick={resend}
          disabled={wait > 0}
          loading={resending}
          className="tabular-nums"
        >
          {wait > 0 ? SIGNUP_MESSAGES.resendIn(wait) : SIGNUP_MESSAGES.resend}
        </Button>
      </div>
    </form>
  );
}
