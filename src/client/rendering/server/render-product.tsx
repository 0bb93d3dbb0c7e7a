import { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { ProductPageDto } from '@shared/schemas/product-page';
import { trpc } from '@client/lib/trpc';
import { renderAppWithData } from './render-app';

/** A product's page drawn on the server with its data (./render-app.tsx). */
export async function renderProductPage({
  url,
  page,
}: {
  url: string;
  page: ProductPageDto;
}): Promise<{ markup: string; state: unknown }> {
  const cache = new QueryClient();
  cache.setQueryData(getQueryKey(trpc.pages.product, { id: page.product.id }, 'query'), page);
  return renderAppWithData(url, cache);
}
