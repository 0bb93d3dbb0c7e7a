import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { PRODUCT_PAGE_MESSAGES as M } from '@shared/messages/product-page';
import { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_STORAGE_KEY } from '@shared/seo';
import type { ProductDto } from '@shared/schemas/catalog';
import { PieceTile, type PieceTileProps } from './piece-tile';

// Pieces this browser has opened, newest first, kept in localStorage (nothing on the server).
// Read after the page has hydrated, so the server's HTML and the first render agree.

type ViewedPiece = Pick<PieceTileProps, 'id' | 'name' | 'photo' | 'srcset' | 'total' | 'from'>;

const CHANGED = 'nj:recently-viewed-changed';

function parseViewed(raw: string): ViewedPiece[] {
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list)
      ? (list as ViewedPiece[]).filter((p) => Number.isInteger(p?.id) && typeof p.name === 'string')
      : [];
  } catch {
    return [];
  }
}

/** The stored list as text: a stable snapshot for useSyncExternalStore. */
function storedText(): string {
  try {
    return localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Remembers `product` as the latest viewed. */
function remember(product: ProductDto): void {
  const piece: ViewedPiece = {
    id: product.id,
    name: product.name,
    photo: product.photo,
    srcset: product.srcset,
    total: product.price?.total ?? null,
    from: product.price?.sizeLabel != null,
  };
  const others = parseViewed(storedText()).filter((p) => p.id !== product.id);
  try {
    localStorage.setItem(
      RECENTLY_VIEWED_STORAGE_KEY,
      JSON.stringify([piece, ...others].slice(0, RECENTLY_VIEWED_MAX + 1)),
    );
    window.dispatchEvent(new Event(CHANGED));
  } catch {
    // private mode or full storage: the list is a nicety
  }
}

export function RecentlyViewed({ product }: { product: ProductDto }) {
  // The server (and hydration) see an empty list; the browser's follows once the page is live.
  const text = useSyncExternalStore(subscribe, storedText, () => '[]');
  const pieces = useMemo(
    () =>
      parseViewed(text)
        .filter((p) => p.id !== product.id)
        .slice(0, RECENTLY_VIEWED_MAX),
    [text, product.id],
  );
  useEffect(() => remember(product), [product]);
  if (pieces.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" className="mt-16 border-t border-sand pt-10">
      <h2 id="recently-viewed" className="font-display text-3xl text-charcoal">
        {M.recentlyViewed}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-8">
        {pieces.map((p) => (
          <li key={p.id}>
            <PieceTile {...p} sizes="(min-width: 1024px) 130px, (min-width: 640px) 22vw, 45vw" small />
          </li>
        ))}
      </ul>
    </section>
  );
}
