import { useSession } from '@client/lib/session';
import { useWishlistIds } from './api';
import { useLocalWishlist } from './local-wishlist';

export const COUNT_BADGE =
  'grid h-5 min-w-5 place-items-center rounded-full px-1 text-[0.65rem] font-medium tabular-nums';

/** The number of saved pieces: the account's when signed in, this browser's when not. */
export default function WishlistCount() {
  const session = useSession();
  const local = useLocalWishlist();
  const server = useWishlistIds(session.isSignedIn);
  const n = session.isSignedIn ? (server.data?.productIds.length ?? 0) : local.length;
  return (
    <span
      data-testid="wishlist-count"
      className={`${COUNT_BADGE} ${n > 0 ? 'bg-gold-400 text-charcoal' : 'bg-charcoal/10 text-current'}`}
    >
      {n}
    </span>
  );
}
