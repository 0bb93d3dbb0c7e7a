import { StrictMode, type ReactNode } from 'react';
import { AppRoutes } from './router';
import { Providers } from './providers';

/** The whole app under a router: BrowserRouter in the browser, StaticRouter when prerendered. */
export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <Providers>
        <Router>
          <AppRoutes />
        </Router>
      </Providers>
    </StrictMode>
  );
}
