import { useEffect } from 'react';

/**
 * Marks the document `<html data-hydrated>` once the page has been taken over by the app. Placed
 * after the page's content inside its Suspense boundary (app/layout/site-layout.tsx), which React
 * hydrates in a pass of its own after the shell: its effect runs after every effect of the page,
 * so by then each control has adopted what the shopper set before (early-input.ts). A page the
 * app draws afresh (the dashboard) is marked by hydrate.tsx. Tests wait for this, not for time.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
