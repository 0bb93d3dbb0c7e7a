import { lazy, type ComponentType } from 'react';

/** A page component loaded on demand, which can also be loaded ahead (before hydration, on hover). */
export interface LazyPage {
  (): React.JSX.Element;
  preload: () => Promise<void>;
}

/**
 * Like React.lazy, but once `preload()` has resolved the page renders synchronously: hydrating a
 * prerendered page then needs no Suspense round trip, and the server's HTML is adopted as it is.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then((m) => {
      Loaded = m.default;
    });
    return pending;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded as ComponentType })));
  const Page = (() => (Loaded ? <Loaded /> : <Lazy />)) as LazyPage;
  Page.preload = preload;
  return Page;
}
