import { useEffect, useRef, useState } from 'react';
import { COOKIE_NAMES } from '@shared/constants';
import { trpc } from '@client/lib/trpc';

// Every call the account feature makes: signing up and in, and the one-time passwords. Signing
// out is the header's (app/layout/api.ts); both tell the app through lib/session.ts.

export const useLoginUser = () => trpc.auth.loginUser.useMutation();
export const useSignup = () => trpc.auth.signup.useMutation();
export const useVerifyUser = () => trpc.auth.verifyUser.useMutation();
export const useSendOtp = () => trpc.auth.sendOtp.useMutation();
export const useResetPassword = () => trpc.auth.forgetPassword.useMutation();

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
