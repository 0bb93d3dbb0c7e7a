import { describe, expect, it } from 'vitest';
import { EMPTY_ROOT, splitHoistedTags, withEarlyHeadTags, withPageInRoot } from './html-document';

const shell =
  '<html><head><meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />\n' +
  `    <title>Shop</title></head><body>${EMPTY_ROOT}</body></html>`;

describe('the built document', () => {
  it('puts early tags right after the viewport meta, before anything else in the head', () => {
    const html = withEarlyHeadTags(shell, ['<link rel="preload" as="font" href="/a.woff2">', '<link rel="x">']);
    expect(html).toContain(
      '<meta name="viewport" content="width=device-width" />\n    <link rel="preload" as="font" href="/a.woff2">' +
        '\n    <link rel="x">\n    <title>',
    );
    expect(withEarlyHeadTags(shell, [])).toBe(shell);
  });

  it('splits the tags React hoists ahead of a page from its markup', () => {
    const split = splitHoistedTags('<title>Ring</title><link rel="preload" as="image" href="/r"><main>x</main>');
    expect(split).toEqual({
      hoisted: '<title>Ring</title><link rel="preload" as="image" href="/r">',
      body: '<main>x</main>',
    });
    expect(splitHoistedTags('<main>x</main>')).toEqual({ hoisted: '', body: '<main>x</main>' });
  });

  it('fills the root with the page, the path it was drawn for, and what follows', () => {
    const html = withPageInRoot(shell, '/product/5-a"b', '<main>$& x</main>', '<script></script>');
    expect(html).toContain('<div id="root" data-prerendered="/product/5-a&quot;b"><main>$& x</main></div><script>');
  });
});
