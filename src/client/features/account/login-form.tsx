import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { loginInput } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { firstError } from '@client/lib/form-errors';
import { errorMessage } from '@client/lib/api-errors';
import { useLoginUser } from './api';
import { AuthStatus, LINK_BUTTON, PasswordField } from './auth-ui';

export function LoginForm({ onSuccess, onForgot }: { onSuccess: (message: string) => void; onForgot: () => void }) {
  const [phoneEmail, setPhoneEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useLoginUser();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!phoneEmail.trim() || !password) {
      setError(AUTH_MESSAGES.loginFieldsRequired);
      return;
    }
    const parsed = loginInput.safeParse({ phoneEmail, password });
    if (!parsed.success) {
      setError(firstError(parsed.error) ?? AUTH_MESSAGES.loginFieldsRequired);
      return;
    }
    login.mutate(
      { phoneEmail, password },
      {
        onSuccess: () => onSuccess(PAGE_MESSAGES.welcomeBack),
        onError: (err) => setError(errorMessage(err, AUTH_MESSAGES.invalidCredentials)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <TextField
        label={PAGE_MESSAGES.phoneOrEmail}
        name="phoneEmail"
        value={phoneEmail}
        onChange={(e) => setPhoneEmail(e.target.value)}
        autoComplete="username"
        required
      />
      <PasswordField
        label={PAGE_MESSAGES.password}
        name="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="current-password"
        required
      />
      <div className="-mt-2 text-right">
        <button type="button" className={LINK_BUTTON} onClick={onForgot}>
          {PAGE_MESSAGES.forgotPassword}
        </button>
      </div>
      <AuthStatus status={login.isPending ? AUTH_MESSAGES.loggingIn : null} error={error} />
      <Button type="submit" size="lg" loading={login.isPending}>
        {PAGE_MESSAGES.loginButton}
      </Button>
    </form>
  );
}
