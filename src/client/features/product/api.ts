import { useCallback } from 'react';
import type { SizeLabel } from '@shared/constants';
import { AUTH_MESSAGES, CART_MESSAGES } from '@shared/messages';
import { useToast } from '@client/components/ui/toast';
import { isUnauthorized } from '@client/lib/api-errors';
import { useSession } from '@client/lib/session';
import { trpc } from '@client/lib/trpc';

// Every call the product feature makes: a piece by id, and Add to Cart (which keeps the header's
// cart count in step; the cart page's own calls are in features/cart/api.ts).

/**
 * A product's own page in one call (the piece, its collection, related pieces). The server draws
 * the page with this very query's answer and hands its cache over, so the first view asks nothing.
 */
export function useProductPage(id: number, valid: boolean) {
  return trpc.pages.product.useQuery({ id }, { enabled: valid, retry: false });
}

/** Add to Cart for any product card: 'Please login first.' when signed out, a toast either way. */
export function useAddToCart() {
  const toast = useToast();
  const session = useSession();
  const utils = trpc.useUtils();
  const mutation = trpc.cart.add.useMutation({
    onSuccess: (result) => {
      utils.cart.count.setData(undefined, { count: result.count });
      void utils.cart.list.invalidate();
      toast.success(CART_MESSAGES.added);
    },
    onError: (error) => {
      toast.error(isUnauthorized(error) ? AUTH_MESSAGES.loginFirst : CART_MESSAGES.addFailed);
    },
  });
  const { mutate } = mutation;

  /** A piece in a size (null: without sizes; a card, which has no size picker, adds the cheapest). */
  const add = useCallback(
    (productId: number, size: SizeLabel | null = null) => {
      if (!session.isPending && !session.isSignedIn) {
        toast.error(AUTH_MESSAGES.loginFirst);
        return;
      }
      mutate({ productId, size });
    },
    [mutate, session.isPending, session.isSignedIn, toast],
  );

  return {
    add,
    pendingId: mutation.isPending && mutation.variables ? Number(mutation.variables.productId) : undefined,
  };
}
