import { trpc } from './trpc';

// Who is signed in, which the header, the cart, Add to Cart and the appointment form all need:
// shared by several features, so it lives here. Signing in and out belong to features/account.
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
