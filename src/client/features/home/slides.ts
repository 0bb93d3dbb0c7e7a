/** The slide after `index` in a ring of `count`. */
export function nextSlide(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + 1) % count) + count) % count;
}

/** Pieces from several selections, taken in turn so that no single one fills the carousel; no repeats. */
export function interleave<T extends { id: number }>(lists: ReadonlyArray<readonly T[]>, max: number): T[] {
  const out: T[] = [];
  const seen = new Set<number>();
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest && out.length < max; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item && !seen.has(item.id)) {
        seen.add(item.id);
        out.push(item);
        if (out.length >= max) break;
      }
    }
  }
  return out;
}
