import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@client/components/ui/button';
import { useAdminLogin, useAdminMe } from '../api';
import { DEFAULT_SHOP_INFO } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { DASHBOARD_COPY, DASHBOARD_MESSAGES } from '@shared/dashboard-copy';
import { PAGE_ROUTES } from '@shared/routes';
import { adminLoginInput } from '@shared/schemas/admin-auth';
import { FieldLabel, FormAlert, DENSE_INPUT_CLASSES } from '@client/components/ui/field';
import { errorMessage } from '@client/lib/api-errors';
import { readReason, safeNext } from '../session/login-redirect';
import { ADMIN_MFA_COPY } from '@shared/messages/admin-mfa';
import { MfaCodeStep } from './mfa-code-step';

const REASON_NOTICES = {
  expired: AUTH_MESSAGES.adminSessionExpired,
  'signed-out': AUTH_MESSAGES.loggedOut,
} as const;

export function AdminLoginPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const reason = readReason(params.get('reason'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const usernameId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** Set when the password was right and the account asks for a code as well. */
  const [challenge, setChallenge] = useState<string | null>(null);

  // Already signed in (a second tab, the back button): go straight on.
  const me = useAdminMe();
  const login = useAdminLogin();

  useEffect(() => {
    document.title = 'Admin sign-in · Navi Jewels';
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const parsed = adminLoginInput.safeParse({ username, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.adminLoginFailed);
      return;
    }
    try {
      const signedIn = await login.mutateAsync(parsed.data);
      if ('mfaRequired' in signedIn) {
        setChallenge(signedIn.challenge);
        setPassword('');
        return;
      }
    } catch (err) {
      setError(errorMessage(err, AUTH_MESSAGES.adminLoginFailed));
      return;
    }
    enter();
  }

  function enter() {
    // Nothing read before signing in (the refused admin.me above) may linger.
    queryClient.removeQueries();
    void navigate(next, { replace: true });
  }

  if (me.data && !login.isPending && !login.isSuccess) return <Navigate to={next} replace />;

  return (
    <main className="relative grid min-h-dvh place-items-center overflow-hidden bg-cream px-4 py-10">
      <div
        aria-hidden="true"
        className={
          'pointer-events-none absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-gold-300 via-gold-500 ' +
          'to-gold-300'
        }
      />
      <div className="w-full max-w-md">
        <div className="mb-8 text-center">
          <Link to={PAGE_ROUTES.home} className="inline-block font-display text-3xl tracking-[0.06em] text-charcoal">
            {DEFAULT_SHOP_INFO.name}
          </Link>
          <p className="eyebrow mt-1">{DASHBOARD_COPY.backOffice}</p>
        </div>
        <section
          aria-labelledby="admin-sign-in-title"
          className={
            'rounded-sm border border-sand bg-ivory px-6 py-8 shadow-[0_24px_60px_-30px_rgb(30_26_23/0.35)] ' +
            'sm:px-10 sm:py-10'
          }
        >
          <h1 id="admin-sign-in-title" className="text-center text-3xl sm:text-4xl">
            {challenge ? ADMIN_MFA_COPY.codeTitle : DASHBOARD_COPY.signIn.title}
          </h1>
          <span className="ornament mx-auto mt-3" aria-hidden="true" />
          {challenge ? (
            <MfaCodeStep challenge={challenge} onSignedIn={enter} onRestart={() => setChallenge(null)} />
          ) : null}
          {reason && !challenge ? (
            <p
              role="status"
              className="mt-6 rounded-sm border border-gold-400/50 bg-cream px-3 py-2.5 text-center text-sm text-ink"
            >
              {REASON_NOTICES[reason]}
            </p>
          ) : null}
          <form
            hidden={challenge !== null}
            onSubmit={(e) => void submit(e)}
            noValidate
            className="mt-6 space-y-5"
            aria-describedby={error ? errorId : undefined}
          >
            <div>
              <FieldLabel htmlFor={usernameId}>{DASHBOARD_COPY.signIn.username}</FieldLabel>
              <input
                id={usernameId}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                className={DENSE_INPUT_CLASSES}
                aria-invalid={error && !username.trim() ? true : undefined}
              />
            </div>
            <div>
              <FieldLabel htmlFor={passwordId}>{PAGE_MESSAGES.password}</FieldLabel>
              <input
                id={passwordId}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className={DENSE_INPUT_CLASSES}
                aria-invalid={error && !password ? true : undefined}
              />
            </div>
            <FormAlert id={errorId} message={error} />
            <Button type="submit" variant="primary" size="lg" className="w-full" loading={login.isPending}>
              {login.isPending ? DASHBOARD_MESSAGES.signingIn : 'Sign in'}
            </Button>
          </form>
        </section>
        <p className="mt-6 text-center text-sm text-stone">
          <Link to={PAGE_ROUTES.home} className="underline decoration-gold-400 underline-offset-4 hover:text-charcoal">
            {DASHBOARD_COPY.signIn.backToStorefront}
          </Link>
        </p>
      </div>
    </main>
  );
}
