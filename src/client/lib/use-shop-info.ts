import { DEFAULT_SHOP_INFO, type ShopInfo } from '../../shared/constants';
import { trpc } from './trpc';

/** The shop's contact details from the server, with the shared defaults until they arrive. */
export function useShopInfo(): ShopInfo {
  const info = trpc.shop.info.useQuery(undefined, { staleTime: Infinity, placeholderData: DEFAULT_SHOP_INFO });
  return info.data ?? DEFAULT_SHOP_INFO;
}
