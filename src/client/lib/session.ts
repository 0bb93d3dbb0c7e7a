import { useCallback } from 'react';
import { trpc } from './trpc';

// Who is signed in, which the header, the cart, Add to Cart and the appointment form all need, and
// the signal that it changed (after signing in or out): shared by several features, so it lives here.
// Cookies are HttpOnly: who is signed in is known only through auth.me.

export function useSession() {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 60_000, retry: false });
  return {
    user: me.data?.user ?? null,
    /** True until the first answer arrives: render neither signed-in nor signed-out controls as final. */
    isPending: me.isPending,
    isSignedIn: Boolean(me.data?.user),
  };
}

/** Call after login, verify, reset or logout: the navigation, the cart and anything personal refresh at once. */
export function useAnnounceAuthChange() {
  const utils = trpc.useUtils();
  return useCallback(async () => {
    await Promise.all([utils.auth.me.invalidate(), utils.cart.invalidate()]);
  }, [utils]);
}
