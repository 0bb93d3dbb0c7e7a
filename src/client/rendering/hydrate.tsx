import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '@client/app/app';
import { pageFor } from '@client/app/router';
import { HydrationMark } from './hydration-mark';

/**
 * Starts the app in #root. A page prerendered for the route shown here (or drawn by the server
 * for it: a product) is adopted as it is (hydrated) once its own chunk is here, so nothing is
 * drawn twice. Other paths (the dashboard) arrive empty, and the 404 page sent for a path the app
 * draws otherwise (an unknown product) is replaced: both render. `<html data-hydrated>` says when
 * the page is the app's (hydration-mark.tsx).
 */
export async function start(root: HTMLElement): Promise<void> {
  const page = pageFor(window.location.pathname);
  await page.preload().catch(() => undefined);
  const app = <App router={BrowserRouter} />;
  const drawnFor = root.dataset.prerendered;
  if (root.firstElementChild && drawnFor !== undefined && pageFor(drawnFor) === page) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (a default-priority hydration is one long task); a press
    // on a part not yet hydrated makes React hydrate that part first.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // The page's own <title> (components/ui/page-title.tsx) is hoisted into <head> by React; the
    // shell's would stay beside it, and a document has one title.
    for (const title of document.head.querySelectorAll('title')) title.remove();
    createRoot(root).render(
      <>
        {app}
        <HydrationMark />
      </>,
    );
  }
}
