import { DEFAULT_SHOP_INFO, type ShopInfo } from '@shared/constants';
import { trpc } from './trpc';

/**
 * The shop's contact details from the server, with the shared defaults until they arrive. The
 * defaults are the query's initial data, dated long ago so that the server is still asked once:
 * an answer equal to them keeps the same object (React Query's structural sharing), so the eight
 * places that show the details (header, footer, contact...) are not drawn again for nothing.
 */
export function useShopInfo(): ShopInfo {
  const info = trpc.shop.info.useQuery(undefined, {
    staleTime: Infinity,
    initialData: DEFAULT_SHOP_INFO,
    initialDataUpdatedAt: 0,
  });
  return info.data;
}
