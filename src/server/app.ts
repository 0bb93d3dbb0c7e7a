import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { GENERAL_MESSAGES } from '@shared/messages';
import { NOINDEX_PATHS } from '@shared/seo';
import {
  isClientRoute,
  legacyRedirect,
  normalizePagePath,
  NOT_FOUND_FILE,
  PRERENDERED_DIR,
  PRERENDERED_PATHS,
  prerenderedFileFor,
  SSR_TEMPLATE_FILE,
} from '@shared/routes';
import type { Config } from './config';
import type { DatabaseHandle } from './platform/db/connect';
import type { AppDeps } from './platform/deps';
import { PostWriteHooks } from './platform/events/hooks';
import { subscribeWriteHooks } from './write-hooks';
import { apiTokenResolver } from './modules/admin/api-tokens.service';
import { pingDatabase } from './platform/db/health';
import { sendPublicError } from './platform/http/error-answer';
import { registerAdminRoutes } from './modules/admin/admin.rest';
import { registerAdminMfaRoutes } from './modules/admin/admin-mfa.rest';
import { registerAdminAccountRoutes } from './modules/admin/admins.rest';
import { registerAuditRoutes } from './modules/audit/audit.rest';
import { registerApiTokenRoutes } from './modules/admin/api-tokens.rest';
import { registerAuthRoutes } from './modules/accounts/accounts.rest';
import { registerCartRoutes } from './modules/cart/cart.rest';
import { registerShopRoutes } from './modules/shop/shop.rest';
import { registerCatalogRoutes } from './modules/catalog/catalog.rest';
import { registerGoldRoutes } from './modules/rates/rates.rest';
import { registerSelectionRoutes } from './modules/selection/selection.rest';
import { registerSearchRoutes } from './modules/search/search.rest';
import { registerWishlistRoutes } from './modules/wishlist/wishlist.rest';
import { registerStockRoutes } from './modules/stock/stock.rest';
import { registerCatalogIoRoutes } from './modules/catalog-io/catalog-io.rest';
import { registerVisitRoutes } from './modules/visits/visits.rest';
import { createCatalogCache } from './platform/cache/catalog-cache';
import { createMetrics, registerMetricsRoute, registerRequestMetrics } from './platform/metrics/metrics';
import { registerHttpCache } from './platform/http/http-cache';
import { addSecurityHeaders, helmetHeaders } from './platform/http/static-helmet';
import { registerCors } from './platform/http/cors';
import { createDelivery } from './platform/delivery/delivery';
import { createImageStore, sweepOrphanUploads } from './platform/images/images';
import { imageKeysInUse } from './modules/catalog/catalog.service';
import { createPasswordHasher } from './platform/crypto/passwords';
import { createRateLimiter } from './platform/http/rate-limits';
import {
  registerRoutePolicies,
  restSerializerCompiler,
  restValidatorCompiler,
  SECURITY_SCHEMES,
} from './platform/http/rest';
import { loadShopInfo } from './modules/shop/shop-info.service';
import { appProcedureRegistry, appRouter, type AppRouter } from './app-router';
import { createCallerFactory } from './platform/trpc/init';
import {
  decoratePrerenderedPage,
  publicOrigin,
  registerProductPages,
  registerSeoRoutes,
  type ProductPageRenderer,
} from './modules/seo/seo.http';
import { registerCollectionPages, type CollectionPageRenderer } from './modules/seo/collection-pages.http';

import { createContextFactory } from './platform/trpc/context';
import { registerHardening, trustProxyOption } from './platform/http/hardening';
import { methodNotAllowed, trackRouteMethods, type RouteMethods } from './platform/http/allowed-methods';
import { withOperationDefaults } from './platform/http/openapi-defaults';
import { registerRequestLog } from './platform/http/request-log';
import {
  CORS_ALLOWED_HEADERS,
  CORS_ALLOWED_METHODS,
  CORS_PATH_PREFIXES,
  TRPC_MAX_BATCH_SIZE,
  UPLOADS_URL_PREFIX,
  VISIT_HOLDS,
} from '@shared/constants';
import { createSignInThrottle } from './platform/sessions/sign-in-throttle';
import { createOutbox } from './platform/delivery/outbox';
import { createJobRunner } from './platform/jobs/jobs';
import { releaseExpiredHolds } from './modules/visits/visit-holds.service';

