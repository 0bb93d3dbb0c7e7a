import { useState } from 'react';

export interface ProductImageProps {
  src: string | null;
  srcSet: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * A square product photo with server renditions; a drawn placeholder when there is none or it fails.
 * Spans, not divs: the product card draws it inside a button, where only phrasing content is allowed.
 */
export function ProductImage({ src, srcSet, alt, sizes, priority = false, className = '' }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <span className={`relative block aspect-square overflow-hidden bg-cream ${className}`}>
      {broken ? (
        <span
          role="img"
          aria-label={alt}
          className="absolute inset-0 grid place-items-center bg-gradient-to-br from-cream to-sand text-gold-500"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 64 64"
            className="h-1/3 w-1/3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <path d="M16 24l8-10h16l8 10-16 26z" />
            <path d="M16 24h32M24 14l8 10 8-10M32 24v26" />
          </svg>
        </span>
      ) : (
        <img
          src={src}
          srcSet={srcSet ?? undefined}
          sizes={sizes}
          alt={alt}
          width={640}
          height={640}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailedSrc(src)}
          className={
            'absolute inset-0 h-full w-full object-cover transition-transform duration-700 ease-out ' +
            'group-hover:scale-[1.04] motion-reduce:transition-none'
          }
        />
      )}
    </span>
  );
}
