// Edits of the built HTML document (index.html and the pages drawn from it), made the same way by
// the build (scripts/build.mjs, through the client's server entry) and by the server (the product
// pages' head in src/server/modules/seo/seo.http.ts).

/** The shell's empty root, which a drawn page fills. */
export const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Adds tags at the top of the head, right after the viewport meta, ahead of the stylesheet and
 * scripts: preloads (the first screen's fonts, the hero or the product's photo) are found first.
 */
export function withEarlyHeadTags(html: string, tags: readonly string[]): string {
  if (tags.length === 0) return html;
  return html.replace(/(<meta name="viewport"[^>]*>)/, (viewport) => `${viewport}\n    ${tags.join('\n    ')}`);
}

/**
 * The tags React writes ahead of a page's markup (its <title>, preloads, metas hoisted from the
 * page), split from the markup itself.
 */
export function splitHoistedTags(markup: string): { hoisted: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<link\b[^>]*>|<meta\b[^>]*>)+/.exec(markup)?.[0] ?? '';
  return { hoisted, body: markup.slice(hoisted.length) };
}

/**
 * The shell with a page drawn into its root. `drawnFor` is the path the markup was drawn for:
 * the browser hydrates it only on that page (src/client/rendering/hydrate.tsx). `after` follows
 * the root (the page's state as a data block).
 */
export function withPageInRoot(html: string, drawnFor: string, markup: string, after = ''): string {
  const path = drawnFor.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="${path}">${markup}</div>${after}`);
}

/**
 * The preload of a page's first picture marked fetchpriority=high (the hero or the banner), to be
 * fetched before the stylesheet and scripts are even parsed, in the format every browser we serve
 * reads; undefined when the page has none.
 */
export function heroPreloadTag(markup: string): string | undefined {
  const hero = new RegExp(
    String.raw`<picture><source type="image\/avif" srcSet="([^"]+)"(?: sizes="([^"]+)")?\/>` +
      String.raw`(?:(?!<\/picture>).)*?fetchPriority="high"`,
    'i',
  ).exec(markup);
  return hero
    ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${hero[1]}"` +
        `${hero[2] ? ` imagesizes="${hero[2]}"` : ''} fetchpriority="high">`
    : undefined;
}
