import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ReactNode } from 'react';
import { App } from '@client/app/app';
import { pageFor } from '@client/app/router';
import { collectHtml } from './html-stream';

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
  return collectHtml((sink) => prelude.pipe(sink));
}
