import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ReactNode } from 'react';
import { App } from './app/app';
import { pageFor } from './app/router';

/**
 * The HTML of one public page as the app first draws it (no data yet: lists and prices show their
 * placeholders), for scripts/build.mjs to write beside index.html. Runs in Node at build time only.
 */
export async function renderPage(url: string): Promise<string> {
  await pageFor(new URL(url, 'http://localhost').pathname).preload();
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  // One piece of HTML with no scripts: React would otherwise outline large boundaries for streaming.
  const { prelude } = await prerenderToNodeStream(<App router={Router} />, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
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

export { NOT_FOUND_FILE, NOT_FOUND_PROBE_PATH, PRERENDERED_DIR, PRERENDERED_PATHS, prerenderedFileFor } from '../shared/routes';
