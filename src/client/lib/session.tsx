import type { inferRouterOutputs } from '@trpc/server';
import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { AppRouter } from '@server/app-router';
import { trpc } from './trpc';

// Who is signed in, which the header, the cart, Add to Cart, every wishlist heart and the
// appointment form all need, and the signal that it changed (after signing in or out): shared by
// several features, so it lives here. Cookies are HttpOnly: who is signed in is known only
// through auth.me. One provider asks, and every reader takes its answer from context: a query
// observer per reader (a page of cards has a heart each) was a measurable share of the page's
// start, and every one of them re-rendered when the answer came. The answer reaches the readers
// as a transition, which React draws in slices: a query's answer is otherwise drawn in one
// blocking piece, and on a page just loaded that piece is the header, every heart and every
// Add to Cart at once.

export interface Session {
  user: inferRouterOutputs<AppRouter>['auth']['me']['user'];
  /** True until the first answer arrives: render neither signed-in nor signed-out controls as final. */
  isPending: boolean;
  isSignedIn: boolean;
}

const PENDING: Session = { user: null, isPending: true, isSignedIn: false };
const SessionContext = createContext<Session>(PENDING);

export function SessionProvider({ children }: { children: ReactNode }) {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 60_000, retry: false });
  const user = me.data?.user ?? null;
  const isPending = me.isPending;
  const [session, setSession] = useState<Session>(PENDING);
  useEffect(() => {
    startTransition(() =>
      setSession((prev) =>
        prev.user === user && prev.isPending === isPending ? prev : { user, isPending, isSignedIn: Boolean(user) },
      ),
    );
  }, [user, isPending]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}

/** Call after login, verify, reset or logout: the navigation, the cart and anything personal refresh at once. */
export function useAnnounceAuthChange() {
  const utils = trpc.useUtils();
  return useCallback(async () => {
    await Promise.all([utils.auth.me.invalidate(), utils.cart.invalidate()]);
  }, [utils]);
}
