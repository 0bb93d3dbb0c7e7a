import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType, type NavigationType } from 'react-router';
import { STOREFRONT_MESSAGES } from '@shared/messages';
import { ErrorBoundary } from '@client/components/ui/error-boundary';
import { Spinner } from '@client/components/ui/spinner';
import { SiteHeader } from './site-header';
import { HydrationMark } from '@client/rendering/hydration-mark';

/** A new page starts at the top (or at its #anchor); Back and Forward leave the browser to restore. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // The enum's string values: comparing with 'POP' needs no import of the enum object itself.
  const type: `${NavigationType}` = useNavigationType();
  useEffect(() => {
    if (type === 'POP') return;
    if (hash) {
      // Wait a frame for the page to render its anchor.
      const frame = requestAnimationFrame(() =>
        document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(),
      );
      return () => cancelAnimationFrame(frame);
    }
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, type]);
  return null;
}

// Below the fold on every page: it loads alongside the page rather than with the shell.
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

function PageFallback() {
  return (
    <div className="grid min-h-[60vh] place-items-center text-gold-700">
      <Spinner size="lg" label={STOREFRONT_MESSAGES.loadingPage} />
    </div>
  );
}

/** The storefront shell around every public page. */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 bg-charcoal px-4 py-2 text-ivory focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {STOREFRONT_MESSAGES.skipToContent}
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
            <HydrationMark />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
