import type { CollectionGroup, SelectionType } from '@shared/constants';

// The piece a collection's banner shows (scripts/generate-collection-motifs.ts draws one per
// collection, of the collection's own kind of piece, in its metal), and the dark ground behind
// it. Kept apart from art-image.tsx so that only the collection pages load these URLs.

const urls = import.meta.glob<string>('../../assets/motifs/*.{avif,webp}', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});
const HEIGHTS = [320, 640] as const;

/** 320 px tall for a banner box of at most 20rem at 1x, 640 at 2x. */
const srcSet = (type: SelectionType, format: 'avif' | 'webp') =>
  HEIGHTS.map((h, i) => {
    const url = urls[`../../assets/motifs/motif-${type}-${h}.${format}`];
    return url ? `${url} ${i + 1}x` : null;
  })
    .filter(Boolean)
    .join(', ');

/**
 * Dark studio grounds by collection group, lit from where the piece stands: classes (the studio-*
 * utilities in styles.css), not inline styles, which the Content Security Policy (style-src 'self')
 * refuses in the prerendered HTML.
 */
export const BANNER_BACKDROPS: Record<CollectionGroup, string> = {
  gold: 'studio-gold',
  diamond: 'studio-diamond',
  temple: 'studio-temple',
  polki: 'studio-polki',
  mangalsutra: 'studio-mangalsutra',
  daily: 'studio-daily',
  party: 'studio-party',
  bestsellers: 'studio-bestsellers',
};

/** The collection's piece, whole: sized by the box it is given, never cropped. */
export function BannerMotif({ type, alt }: { type: SelectionType; alt: string }) {
  const fallback = urls[`../../assets/motifs/motif-${type}-${HEIGHTS[0]}.webp`];
  if (!fallback) return null;
  return (
    <picture>
      {/* x descriptors and no sizes: HTML allows sizes only beside width descriptors. */}
      <source type="image/avif" srcSet={srcSet(type, 'avif')} />
      <source type="image/webp" srcSet={srcSet(type, 'webp')} />
      <img
        src={fallback}
        alt={alt}
        decoding="async"
        fetchPriority="high"
        className="h-full max-h-full w-full object-contain drop-shadow-[0_12px_24px_rgba(0,0,0,.45)]"
      />
    </picture>
  );
}
