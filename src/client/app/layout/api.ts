import { useNavigate } from 'react-router';
import { TIMINGS_MS } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages';
import { PAGE_ROUTES } from '@shared/routes';
import { useToast } from '@client/components/ui/toast';
import { useAnnounceAuthChange } from '@client/lib/session';
import { trpc } from '@client/lib/trpc';

// The calls of the shell around every page. They are here, not in a feature's api.ts, because the
// shell is in the first load: a feature's api.ts would bring that feature's other calls with it.

/** Today's rate of every metal and purity, refreshed every minute while the page is open. */
export function useRates() {
  return trpc.rates.list.useQuery(undefined, {
    refetchInterval: TIMINGS_MS.goldPriceRefresh,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}

/** The number in the cart link; asked for only when someone is signed in. */
export function useCartCount(signedIn: boolean) {
  return trpc.cart.count.useQuery(undefined, { enabled: signedIn, staleTime: 30_000 });
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
