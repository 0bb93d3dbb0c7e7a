import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { pageFor } from './router';

/**
 * Starts the app in #root. A prerendered page is adopted as it is (hydrated) once its own chunk is
 * here, so nothing is drawn twice; other paths (a product, the dashboard) arrive empty and render.
 */
export async function start(root: HTMLElement): Promise<void> {
  await pageFor(window.location.pathname)
    .preload()
    .catch(() => undefined);
  const app = <App router={BrowserRouter} />;
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
