// The canonical address of a product, `/product/{id}-{slug}`, on both sides: the server answers
// every other spelling with a 301, and every link to a piece is written with productPath().
// Apart from routes.ts so that the storefront's first load does not carry it.

/** Longest slug kept in a product's address; the id alone identifies the piece. */
const SLUG_MAX_LENGTH = 80;

/** A product name as the words of its address: 'Kundan Jhumka (22K)' -> 'kundan-jhumka-22k'. */
export function productSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/**
 * A product's canonical address, `/product/{id}-{slug}` (just `/product/{id}` when the name has
 * no letter or digit to keep). The server answers any other spelling of the same id with a 301.
 */
export function productPath(product: { id: number | string; name: string }): string {
  const slug = productSlug(product.name);
  return slug ? `/product/${product.id}-${slug}` : `/product/${product.id}`;
}

/** The product id of a `/product/...` address segment (`12`, `12-gold-ring`), or undefined. */
export function productIdOf(segment: string | undefined): number | undefined {
  const match = /^(\d{1,10})(?:-[a-z0-9-]*)?$/.exec(segment ?? '');
  if (!match) return undefined;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
