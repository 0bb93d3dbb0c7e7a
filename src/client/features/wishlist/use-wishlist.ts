import { useCallback } from 'react';
import type { SizeLabel } from '@shared/constants';
import { WISHLIST_MESSAGES } from '@shared/messages/wishlist';
import { useToast } from '@client/components/ui/toast';
import { errorMessage } from '@client/lib/api-errors';
import { useSession } from '@client/lib/session';
import { trpc } from '@client/lib/trpc';
import { useWishlistIds, useWishlistWrites } from './api';
import { toggleLocalWishlist } from './local-store';
import { useLocalWishlist } from './local-wishlist';

const NONE: readonly number[] = [];

/**
 * The wishlist wherever it lives: on the server when signed in, in the browser when not. Toggling is
 * optimistic (the heart fills at once) and is put right if the server says no.
 */
export function useWishlist() {
  const session = useSession();
  const local = useLocalWishlist();
  const server = useWishlistIds(session.isSignedIn);
  const utils = trpc.useUtils();
  const toast = useToast();
  const writes = useWishlistWrites();
  const ids = session.isSignedIn ? (server.data?.productIds ?? NONE) : local;

  const toggle = useCallback(
    (productId: number, size: SizeLabel | null = null) => {
      if (session.isPending) return;
      if (!session.isSignedIn) {
        const result = toggleLocalWishlist(productId, size);
        if (result === 'full') toast.error(WISHLIST_MESSAGES.full);
        else toast.show(result ? WISHLIST_MESSAGES.added : WISHLIST_MESSAGES.removed, result ? 'success' : 'info');
        return;
      }
      const saved = ids.includes(productId);
      utils.wishlist.ids.setData(undefined, (old) => {
        const list = old?.productIds ?? [];
        return { productIds: saved ? list.filter((id) => id !== productId) : [productId, ...list] };
      });
      (saved ? writes.remove(productId) : writes.add(productId, size))
        .then(
          () => toast.show(saved ? WISHLIST_MESSAGES.removed : WISHLIST_MESSAGES.added, saved ? 'info' : 'success'),
          (error: unknown) => toast.error(errorMessage(error, WISHLIST_MESSAGES.failed)),
        )
        .finally(() => {
          void utils.wishlist.ids.invalidate();
          void utils.wishlist.list.invalidate();
        });
    },
    [session.isPending, session.isSignedIn, ids, utils, toast, writes],
  );

  return {
    ids,
    signedIn: session.isSignedIn,
    pending: session.isPending,
    has: (id: number) => ids.includes(id),
    toggle,
  };
}
