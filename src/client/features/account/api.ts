import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { COOKIE_NAMES } from '../../../shared/constants';
import { AUTH_MESSAGES } from '../../../shared/messages';
import { PAGE_ROUTES } from '../../../shared/routes';
import { useToast } from '../../components/ui/toast';
import { trpc } from '../../lib/trpc';

// Every call the account feature makes: signing up, in and out, and the one-time passwords.

export const useLoginUser = () => trpc.auth.loginUser.useMutation();
export const useSignup = () => trpc.auth.signup.useMutation();
export const useVerifyUser = () => trpc.auth.verifyUser.useMutation();
export const useSendOtp = () => trpc.auth.sendOtp.useMutation();
export const useResetPassword = () => trpc.auth.forgetPassword.useMutation();

/** Call after login, verify, reset or logout: the navigation, the cart and anything personal refresh at once. */
export function useAnnounceAuthChange() {
  const utils = trpc.useUtils();
  return useCallback(async () => {
    await Promise.all([utils.auth.me.invalidate(), utils.cart.invalidate()]);
  }, [utils]);
}

/** Logout: the server drops the session and its cookies; the navigation updates at once; home. */
export function useLogout() {
  const announce = useAnnounceAuthChange();
  const navigate = useNavigate();
  const toast = useToast();
  const logout = trpc.auth.logout.useMutation({
    onSettled: async () => {
      await announce();
      toast.show(AUTH_MESSAGES.loggedOut);
      void navigate(PAGE_ROUTES.home);
    },
  });
  return () => logout.mutate();
}

function hasSessionCookie(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${COOKIE_NAMES.userId}=`));
}

/**
 * On arrival, re-validate an existing session with the server: still valid, go home; no longer valid,
 * have the server clear its cookies. Returns true while that check runs.
 */
export function useRevalidateSession(onValid: () => void): boolean {
  const utils = trpc.useUtils();
  const logout = trpc.auth.logout.useMutation();
  const [checking, setChecking] = useState(true);
  const onValidRef = useRef(onValid);
  useEffect(() => {
    onValidRef.current = onValid;
  });
  const { mutateAsync: clear } = logout;

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const me = await utils.auth.me.fetch(undefined, { staleTime: 0 });
        if (cancelled) return;
        if (me.user) {
          onValidRef.current();
          return;
        }
        if (hasSessionCookie()) await clear().catch(() => undefined);
      } catch {
        // The check is a courtesy: when it fails, the forms still work.
      }
      if (!cancelled) setChecking(false);
    })();
    return () => {
      cancelled = true;
    };
  }, [utils, clear]);

  return checking;
}
