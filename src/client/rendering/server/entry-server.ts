// The client's server entry: `vite build --ssr` bundles this file for Node (scripts/build.mjs),
// which prerenders the public pages with it at build time; the server imports the built
// `entry-server.js` at start to draw product pages per request (src/server/app.ts).
export { renderPage } from './prerender';
export { renderProductPage } from './render-product';
export { renderCollectionPage } from './render-collection';
export {
  NOT_FOUND_FILE,
  NOT_FOUND_PROBE_PATH,
  PRERENDERED_DIR,
  PRERENDERED_PATHS,
  prerenderedFileFor,
  SSR_TEMPLATE_FILE,
} from '@shared/routes';
export { EMPTY_ROOT, heroPreloadTag, splitHoistedTags, withEarlyHeadTags, withPageInRoot } from '@shared/html-document';
