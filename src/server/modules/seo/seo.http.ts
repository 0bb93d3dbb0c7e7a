import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@shared/errors';
import { PRICE_MESSAGES } from '@shared/messages';
import { PRODUCT_PAGE_MESSAGES } from '@shared/messages/product-page';
import { collectionByPath } from '@shared/constants';
import { formatIndianRupees } from '@shared/indian-format';
import { normalizePagePath, PAGE_ROUTES } from '@shared/routes';
import { productIdOf, productPath } from '@shared/product-path';
import {
  GALLERY_IMAGE_SIZES,
  PAGE_DESCRIPTIONS,
  PAGE_STATE_ELEMENT_ID,
  ROBOTS_DISALLOW,
  SHOP_LOGO,
  SITEMAP_URL_LIMIT,
} from '@shared/seo';
import type { ProductPageDto } from '@shared/schemas/product-page';
import { splitHoistedTags, withEarlyHeadTags, withPageInRoot } from '@shared/html-document';
import type { Config } from '@server/config';
import type { AppDeps } from '@server/platform/deps';
import { cachedResponse, sendCached, type CachedResponse } from '@server/platform/http/http-cache';
import { escapeHtml, titleOf, withHead, type PageHead } from './head-tags';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  indianDate,
  jewelryStoresJsonLd,
  jsonLdScript,
  organizationJsonLd,
  productBreadcrumb,
  productImages,
  productJsonLd,
  scriptJson,
} from './json-ld';
import { robotsTxt, sitemapXml } from './sitemap.service';

// The search-engine doors of the storefront: robots.txt, sitemap.xml, the head tags of the
// prerendered pages, and the product pages rendered on the server per request.

