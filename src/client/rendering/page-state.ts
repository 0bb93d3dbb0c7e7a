import { createContext, useContext } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID } from '@shared/seo';

// The React Query cache a page was rendered with on the server (rendering/server/render-product.tsx):
// given by context while the server renders, read from the page's JSON data block in the
// browser, so that the first render there draws exactly what the server drew.

export const PageStateContext = createContext<DehydratedState | undefined>(undefined);

let fromDocument: DehydratedState | null | undefined;

function readDocumentState(): DehydratedState | undefined {
  if (fromDocument === undefined) {
    fromDocument = null;
    const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
    if (text) {
      try {
        const state = JSON.parse(text) as DehydratedState;
        // The server's read cache may have drawn the page a while ago, but it is redrawn on every
        // catalogue write or rate change, and the browser revalidated it just now: its data is
        // current as of this load, so it is not refetched as stale.
        const now = Date.now();
        fromDocument = {
          ...state,
          queries: state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })),
        };
      } catch {
        fromDocument = null;
      }
    }
  }
  return fromDocument ?? undefined;
}

/** The server-rendered page's cache, for a HydrationBoundary around the page. */
export function usePageState(): DehydratedState | undefined {
  return useContext(PageStateContext) ?? readDocumentState();
}
