import { CART_MESSAGES, GENERAL_MESSAGES } from '@shared/messages';
import { useToast } from '@client/components/ui/toast';
import { errorMessage } from '@client/lib/api-errors';
import { trpc } from '@client/lib/trpc';

// Every call the cart page makes. Adding a piece is the product feature's (features/product/api.ts),
// the count in the header the shell's (app/layout/api.ts).

export function useCartList(signedIn: boolean) {
  return trpc.cart.list.useQuery(undefined, { enabled: signedIn });
}

export function useCartMutations() {
  const utils = trpc.useUtils();
  const toast = useToast();
  const refresh = async (count: number) => {
    utils.cart.count.setData(undefined, { count });
    await utils.cart.list.invalidate();
  };
  const setQuantity = trpc.cart.setQuantity.useMutation({
    onSuccess: (r) => refresh(r.count),
    onError: (e) => toast.error(errorMessage(e, CART_MESSAGES.quantityRange)),
  });
  const remove = trpc.cart.remove.useMutation({
    onSuccess: async (r) => {
      await refresh(r.count);
      toast.success(CART_MESSAGES.removed);
    },
    onError: (e) => toast.error(errorMessage(e, GENERAL_MESSAGES.serverError)),
  });
  return { setQuantity, remove };
}