/** The origin absolute URLs are written with: PUBLIC_ORIGIN, else this server on localhost. */
export function publicOrigin(config: Config): string {
  return (config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/**
 * What the client's server entry (src/client/rendering/server/, built by scripts/build.mjs into
 * <client>-ssr/) gives the server: the markup of a product page drawn with its data, and the
 * React Query cache the browser hydrates from.
 */
export interface ProductPageRenderer {
  renderProductPage(input: { url: string; page: ProductPageDto }): Promise<{ markup: string; state: unknown }>;
}

export interface ProductPagesOptions {
  /** The product page's data, through the same procedure the browser calls (createCaller). */
  loadPage: (id: number) => Promise<ProductPageDto>;
  renderer: ProductPageRenderer | undefined;
  /** The built shell (fonts preloaded) the page is drawn into; must hold `<div id="root"></div>`. */
  template: string;
  notFoundHtml: string;
  /** URLs per sitemap file (tests lower it). */
  sitemapUrlLimit?: number;
}

const HTML = 'text/html; charset=utf-8';

function sendNotFound(reply: FastifyReply, html: string): FastifyReply {
  return reply.code(404).header('cache-control', 'no-cache').type(HTML).send(html);
}

function priceText(page: ProductPageDto): string {
  const price = page.product.price;
  if (!price) return PRICE_MESSAGES.priceOnRequest;
  const amount = formatIndianRupees(price.total);
  return price.sizeLabel !== null ? `${PRICE_MESSAGES.priceFrom} ${amount}` : amount;
}

/** The whole document of a product page: head tags, JSON-LD, the photo's preload, the markup and the cache. */
export function productDocument(
  template: string,
  page: ProductPageDto,
  rendered: { markup: string; state: unknown } | undefined,
  context: { origin: string; deps: AppDeps },
): string {
  const { origin, deps } = context;
  const { product } = page;
  const canonical = absoluteUrl(origin, productPath(product));
  const shop = deps.shopInfo;
  const preload = product.srcset
    ? `<link rel="preload" as="image" imagesrcset="${escapeHtml(product.srcset)}" ` +
      `imagesizes="${escapeHtml(GALLERY_IMAGE_SIZES)}" fetchpriority="high">`
    : '';
  // None for a piece whose price is on request (json-ld.ts says why).
  const productNode = productJsonLd(page, shop, origin, deps.now());
  const head: PageHead = {
    title: `${product.name} · ${shop.name}`,
    description: PRODUCT_PAGE_MESSAGES.description(product.name, product.category.name, priceText(page)),
    canonical,
    image: productImages(page, origin)[0],
    imageAlt: product.name,
    type: 'product',
    siteName: shop.name,
    extra: [
      jsonLdScript([
        ...(productNode ? [productNode] : []),
        breadcrumbJsonLd(productBreadcrumb(page, PRODUCT_PAGE_MESSAGES.home), origin),
      ]),
    ],
  };
  const html = withEarlyHeadTags(withHead(template, head), preload ? [preload] : []);
  if (!rendered) return html;
  // React writes the page's hoisted tags (<title>, preloads) ahead of its markup; the head above has them.
  return withPageInRoot(
    html,
    productPath(product),
    splitHoistedTags(rendered.markup).body,
    `\n    <script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptJson(rendered.state)}</script>`,
  );
}

/** GET /product/:ref: 301 to the canonical address, the page rendered with its data, or the 404 page. */
export function registerProductPages(app: FastifyInstance, deps: AppDeps, options: ProductPagesOptions): void {
  const origin = publicOrigin(deps.config);
  app.get(
    `/product/:ref`,
    { schema: { hide: true } },
    async (req: FastifyRequest<{ Params: { ref: string } }>, reply) => {
      const id = productIdOf(req.params.ref);
      if (id === undefined) return sendNotFound(reply, options.notFoundHtml);
      let page: ProductPageDto;
      try {
        page = await options.loadPage(id);
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return sendNotFound(reply, options.notFoundHtml);
        if (typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'NOT_FOUND')
          return sendNotFound(reply, options.notFoundHtml);
        throw err;
      }
      const canonical = productPath(page.product);
      const url = new URL(req.url, 'http://localhost');
      if (url.pathname !== canonical) return reply.redirect(`${canonical}${url.search}`, 301);
      // The offer's priceValidUntil counts from today: the day is part of the key.
      const key = `html:${indianDate(deps.now())}:${canonical}`;
      const entry = await deps.catalogCache.read<CachedResponse>(key, async () => {
        const rendered = options.renderer
          ? await options.renderer.renderProductPage({ url: canonical, page })
          : undefined;
        return cachedResponse(productDocument(options.template, page, rendered, { origin, deps }), HTML);
      });
      return sendCached(req, reply, entry, true);
    },
  );
}

/**
 * The head of a prerendered public page: its own description, canonical link, Open Graph, and
 * JSON-LD on home and contact.
 */
export function decoratePrerenderedPage(html: string, pathname: string, deps: AppDeps): string {
  const origin = publicOrigin(deps.config);
  const path = normalizePagePath(pathname);
  const shop = deps.shopInfo;
  const collection = collectionByPath(path);
  const title = titleOf(html) ?? shop.name;
  const business =
    path === PAGE_ROUTES.home || path === PAGE_ROUTES.contact
      ? [jsonLdScript([organizationJsonLd(shop, origin), ...jewelryStoresJsonLd(shop, origin)])]
      : [];
  return withHead(html, {
    title,
    description: PAGE_DESCRIPTIONS[path] ?? PAGE_DESCRIPTIONS[PAGE_ROUTES.home] ?? shop.name,
    canonical: absoluteUrl(origin, path),
    image: absoluteUrl(origin, SHOP_LOGO.path),
    imageAlt: collection?.title ?? shop.name,
    siteName: shop.name,
    extra: business,
  });
}

/** robots.txt and sitemap.xml (an index beyond the per-file limit), cached with the catalogue. */
export function registerSeoRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: { sitemapUrlLimit?: number } = {},
): void {
  const origin = publicOrigin(deps.config);
  const limit = options.sitemapUrlLimit ?? SITEMAP_URL_LIMIT;
  const robots = cachedResponse(robotsTxt(origin, ROBOTS_DISALLOW), 'text/plain; charset=utf-8');
  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) => sendCached(req, reply, robots, true));

  const sitemap = async (req: FastifyRequest, reply: FastifyReply, part?: number) => {
    const entry = await deps.catalogCache.read<CachedResponse | null>(`sitemap:${limit}:${part ?? 0}`, async () => {
      const xml = await sitemapXml(deps, origin, limit, part);
      return xml === null ? null : cachedResponse(xml, 'application/xml; charset=utf-8');
    });
    if (!entry) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendCached(req, reply, entry, true);
  };
  app.get('/sitemap.xml', { schema: { hide: true } }, (req, reply) => sitemap(req, reply));
  app.get('/sitemap/:file', { schema: { hide: true } }, (req: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const match = /^([1-9]\d{0,5})\.xml$/.exec(req.params.file);
    if (!match) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sitemap(req, reply, Number(match[1]));
  });
}
