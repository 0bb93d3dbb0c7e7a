import type { FastifyInstance, FastifyReply } from 'fastify';
import { COLLECTIONS, type Collection } from '@shared/constants';
import { splitHoistedTags, heroPreloadTag, withEarlyHeadTags, withPageInRoot } from '@shared/html-document';
import { PRODUCT_PAGE_MESSAGES } from '@shared/messages/product-page';
import { PAGE_DESCRIPTIONS, PAGE_STATE_ELEMENT_ID } from '@shared/seo';
import type { CollectionSearchInput, SearchResult } from '@shared/schemas/search';
import type { AppDeps } from '@server/platform/deps';
import { cachedResponse, sendCached, type CachedResponse } from '@server/platform/http/http-cache';
import { titleOf, withHead } from './head-tags';
import { absoluteUrl, breadcrumbJsonLd, jsonLdScript, scriptJson } from './json-ld';

// The collection pages drawn on the server per request with the page of pieces their URL asks for:
// the HTML as sent links every piece of the page and the pages around it (?page=2), so a crawler
// finds the whole catalogue without running a script, and a piece added is linked on the next
// request (the drawing is cached with the catalogue, which every write invalidates). A page past
// the last answers 404.

export interface CollectionPageRenderer {
  renderCollectionPage(input: {
    url: string;
    collection: Collection;
    load: (input: CollectionSearchInput) => Promise<SearchResult>;
  }): Promise<{ markup: string; state: unknown; result: SearchResult }>;
}

export interface CollectionPagesOptions {
  /** search.collection, through the same procedure the browser calls (createCaller). */
  load: (input: CollectionSearchInput) => Promise<SearchResult>;
  renderer: CollectionPageRenderer;
  /** The built shell (fonts preloaded) the page is drawn into; must hold `<div id="root"></div>`. */
  template: string;
  notFoundHtml: string;
  /** The page prerendered at build time, sent when drawing fails (the browser then asks for the pieces). */
  fallback: (collection: Collection) => string | undefined;
  origin: string;
}

const HTML = 'text/html; charset=utf-8';

/** The whole document of a collection page: its head, BreadcrumbList, the banner's preload, the markup and cache. */
export function collectionDocument(
  template: string,
  collection: Collection,
  page: number,
  rendered: { markup: string; state: unknown },
  context: { origin: string; deps: AppDeps },
): string {
  const { origin, deps } = context;
  const shop = deps.shopInfo;
  const { hoisted, body } = splitHoistedTags(rendered.markup);
  // Each page of a collection is its own canonical address; filters and sorts are not.
  const canonical = absoluteUrl(origin, page > 1 ? `${collection.path}?page=${page}` : collection.path);
  const breadcrumb = [
    { name: PRODUCT_PAGE_MESSAGES.home, path: '/' },
    { name: collection.title, path: collection.path },
  ];
  const html = withHead(template, {
    title: titleOf(hoisted) ?? `${collection.title} · ${shop.name}`,
    description: PAGE_DESCRIPTIONS[collection.path] ?? shop.name,
    canonical,
    image: absoluteUrl(origin, '/favicon.svg'),
    imageAlt: collection.title,
    siteName: shop.name,
    extra: [jsonLdScript(breadcrumbJsonLd(breadcrumb, origin))],
  });
  const hero = heroPreloadTag(body);
  return withPageInRoot(
    withEarlyHeadTags(html, hero ? [hero] : []),
    collection.path,
    body,
    `\n    <script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptJson(rendered.state)}</script>`,
  );
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-cache').type(HTML).send(html);
}

/** GET each collection's path: drawn with its pieces, 404 past the last page. */
export function registerCollectionPages(app: FastifyInstance, deps: AppDeps, options: CollectionPagesOptions): void {
  for (const collection of COLLECTIONS) {
    app.get(collection.path, { schema: { hide: true } }, async (req, reply) => {
      const url = new URL(req.url, 'http://localhost');
      const address = `${url.pathname}${url.search}`;
      let entry: CachedResponse | null;
      try {
        entry = await deps.catalogCache.read<CachedResponse | null>(`html:collection:${address}`, async () => {
          const rendered = await options.renderer.renderCollectionPage({
            url: address,
            collection,
            load: options.load,
          });
          const { page, totalPages } = rendered.result;
          if (page > 1 && page > totalPages) return null;
          const document = collectionDocument(options.template, collection, page, rendered, {
            origin: options.origin,
            deps,
          });
          return cachedResponse(document, HTML);
        });
      } catch (err) {
        const fallback = options.fallback(collection);
        if (!fallback) throw err;
        req.log.warn({ err, url: address }, 'collection page not drawn: sent without its pieces');
        return sendHtml(reply, 200, fallback);
      }
      if (!entry) return sendHtml(reply, 404, options.notFoundHtml);
      return sendCached(req, reply, entry, true);
    });
  }
}
