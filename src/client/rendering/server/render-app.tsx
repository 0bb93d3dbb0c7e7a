import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ReactNode } from 'react';
import { App } from '@client/app/app';
import { pageFor } from '@client/app/router';
import { PageStateContext } from '../page-state';
import { collectHtml } from './html-stream';

/** How long a page may take to draw before the server gives up on it. */
const RENDER_TIMEOUT_MS = 5000;

/**
 * A page drawn on the server with its data (called per request by the server, which caches the
 * result with the catalogue): React's streaming renderer, piped once everything is ready (the data
 * is already in `cache`, so nothing waits, and the page is whole for crawlers and for browsers
 * without JavaScript). The query cache it drew from is returned dehydrated, for the browser to
 * hydrate from without asking again (../page-state.ts).
 */
export async function renderAppWithData(url: string, cache: QueryClient): Promise<{ markup: string; state: unknown }> {
  await pageFor(new URL(url, 'http://localhost').pathname).preload();
  const state = dehydrate(cache);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const markup = await new Promise<string>((resolve, reject) => {
    // eslint-disable-next-line prefer-const -- the timer is started after the stream it aborts
    let timer: ReturnType<typeof setTimeout>;
    const stream = renderToPipeableStream(
      <PageStateContext.Provider value={state}>
        <App router={Router} />
      </PageStateContext.Provider>,
      {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          clearTimeout(timer);
          collectHtml((sink) => stream.pipe(sink)).then(resolve, reject);
        },
        onShellError: reject,
      },
    );
    timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`render of ${url} timed out`));
    }, RENDER_TIMEOUT_MS);
  });
  return { markup, state };
}
