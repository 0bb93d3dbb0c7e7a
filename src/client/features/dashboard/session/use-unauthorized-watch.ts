import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isUnauthorized } from '@client/lib/api-errors';

// Procedures whose 401 the guard and the sign-out handle themselves.
const HANDLED_ELSEWHERE = new Set(['admin.me', 'admin.logout']);

function procedureOf(key: unknown): string {
  const path: unknown = Array.isArray(key) ? key[0] : undefined;
  return Array.isArray(path) ? path.join('.') : '';
}

/**
 * Watches every query and mutation of the dashboard: the first 401 means the session ended while the
 * page was open (expired, revoked, signed out elsewhere), and `onUnauthorized` runs once.
 */
export function useUnauthorizedWatch(onUnauthorized: () => void): void {
  const queryClient = useQueryClient();
  const callback = useRef(onUnauthorized);
  useEffect(() => {
    callback.current = onUnauthorized;
  });

  useEffect(() => {
    let fired = false;
    const check = (error: unknown, key: unknown) => {
      if (fired || !isUnauthorized(error) || HANDLED_ELSEWHERE.has(procedureOf(key))) return;
      fired = true;
      callback.current();
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error, event.query.queryKey);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        check(event.action.error, event.mutation.options.mutationKey);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
