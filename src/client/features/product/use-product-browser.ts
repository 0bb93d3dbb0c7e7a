import { useState } from 'react';
import type { ProductDto } from '@shared/schemas/catalog';
import { useAddToCart } from './api';

/** What every list of products needs: the piece open in the details dialog, and Add to Cart. */
export function useProductBrowser() {
  const [open, setOpen] = useState<ProductDto | null>(null);
  const cart = useAddToCart();
  return {
    openProduct: open,
    view: setOpen,
    close: () => setOpen(null),
    addToCart: cart.add,
    addingId: cart.pendingId,
  };
}
