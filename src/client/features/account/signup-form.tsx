import { useState, type FormEvent } from 'react';
import { OTP } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { signupFormSchema, verifyInput, type SignupFormFields } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { firstError } from '@client/lib/form-errors';
import { errorMessage, serverReason } from '@client/lib/api-errors';
import { useSignup, useVerifyUser } from './api';
import { withReason } from './auth-errors';
import { AuthStatus, LINK_BUTTON, PasswordField } from './auth-ui';

const EMPTY: SignupFormFields = { fullname: '', phone: '', email: '', password: '', confirmPassword: '' };

/** Sign-up in two steps: details (codes go to email and phone), then both codes. */
export function SignupForm({ onSuccess }: { onSuccess: (message: string) => void }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [fields, setFields] = useState<SignupFormFields>(EMPTY);
  const [userId, setUserId] = useState<string | null>(null);
  // The details the codes were sent for: coming back unchanged from Back to Sign Up needs no new codes.
  const [sentFor, setSentFor] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ email: string; phone: string } | null>(null);
  const [codes, setCodes] = useState({ emailOtp: '', phoneOtp: '' });
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const signup = useSignup();
  const verify = useVerifyUser();

  const set = (key: keyof SignupFormFields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  const submitDetails = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setStatus(null);
    const missing = Object.values(fields).some((v) => !String(v ?? '').trim());
    if (missing) {
      setError(AUTH_MESSAGES.signupFieldsRequired);
      return;
    }
    if (fields.password !== fields.confirmPassword) {
      setError(AUTH_MESSAGES.passwordsDoNotMatch);
      return;
    }
    const parsed = signupFormSchema.safeParse(fields);
    if (!parsed.success) {
      setError(firstError(parsed.error) ?? AUTH_MESSAGES.registrationFailed);
      return;
    }
    const { fullname, phone, email, password } = parsed.data;
    const key = JSON.stringify([fullname, phone, email, password]);
    if (userId !== null && sentFor === key) {
      setStatus(AUTH_MESSAGES.otpsSent);
      setStep(2);
      return;
    }
    setStatus(AUTH_MESSAGES.sendingOtps);
    signup.mutate(
      { fullname, phone, email, password },
      {
        onSuccess: (result) => {
          setUserId(result.userId);
          setSentFor(key);
          setSentTo({ email, phone });
          setCodes({ emailOtp: '', phoneOtp: '' });
          setStatus(AUTH_MESSAGES.otpsSent);
          setStep(2);
        },
        onError: (err) => {
          setStatus(null);
          setError(errorMessage(err, AUTH_MESSAGES.registrationFailed));
        },
      },
    );
  };

  const submitCodes = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!codes.emailOtp.trim() || !codes.phoneOtp.trim()) {
      setError(AUTH_MESSAGES.otpBothRequired);
      return;
    }
    const parsed = verifyInput.safeParse({ userId, ...codes });
    if (!parsed.success) {
      setError(firstError(parsed.error) ?? AUTH_MESSAGES.otpVerificationFailed);
      return;
    }
    setStatus(PAGE_MESSAGES.verifying);
    verify.mutate(parsed.data, {
      onSuccess: () => onSuccess(PAGE_MESSAGES.accountCreated),
      onError: (err) => {
        setStatus(null);
        setError(withReason(AUTH_MESSAGES.otpVerificationFailed, serverReason(err)));
      },
    });
  };

  if (step === 2) {
    return (
      <form onSubmit={submitCodes} noValidate className="grid gap-5">
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
          <TextField
            label={PAGE_MESSAGES.emailOtp}
            name="emailOtp"
            value={codes.emailOtp}
            onChange={(e) => setCodes((c) => ({ ...c, emailOtp: e.target.value }))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP.length + 2}
            required
          />
          <TextField
            label={PAGE_MESSAGES.phoneOtp}
            name="phoneOtp"
            value={codes.phoneOtp}
            onChange={(e) => setCodes((c) => ({ ...c, phoneOtp: e.target.value }))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP.length + 2}
            required
          />
        </div>
        <AuthStatus status={status} error={error} />
        <Button type="submit" size="lg" loading={verify.isPending}>
          {PAGE_MESSAGES.verifyButton}
        </Button>
        <button
          type="button"
          className={`${LINK_BUTTON} justify-self-start`}
          onClick={() => {
            setStep(1);
            setError(null);
            setStatus(null);
          }}
        >
          {PAGE_MESSAGES.backToSignUp}
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={submitDetails} noValidate className="grid gap-5">
      <TextField
        label={PAGE_MESSAGES.fullname}
        name="fullname"
        value={fields.fullname}
        onChange={set('fullname')}
        autoComplete="name"
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={PAGE_MESSAGES.phone}
          name="phone"
          type="tel"
          value={fields.phone}
          onChange={set('phone')}
          autoComplete="tel"
          inputMode="tel"
          placeholder="98200 14500"
          required
        />
        <TextField
          label={PAGE_MESSAGES.email}
          name="email"
          type="email"
          value={fields.email}
          onChange={set('email')}
          autoComplete="email"
          required
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label={PAGE_MESSAGES.password}
          name="password"
          value={fields.password}
          onChange={set('password')}
          autoComplete="new-password"
          required
        />
        <PasswordField
          label={PAGE_MESSAGES.confirmPassword}
          name="confirmPassword"
          value={fields.confirmPassword}
          onChange={set('confirmPassword')}
          autoComplete="new-password"
          required
        />
      </div>
      <AuthStatus status={status} error={error} />
      <Button type="submit" size="lg" loading={signup.isPending}>
        {PAGE_MESSAGES.signupButton}
      </Button>
    </form>
  );
}
