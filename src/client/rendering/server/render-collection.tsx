import { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { Collection } from '@shared/constants';
import type { CollectionSearchInput, SearchResult } from '@shared/schemas/search';
import { collectionInputFor } from '@client/features/catalog/listing-params';
import { trpc } from '@client/lib/trpc';
import { renderAppWithData } from './render-app';

/**
 * A collection page drawn on the server with the page of pieces its URL asks for (the same input
 * the browser's page asks with, so it hydrates without asking again): the pieces and the pager
 * are links in the HTML as sent. `load` is the server's search.collection; its answer is returned
 * too, for the server to answer 404 past the last page.
 */
export async function renderCollectionPage({
  url,
  collection,
  load,
}: {
  url: string;
  collection: Collection;
  load: (input: CollectionSearchInput) => Promise<SearchResult>;
}): Promise<{ markup: string; state: unknown; result: SearchResult }> {
  const input = collectionInputFor(collection, new URL(url, 'http://localhost').searchParams);
  const result = await load(input);
  const cache = new QueryClient();
  cache.setQueryData(getQueryKey(trpc.search.collection, input, 'query'), result);
  return { ...(await renderAppWithData(url, cache)), result };
}
