import { useCallback } from 'react';
import { trpc } from '../../../lib/trpc';

/**
 * After a change, every list that may show it is marked stale: those on screen refetch at once,
 * the others when next shown. Catalogue, selections, counts and prices are all connected.
 */
export function useRefreshAfterChange(): () => Promise<void> {
  const utils = trpc.useUtils();
  return useCallback(() => utils.invalidate(), [utils]);
}
