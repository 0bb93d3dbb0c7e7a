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
 * Dark studio grounds by collection group, lit from where the piece stands: classes, not inline
 * styles, which the Content Security Policy (style-src 'self') refuses in the prerendered HTML.
 */
export const BANNER_BACKDROPS: Record<CollectionGroup, string> = {
  gold: 'bg-[radial-gradient(circle_at_78%_50%,rgba(214,170,80,.32),transparent_55%),linear-gradient(120deg,#1d1915,#3b2b17)]',
  diamond:
    'bg-[radial-gradient(circle_at_78%_50%,rgba(207,216,227,.28),transparent_55%),linear-gradient(120deg,#14171c,#2b3441)]',
  temple:
    'bg-[radial-gradient(circle_at_78%_50%,rgba(217,164,65,.30),transparent_55%),linear-gradient(120deg,#2a0f12,#5a1b20)]',
  polki:
    'bg-[radial-gradient(circle_at_78%_50%,rgba(239,226,192,.26),transparent_55%),linear-gradient(120deg,#1c1a14,#43361f)]',
  mangalsutra:
    'bg-[radial-gradient(circle_at_78%_50%,rgba(214,170,80,.30),transparent_55%),linear-gradient(120deg,#1e1418,#41222b)]',
  daily:
    'bg-[radial-gradient(circle_at_78%_50%,rgba(192,198,207,.26),transparent_55%),linear-gradient(120deg,#1b1d20,#3b4047)]',
  party:
    'bg-[radial-gradient(circle_at_78%_50%,rgba(227,183,160,.28),transparent_55%),linear-gradient(120deg,#241517,#4d2a2c)]',
  bestsellers:
    'bg-[radial-gradient(circle_at_78%_50%,rgba(214,170,80,.32),transparent_55%),linear-gradient(120deg,#1d1915,#3b2b17)]',
};

/** The collection's piece, whole: sized by the box it is given, never cropped. */
export function BannerMotif({ type, alt }: { type: SelectionType; alt: string }) {
  const fallback = urls[`../../assets/motifs/motif-${type}-${HEIGHTS[0]}.webp`];
  if (!fallback) return null;
  return (
    <picture>
      {/* sizes is ignored beside x descriptors; it is there so the build's preload of the first
          high-priority picture (scripts/build.mjs) finds this one too. */}
      <source type="image/avif" srcSet={srcSet(type, 'avif')} sizes="20rem" />
      <source type="image/webp" srcSet={srcSet(type, 'webp')} sizes="20rem" />
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
