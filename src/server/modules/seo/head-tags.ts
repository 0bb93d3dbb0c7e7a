// The head of a public page for search engines and link previews: a unique title and
// description, the canonical link, Open Graph and Twitter tags (with the product's photo), and
// any JSON-LD. The server writes them into the built HTML (prerendered pages once at start,
// product pages on each render), so they are there before any script runs.

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** Absolute URL of the preview picture. */
  image?: string | undefined;
  imageAlt?: string | undefined;
  type?: 'website' | 'product';
  siteName: string;
  /** Ready-made tags (JSON-LD scripts, preloads) to add after the others. */
  extra?: string[];
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', 'en_IN'),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image),
          ...(head.imageAlt ? [meta('property', 'og:image:alt', head.imageAlt)] : []),
        ]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image
      ? [
          meta('name', 'twitter:image', head.image),
          ...(head.imageAlt ? [meta('name', 'twitter:image:alt', head.imageAlt)] : []),
        ]
      : []),
    ...(head.extra ?? []),
  ];
  return tags.join('\n    ');
}

/**
 * Puts a page's head into a built HTML document: its <title> replaced, the shell's generic
 * description removed, the tags added at the end of <head>.
 */
export function withHead(html: string, head: PageHead): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${headTags(head)}\n  </head>`);
}

/** The text of a document's <title>, unescaped as far as React escapes it. */
export function titleOf(html: string): string | undefined {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return raw
    ?.replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