/** What draws pages on the server: product pages, and collection pages when the build has them. */
export type PageRenderer = ProductPageRenderer & Partial<CollectionPageRenderer>;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  redis?: Redis | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the clock (tests move time with it). */
  now?: () => number;
  /** Where the built client lives; defaults to CLIENT_DIR. */
  clientDir?: string;
  /**
   * Draws product (and collection) pages on the server; defaults to the build's
   * <client>-ssr/entry-server.js when there is one.
   */
  productRenderer?: PageRenderer;
  /** URLs per sitemap file (the protocol's 50,000 unless a test lowers it). */
  sitemapUrlLimit?: number;
}

export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const { config, database, redis } = options;
  const securityHeaders = await helmetHeaders(securityHeaderOptions(config));
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    // Hardening (issue 13): proxy hops or addresses, never the left-most X-Forwarded-For entry;
    // request and keep-alive timeouts; body limit (per route where smaller). See platform/http/hardening.ts.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: config.JSON_BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // Node checks the request timeout on this interval (30 s by default).
    http: { connectionsCheckingInterval: Math.min(1000, config.REQUEST_TIMEOUT_MS) },
    routerOptions: { maxParamLength: 5000 },
    // platform/http/request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Refusals made before routing take the one error path too, with the usual headers.
    frameworkErrors: (err, req, reply) => {
      sendPublicError(req, reply.headers(securityHeaders), err);
    },
  });

  // Before any route: it records every route's methods, for the 405 of a path under another method.
  const routeMethods = trackRouteMethods(app);
  registerRequestLog(app);
  const metrics = createMetrics({ poolStats: () => database.poolStats() });
  const now = options.now ?? Date.now;
  const delivery = createDelivery(config, app.log, metrics.delivery);
  const deps: AppDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    images: createImageStore(config.uploadsDir, {
      maxBytes: config.UPLOAD_MAX_BYTES,
      maxPixels: config.UPLOAD_MAX_PIXELS,
    }),
    passwords: createPasswordHasher(config.PASSWORD_HASH_LOG_N, {
      concurrency: config.HASH_CONCURRENCY,
      queueLimit: config.HASH_QUEUE_LIMIT,
    }),
    now,
    logger: app.log,
    catalogCache: createCatalogCache(redis, { onLookup: metrics.cacheLookup, maxBytes: config.READ_CACHE_MAX_BYTES }),
    limiter: { hit: async () => undefined, spendCodes: async () => undefined },
    delivery,
    shopInfo: loadShopInfo(config.SHOP_INFO_JSON),
    signIns: createSignInThrottle(database.db, config, now),
    outbox: createOutbox({
      db: database.db,
      delivery,
      config,
      logger: app.log,
      now,
      onCodesOverBudget: metrics.codesOverBudget,
    }),
    jobs: createJobRunner({ db: database.db, logger: app.log, now, pollMs: config.JOBS_POLL_MS }),
    hooks: subscribeWriteHooks(new PostWriteHooks(), { now }),
    apiTokens: apiTokenResolver(database.db),
  };
  // Periodic work, next to the outbox worker: run by whichever instance claims it (platform/jobs).
  deps.jobs.schedule({
    name: 'releaseExpiredHolds',
    everyMs: VISIT_HOLDS.sweepEveryMs,
    run: async (at) => {
      await releaseExpiredHolds(deps, at);
    },
  });

  app.setErrorHandler((err, req, reply) => sendPublicError(req, reply, err));

  await app.register(fastifyCookie);
  // @fastify/helmet's headers, computed once (it rebuilds them per request).
  addSecurityHeaders(app, securityHeaders);
  // Cross-origin calls from CORS_ORIGINS only (none by default): README, running the first version's client.
  registerCors(app, {
    origins: config.CORS_ORIGINS,
    pathPrefixes: CORS_PATH_PREFIXES,
    embeddablePrefixes: [UPLOADS_URL_PREFIX],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    allowedMethods: CORS_ALLOWED_METHODS,
  });
  // TRACE would echo a request (cookies and all) back, and the fetch Request behind the tRPC
  // adapter throws on it (a 500): nothing here serves it. The adapter cannot read a multipart
  // body either (it throws too); photos go to the REST paths, so tRPC refuses one with 415.
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'TRACE' || req.method === 'TRACK') {
      return reply
        .code(405)
        .header('Allow', 'GET, HEAD, POST, PUT, DELETE')
        .send({ message: GENERAL_MESSAGES.invalidInput });
    }
    if (req.url.startsWith('/trpc/') && /^\s*multipart\//i.test(String(req.headers['content-type'] ?? ''))) {
      return reply.code(415).send({ message: GENERAL_MESSAGES.invalidInput });
    }
  });
  // A few tRPC refusals (a POST without a content type) carry their JSON error labelled text/plain.
  app.addHook('onSend', async (req, _reply, payload) => {
    if (
      payload instanceof Response &&
      payload.status >= 400 &&
      req.url.startsWith('/trpc/') &&
      !/json/i.test(payload.headers.get('content-type') ?? '')
    ) {
      payload.headers.set('content-type', 'application/json');
    }
    // A procedure called with the other method (a mutation by GET, a query by POST): 405 says which.
    if (payload instanceof Response && payload.status === 405 && req.url.startsWith('/trpc/'))
      payload.headers.set('allow', req.method === 'GET' || req.method === 'HEAD' ? 'POST' : 'GET, HEAD');
    return payload;
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyRateLimit, { global: false, ...(redis ? { redis, nameSpace: 'rl:' } : {}) });
  deps.limiter = createRateLimiter(app, config);
  registerHardening(app, deps, appProcedureRegistry);
  registerRoutePolicies(app, deps);

  registerRequestMetrics(app, metrics);
  registerMetricsRoute(app, metrics, {
    token: config.METRICS_TOKEN,
    throttle: deps.signIns,
    maxFailures: config.METRICS_AUTH_MAX_FAILURES,
  });

  app.get('/health/live', async () => ({ status: 'ok' }));
  // Ready means the database answers. Bounded in time so that a load balancer's probe never hangs.
  app.get('/health/ready', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await withTimeout(pingDatabase(database.db), READY_TIMEOUT_MS);
      return { status: 'ok', database: 'up' };
    } catch (err) {
      req.log.warn({ err }, 'readiness check failed: database unavailable');
      return reply.code(503).send({ status: 'down', database: 'down', message: GENERAL_MESSAGES.databaseUnavailable });
    }
  });

  // Cached public reads (tRPC GET queries and REST reads), with ETags: before the routes it serves.
  registerHttpCache(app, deps, { trpcPrefix: '/trpc', router: appRouter, procedures: appProcedureRegistry });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      createContext: createContextFactory(deps),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ path, err: error.cause ?? error }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  // The REST door: routes declared with zod schemas (validated by them), documented from them.
  app.setValidatorCompiler(restValidatorCompiler);
  app.setSerializerCompiler(restSerializerCompiler);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Navi Jewels REST API',
        version: '1.0.0',
        description:
          'The same procedures the storefront calls, at documented paths. Errors are `{ "message": "..." }`. ' +
          'Admin paths take the admin token as `Authorization: Bearer <token>` or the `adminToken` cookie; shopper ' +
          'paths the shopper token or the `token` cookie. ' +
          "A state-changing call authenticated by a cookie must come from the shop's own origin.",
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    transformObject: (d) => ('openapiObject' in d ? withOperationDefaults(d.openapiObject) : d.swaggerObject),
  });

  await app.register(
    async (api) => {
      await api.register(fastifyMultipart, {
        limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 2, fields: 20, fieldSize: 64 * 1024, parts: 30 },
      });
      registerCatalogRoutes(api, deps);
      registerSelectionRoutes(api, deps);
      registerGoldRoutes(api, deps);
      registerAdminRoutes(api, deps);
      registerAdminMfaRoutes(api, deps);
      registerAdminAccountRoutes(api, deps);
      registerApiTokenRoutes(api, deps);
      registerAuditRoutes(api, deps);
      registerAuthRoutes(api, deps);
      registerCartRoutes(api, deps);
      registerShopRoutes(api, deps);
      registerSearchRoutes(api, deps);
      registerWishlistRoutes(api, deps);
      registerStockRoutes(api, deps);
      registerVisitRoutes(api, deps);
      registerCatalogIoRoutes(api, deps);
      api.get('/openapi.json', { schema: { hide: true } }, async (_req, reply) =>
        reply.header('Cache-Control', 'no-cache').send(app.swagger()),
      );
      api.setNotFoundHandler((req, reply) => {
        const refused = methodNotAllowed(routeMethods, req.method, req.url);
        if (refused) return sendPublicError(req, reply, refused);
        return reply.code(404).send({ message: GENERAL_MESSAGES.notFound });
      });
    },
    { prefix: '/api' },
  );

  await app.register(async (docs) => {
    // The documentation changes with each release: revalidated, never kept stale by a cache.
    docs.addHook('onSend', async (_req, reply, payload) => {
      reply.header('cache-control', 'no-cache');
      return payload;
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { validatorUrl: null, deepLinking: true },
      // This page alone runs Swagger UI: its scripts and styles come from our own origin, and it
      // sets styles at run time, which the shop's pages never need.
      staticCSP: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
      },
    });
  });

  fs.mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      cacheControl: true,
      index: false,
      serveDotFiles: false,
    });
  });

  registerSeoRoutes(app, deps, { sitemapUrlLimit: options.sitemapUrlLimit });
  await registerClient(app, deps, options.clientDir ?? config.CLIENT_DIR, options.productRenderer, routeMethods);

  // Upload files a crash left behind (no row names them) go at start, once an hour old.
  app.addHook('onReady', async () => {
    try {
      const removed = await sweepOrphanUploads(config.uploadsDir, (keys) => imageKeysInUse(deps.db, keys), now());
      if (removed > 0) app.log.info({ removed }, 'removed upload files no product names');
    } catch (err) {
      app.log.warn({ err }, 'could not sweep the upload files; the next start will');
    }
  });

  app.addHook('onClose', async () => {
    await deps.jobs.close();
    await deps.outbox.close();
    deps.delivery.close();
    await database.close();
  });

  return { app, deps };
}

