import { Writable } from 'node:stream';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ReactNode } from 'react';
import type { ProductPageDto } from '@shared/schemas/product-page';
import { App } from './app/app';
import { pageFor } from './app/router';
import { PageStateContext } from './lib/page-state';
import { trpc } from './lib/trpc';

/**
 * The HTML of one public page as the app first draws it (no data yet: lists and prices show their
 * placeholders), for scripts/build.mjs to write beside index.html. Runs in Node at build time only.
 */
export async function renderPage(url: string): Promise<string> {
  await pageFor(new URL(url, 'http://localhost').pathname).preload();
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  // One piece of HTML with no scripts: React would otherwise outline large boundaries for streaming.
  const { prelude } = await prerenderToNodeStream(<App router={Router} />, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _enc, done) {
            chunks.push(chunk);
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

/** Collects a Node stream of HTML into one string. */
function collect(pipe: (w: Writable) => unknown): Promise<string> {
  const chunks: Buffer[] = [];
  return new Promise<string>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8'))).on('error', reject);
    pipe(sink);
  });
}

/** How long a product page may take to draw before the server gives up on it. */
const RENDER_TIMEOUT_MS = 5000;

/**
 * A product's page drawn on the server with its data (called per request by the server, which
 * caches the result with the catalogue): React's streaming renderer, piped once everything is
 * ready (the data is already here, so nothing waits, and the page is whole for crawlers and for
 * browsers without JavaScript). The query cache it drew from is returned dehydrated, for the
 * browser to hydrate from without asking again.
 */
export async function renderProductPage({
  url,
  page,
}: {
  url: string;
  page: ProductPageDto;
}): Promise<{ markup: string; state: unknown }> {
  await pageFor(new URL(url, 'http://localhost').pathname).preload();
  const cache = new QueryClient();
  cache.setQueryData(getQueryKey(trpc.pages.product, { id: page.product.id }, 'query'), page);
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
          collect((sink) => stream.pipe(sink)).then(resolve, reject);
        },
        onShellError: reject,
      },
    );
    timer = setTimeout(() => {
      stream.abort();
      reject(new Error('product page render timed out'));
    }, RENDER_TIMEOUT_MS);
  });
  return { markup, state };
}

export {
  NOT_FOUND_FILE,
  NOT_FOUND_PROBE_PATH,
  PRERENDERED_DIR,
  PRERENDERED_PATHS,
  prerenderedFileFor,
  SSR_TEMPLATE_FILE,
} from '@shared/routes';
