// Paging in price order with the unpriced (price on request) last, on both databases, along an
// index on (price, id). NULL sorts last descending, so `price DESC, id DESC` is one index walk.
// Ascending, NULL would come first: the page is read from the priced rows (`price IS NOT NULL`
// along the index), and only a page that runs past them continues into the unpriced rows,
// which needs the number of priced rows: known from the page itself unless it came back empty.

export interface PricedPaging {
  /** One page of priced ids, ascending by (price, id). */
  priced(limit: number, offset: number): Promise<number[]>;
  /** How many rows are priced (only asked when a page starts past them). */
  countPriced(): Promise<number>;
  /** One page of unpriced ids, ascending by id; undefined when the listing excludes them (a price range). */
  unpriced?: ((limit: number, offset: number) => Promise<number[]>) | undefined;
}

export async function pageAscendingPricedFirst(paging: PricedPaging, limit: number, offset: number): Promise<number[]> {
  const priced = await paging.priced(limit, offset);
  if (priced.length === limit || !paging.unpriced) return priced;
  const pricedTotal = priced.length > 0 ? offset + priced.length : await paging.countPriced();
  const rest = await paging.unpriced(limit - priced.length, Math.max(0, offset - pricedTotal));
  return [...priced, ...rest];
}
