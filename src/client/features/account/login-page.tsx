import { useRef, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { PAGE_ROUTES } from '@shared/routes';
import { ArtImage } from '@client/components/ui/art-image';
import { PageTitle } from '@client/components/ui/page-title';
import { Spinner } from '@client/components/ui/spinner';
import { useToast } from '@client/components/ui/toast';
import { useAnnounceAuthChange } from '@client/lib/session';
import { useRevalidateSession } from './api';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

type View = 'login' | 'signup' | 'forgot';
const TABS: ReadonlyArray<{ id: 'login' | 'signup'; label: string }> = [
  { id: 'login', label: PAGE_MESSAGES.loginTab },
  { id: 'signup', label: PAGE_MESSAGES.signupTab },
];

function viewFrom(raw: string | null): View {
  return raw === 'signup' || raw === 'forgot' ? raw : 'login';
}

/** `onSignedIn` runs once a session is open, before the page moves on (the app merges the browser's wishlist). */
export function LoginPage({ onSignedIn }: { onSignedIn?: () => Promise<void> } = {}) {
  const [search, setSearch] = useSearchParams();
  const view = viewFrom(search.get('tab'));
  const navigate = useNavigate();
  const toast = useToast();
  const announce = useAnnounceAuthChange();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const checking = useRevalidateSession(() => void navigate(PAGE_ROUTES.home, { replace: true }));

  const go = (next: View) =>
    setSearch(next === 'login' ? { tab: 'login' } : { tab: next }, { replace: true, preventScrollReset: true });

  const succeeded = async (message: string) => {
    await onSignedIn?.();
    await announce();
    toast.success(message);
    void navigate(PAGE_ROUTES.home);
  };

  const onTabKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const current = TABS.findIndex((t) => t.id === view);
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? TABS.length - 1
          : (current + (e.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    const tab = TABS[next];
    if (!tab) return;
    go(tab.id);
    tabRefs.current[tab.id]?.focus();
  };

  const title =
    view === 'signup'
      ? PAGE_MESSAGES.signupTab
      : view === 'forgot'
        ? PAGE_MESSAGES.forgotPassword
        : PAGE_MESSAGES.loginTab;

  return (
    <div className="grid min-h-[calc(100dvh-6.75rem)] lg:grid-cols-[1fr_1.1fr]">
      <PageTitle title={title} />
      <div className="on-dark relative hidden overflow-hidden bg-charcoal lg:block">
        <ArtImage
          name="banner-account"
          sizes="50vw"
          priority
          className="absolute inset-0 h-full w-full object-cover object-[80%_center]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-charcoal via-charcoal/40 to-transparent"
        />
        <div className="absolute inset-x-0 bottom-0 p-12">
          <p className="text-xs uppercase tracking-[0.28em] text-gold-300">Navi Jewels</p>
          <p className="mt-4 max-w-md font-display text-4xl leading-tight text-ivory">
            Your cart, your appointments and our news, in one place.
          </p>
        </div>
      </div>

      <div className="flex items-start justify-center px-5 py-12 sm:px-8 sm:py-16 lg:items-center">
        <div className="w-full max-w-md">
          <h1 className="font-display text-4xl sm:text-5xl">
            {view === 'forgot' ? PAGE_MESSAGES.forgotPassword : 'Welcome'}
          </h1>
          <span className="ornament mb-8 mt-4" aria-hidden="true" />

          {checking ? (
            <p role="status" className="flex items-center gap-3 text-stone">
              <Spinner size="sm" /> {PAGE_MESSAGES.checkingSession}
            </p>
          ) : view === 'forgot' ? (
            <ForgotPasswordForm onSuccess={(m) => void succeeded(m)} onBack={() => go('login')} />
          ) : (
            <>
              <div role="tablist" aria-label="Account" className="mb-8 grid grid-cols-2 border-b border-sand">
                {TABS.map((tab) => {
                  const selected = view === tab.id;
                  return (
                    <button
                      key={tab.id}
                      ref={(el) => {
                        tabRefs.current[tab.id] = el;
                      }}
                      type="button"
                      role="tab"
                      id={`tab-${tab.id}`}
                      aria-selected={selected}
                      aria-controls={`panel-${tab.id}`}
                      tabIndex={selected ? 0 : -1}
                      onClick={() => go(tab.id)}
                      onKeyDown={onTabKeyDown}
                      className={
                        `-mb-px border-b-2 py-3 text-sm font-medium uppercase tracking-[0.16em] transition-colors ` +
                        `${
                          selected
                            ? 'border-gold-500 text-charcoal'
                            : 'border-transparent text-stone hover:text-charcoal'
                        }`
                      }
                    >
                      {tab.label}
                    </button>
                  );
                })}
              </div>
              <div role="tabpanel" id={`panel-${view}`} aria-labelledby={`tab-${view}`}>
                {view === 'login' ? (
                  <LoginForm onSuccess={(m) => void succeeded(m)} onForgot={() => go('forgot')} />
                ) : (
                  <SignupForm onSuccess={(m) => void succeeded(m)} />
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
