// The storefront's drawn art (scripts/generate-storefront-art.mjs) as responsive <picture>s.

const urls = import.meta.glob<string>('../../assets/art/*.{avif,webp}', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

export type ArtName =
  | 'hero-gold'
  | 'hero-diamond'
  | 'hero-temple'
  | 'hero-bestsellers'
  | 'banner-gold'
  | 'banner-diamond'
  | 'banner-temple'
  | 'banner-polki'
  | 'banner-mangalsutra'
  | 'banner-daily'
  | 'banner-party'
  | 'banner-bestsellers'
  | 'banner-about'
  | 'banner-contact'
  | 'banner-media'
  | 'banner-account'
  | 'tile-gold'
  | 'tile-diamond'
  | 'tile-temple'
  | 'tile-polki'
  | 'tile-mangalsutra'
  | 'tile-daily'
  | 'tile-party';

const WIDTHS: Record<string, readonly number[]> = { hero: [800, 1400, 2000], banner: [800, 1800], tile: [400, 800] };
/** Intrinsic sizes, so the browser reserves the space before the picture arrives. */
const SIZES: Record<string, readonly [number, number]> = { hero: [2000, 900], banner: [1800, 560], tile: [800, 1000] };

function srcSet(name: ArtName, format: 'avif' | 'webp'): string {
  const kind = name.split('-')[0] ?? 'banner';
  return (WIDTHS[kind] ?? [])
    .map((w) => {
      const url = urls[`../../assets/art/${name}-${w}.${format}`];
      return url ? `${url} ${w}w` : null;
    })
    .filter(Boolean)
    .join(', ');
}

export interface ArtImageProps {
  name: ArtName;
  /** Decorative art has an empty alt; describe it when it carries meaning. */
  alt?: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}

export function ArtImage({ name, alt = '', sizes = '100vw', priority = false, className = '' }: ArtImageProps) {
  const kind = name.split('-')[0] ?? 'banner';
  const widths = WIDTHS[kind] ?? [800];
  const [w, h] = SIZES[kind] ?? [1600, 500];
  const fallback = urls[`../../assets/art/${name}-${widths[0]}.webp`];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(name, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(name, 'webp')} sizes={sizes} />
      <img
        src={fallback}
        alt={alt}
        width={w}
        height={h}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'low'}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
