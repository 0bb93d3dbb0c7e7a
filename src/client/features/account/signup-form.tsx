import { useRef, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { SIGNUP_MESSAGES } from '@shared/messages/signup';
import { signupFormSchema, type SignupFormFields, type SignupInput } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { fieldErrors } from '@client/lib/form-errors';
import { errorMessage } from '@client/lib/api-errors';
import { useSignup } from './api';
import { AuthStatus, PasswordField } from './auth-ui';
import { SignupCodes } from './signup-codes';

type Field = keyof SignupFormFields;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: SignupFormFields = { fullname: '', phone: '', email: '', password: '', confirmPassword: '' };
/** What each empty field says under it. */
const REQUIRED: Record<Field, string> = {
  fullname: SIGNUP_MESSAGES.fullnameRequired,
  phone: SIGNUP_MESSAGES.phoneRequired,
  email: SIGNUP_MESSAGES.emailRequired,
  password: SIGNUP_MESSAGES.passwordRequired,
  confirmPassword: SIGNUP_MESSAGES.confirmPasswordRequired,
};

/** The details checked as the server will: every field's problem, the first one for the alert. */
function checkDetails(fields: SignupFormFields): { errors: FieldErrors; summary: string } | { data: SignupInput } {
  const empty = (Object.keys(REQUIRED) as Field[]).filter((k) => !String(fields[k] ?? '').trim());
  if (empty.length > 0)
    return {
      errors: Object.fromEntries(empty.map((k) => [k, REQUIRED[k]])),
      summary: AUTH_MESSAGES.signupFieldsRequired,
    };
  const parsed = signupFormSchema.safeParse(fields);
  if (parsed.success) {
    const { fullname, phone, email, password } = parsed.data;
    return { data: { fullname, phone, email, password } };
  }
  const errors: FieldErrors = fieldErrors(parsed.error);
  return { errors, summary: parsed.error.issues[0]?.message ?? AUTH_MESSAGES.registrationFailed };
}

/** Sign-up in two steps: details (codes go to email and phone), then both codes. */
export function SignupForm({ onSuccess }: { onSuccess: (message: string) => void }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [fields, setFields] = useState<SignupFormFields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [userId, setUserId] = useState<string | null>(null);
  // The details the codes were sent for: coming back unchanged from Back to Sign Up needs no new codes.
  const [sent, setSent] = useState<{ key: string; details: SignupInput } | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const signup = useSignup();

  const set = (key: Field) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setFields((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  /** Sends the codes for `details`; answers null, or the message saying why not. */
  const sendCodes = async (details: SignupInput): Promise<string | null> => {
    try {
      const answer = await signup.mutateAsync(details);
      setUserId(answer.userId);
      setResendAt(Date.now() + answer.resendInSeconds * 1000);
      setSent({ key: JSON.stringify(details), details });
      return null;
    } catch (err) {
      return errorMessage(err, AUTH_MESSAGES.registrationFailed);
    }
  };

  const submitDetails = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setStatus(null);
    const checked = checkDetails(fields);
    if (!('data' in checked)) {
      setErrors(checked.errors);
      setError(checked.summary);
      // The first field to put right takes the focus.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    if (userId !== null && sent?.key === JSON.stringify(checked.data)) {
      setStatus(AUTH_MESSAGES.otpsSent);
      setStep(2);
      return;
    }
    setStatus(AUTH_MESSAGES.sendingOtps);
    void sendCodes(checked.data).then((failure) => {
      if (failure === null) {
        setStatus(AUTH_MESSAGES.otpsSent);
        setStep(2);
      } else {
        setStatus(null);
        setError(failure);
      }
    });
  };

  if (step === 2 && sent) {
    return (
      <SignupCodes
        userId={userId}
        sentTo={{ email: sent.details.email, phone: sent.details.phone }}
        resendAt={resendAt}
        onResend={() => sendCodes(sent.details)}
        resending={signup.isPending}
        initialStatus={status}
        onBack={() => {
          setStep(1);
          setError(null);
          setStatus(null);
        }}
        onSuccess={onSuccess}
      />
    );
  }

  const textProps = (name: Field) => ({ name, value: fields[name], onChange: set(name), error: errors[name] });
  return (
    <form ref={formRef} onSubmit={submitDetails} noValidate className="grid gap-5">
      <TextField label={PAGE_MESSAGES.fullname} {...textProps('fullname')} autoComplete="name" required />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={PAGE_MESSAGES.phone}
          {...textProps('phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="98200 14500"
          required
        />
        <TextField label={PAGE_MESSAGES.email} {...textProps('email')} type="email" autoComplete="email" required />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField label={PAGE_MESSAGES.password} {...textProps('password')} autoComplete="new-password" required />
        <PasswordField
          label={PAGE_MESSAGES.confirmPassword}
          {...textProps('confirmPassword')}
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
