import { useState, type FormEvent } from 'react';
import { OTP } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { resetInput, sendOtpInput } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { firstError } from '@client/lib/form-errors';
import { serverReason } from '@client/lib/api-errors';
import { useResetPassword, useSendOtp } from './api';
import { withReason } from './auth-errors';
import { AuthStatus, LINK_BUTTON, PasswordField } from './auth-ui';

/** Forgot password: step 1 sends a code to the phone or email; step 2 sets a new password with it. */
export function ForgotPasswordForm({
  onSuccess,
  onBack,
}: {
  onSuccess: (message: string) => void;
  onBack: () => void;
}) {
  const [step, setStep] = useState<1 | 2>(1);
  const [phoneEmail, setPhoneEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const send = useSendOtp();
  const reset = useResetPassword();

  const submitContact = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setStatus(null);
    if (!phoneEmail.trim()) {
      setError(AUTH_MESSAGES.forgotContactRequired);
      return;
    }
    const parsed = sendOtpInput.safeParse({ phoneEmail });
    if (!parsed.success) {
      setError(firstError(parsed.error) ?? AUTH_MESSAGES.forgotContactRequired);
      return;
    }
    send.mutate(
      { phoneEmail },
      {
        onSuccess: () => {
          setStatus(AUTH_MESSAGES.otpSent);
          setStep(2);
        },
        onError: (err) => setError(withReason(AUTH_MESSAGES.sendOtpFailed, serverReason(err))),
      },
    );
  };

  const submitReset = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!otp.trim() || !password) {
      setError(AUTH_MESSAGES.resetFieldsRequired);
      return;
    }
    const parsed = resetInput.safeParse({ phoneEmail, otp, password });
    if (!parsed.success) {
      setError(firstError(parsed.error) ?? AUTH_MESSAGES.resetFieldsRequired);
      return;
    }
    setStatus(PAGE_MESSAGES.resetting);
    reset.mutate(
      { phoneEmail, otp, password },
      {
        onSuccess: () => onSuccess(PAGE_MESSAGES.passwordReset),
        onError: (err) => {
          setStatus(null);
          setError(withReason(AUTH_MESSAGES.resetFailed, serverReason(err)));
        },
      },
    );
  };

  return (
    <div className="grid gap-5">
      {step === 1 ? (
        <form onSubmit={submitContact} noValidate className="grid gap-5">
          <p className="text-sm leading-relaxed text-stone">{PAGE_MESSAGES.forgotIntro}</p>
          <TextField
            label={PAGE_MESSAGES.phoneOrEmail}
            name="phoneEmail"
            value={phoneEmail}
            onChange={(e) => setPhoneEmail(e.target.value)}
            autoComplete="username"
            required
          />
          <AuthStatus status={status} error={error} />
          <Button type="submit" size="lg" loading={send.isPending}>
            {PAGE_MESSAGES.sendOtpButton}
          </Button>
        </form>
      ) : (
        <form onSubmit={submitReset} noValidate className="grid gap-5">
          <p className="text-sm leading-relaxed text-stone">{PAGE_MESSAGES.resetIntro}</p>
          <TextField
            label={PAGE_MESSAGES.otp}
            name="otp"
            value={otp}
            onChange={(e) => setOtp(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP.length + 2}
            required
          />
          <PasswordField
            label={PAGE_MESSAGES.newPassword}
            name="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            required
          />
          <AuthStatus status={status} error={error} />
          <Button type="submit" size="lg" loading={reset.isPending}>
            {PAGE_MESSAGES.resetButton}
          </Button>
        </form>
      )}
      <button type="button" className={`${LINK_BUTTON} justify-self-start`} onClick={onBack}>
        {PAGE_MESSAGES.backToLogin}
      </button>
    </div>
  );
}