const READY_TIMEOUT_MS = 1500;

/** The shop's security headers: a strict content security policy, HSTS in production. */
function securityHeaderOptions(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        // No page sets a <base>: none may (an injected one would re-point every relative URL).
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Serves the built client: hashed assets cached for a year, each public page prerendered, the shell for the rest. */
async function registerClient(
  app: FastifyInstance,
  deps: AppDeps,
  clientDir: string,
  renderer: PageRenderer | undefined,
  routeMethods: RouteMethods,
): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The prerendered pages are sent at their own addresses, never as files.
      allowedPath: (pathName) => !pathName.startsWith(`/${PRERENDERED_DIR}/`) && pathName !== '/index.html',
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }
  // Read once: the built shell and pages do not change while the process runs.
  const shellHtml = hasClient
    ? fs.readFileSync(indexFile, 'utf8')
    : '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Navi Jewels</title></head><body><h1>Navi ' +
      'Jewels</h1><p>The storefront has not been built yet. Run <code>npm run build</code>.</p></body></html>';
  const pages = readPrerenderedPages(path.join(clientDir, PRERENDERED_DIR));
  const noindex = (html: string) =>
    html.replace('</head>', () => '  <meta name="robots" content="noindex">\n  </head>');
  // The 404 page is never to be indexed, whatever address it answers; nor is a search's answer.
  const notFoundHtml = noindex(pages.get(NOT_FOUND_FILE) ?? shellHtml);
  const noindexShellHtml = noindex(shellHtml);
  // Each public page gets its head (description, canonical, Open Graph, JSON-LD) once, here:
  // PUBLIC_ORIGIN and the shop's details are known only when the server starts.
  for (const p of PRERENDERED_PATHS) {
    const file = prerenderedFileFor(p);
    const html = file ? pages.get(file) : undefined;
    if (file && html) pages.set(file, decoratePrerenderedPage(html, p, deps));
  }
  // Product pages are drawn per request by the client's server entry, into the build's shell
  // with its fonts preloaded (SSR_TEMPLATE_FILE, written by scripts/build.mjs).
  const anonymous = createCallerFactory(appRouter)({
    deps,
    req: undefined,
    res: undefined,
    bearerToken: undefined,
    cookieTokens: { user: undefined, admin: undefined },
    // The page is HTML on our own origin: its photos stay relative.
    photoOrigin: undefined,
  });
  const drawer = renderer ?? (await loadProductRenderer(clientDir, app));
  registerProductPages(app, deps, {
    loadPage: (id) => anonymous.pages.product({ id }),
    renderer: drawer,
    template: pages.get(SSR_TEMPLATE_FILE) ?? shellHtml,
    notFoundHtml,
  });
  if (drawer?.renderCollectionPage)
    registerCollectionPages(app, deps, {
      load: (input) => anonymous.search.collection(input),
      renderer: { renderCollectionPage: drawer.renderCollectionPage },
      template: pages.get(SSR_TEMPLATE_FILE) ?? shellHtml,
      notFoundHtml,
      fallback: (collection) => pages.get(prerenderedFileFor(collection.path) ?? ''),
      origin: publicOrigin(deps.config),
    });

  app.setNotFoundHandler((req, reply) => {
    const refused = methodNotAllowed(routeMethods, req.method, req.url);
    if (refused) return sendPublicError(req, reply, refused);
    const url = new URL(req.url, 'http://localhost');
    const target = legacyRedirect(url.pathname);
    if (target) return reply.redirect(`${target}${url.search}`, 301);
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && !/^\/(api|trpc|uploads|health)(\/|$)/.test(url.pathname);
    if (!wantsPage) return reply.code(404).send({ message: GENERAL_MESSAGES.notFound });
    const known = isClientRoute(url.pathname);
    // One address per page: '/gold-ring/' and '/product/5-x/' answer 301 to the address without the slash.
    const canonicalPath = normalizePagePath(url.pathname);
    if (known && canonicalPath !== url.pathname) return reply.redirect(`${canonicalPath}${url.search}`, 301);
    const file = prerenderedFileFor(url.pathname);
    return reply
      .code(known ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        known
          ? ((file && pages.get(file)) ?? (NOINDEX_PATHS.includes(canonicalPath) ? noindexShellHtml : shellHtml))
          : notFoundHtml,
      );
  });
}

/** The server entry of the client build (scripts/build.mjs), when the build has one. */
async function loadProductRenderer(clientDir: string, app: FastifyInstance): Promise<PageRenderer | undefined> {
  const file = path.join(`${clientDir}-ssr`, 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const mod = (await import(pathToFileURL(file).href)) as Partial<ProductPageRenderer & CollectionPageRenderer>;
  if (typeof mod.renderProductPage !== 'function') {
    app.log.warn({ file }, 'the client build has no renderProductPage: product pages are sent without their markup');
    return undefined;
  }
  return {
    renderProductPage: mod.renderProductPage,
    ...(typeof mod.renderCollectionPage === 'function' ? { renderCollectionPage: mod.renderCollectionPage } : {}),
  };
}

/** The prerendered pages by file name; none when the build made none. */
function readPrerenderedPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!fs.existsSync(dir)) return pages;
  for (const name of fs.readdirSync(dir))
    if (name.endsWith('.html')) pages.set(name, fs.readFileSync(path.join(dir, name), 'utf8'));
  return pages;
}
