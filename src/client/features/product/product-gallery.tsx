import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PRODUCT_PAGE_MESSAGES as M } from '@shared/messages/product-page';
import { GALLERY_IMAGE_SIZES, GALLERY_MAX_PHOTOS } from '@shared/seo';
import type { ProductDto } from '@shared/schemas/catalog';

// A piece's photos: one large photo (the page's largest paint: in the server's HTML with its
// size, srcset and high fetch priority), thumbnails to choose another, arrow keys and
// previous/next buttons, a swipe on touch screens, and a zoom that follows the pointer on
// desktop (Enter or Space zooms from the keyboard, Escape leaves). Styles set while zooming go
// through the CSSOM, which the strict CSP allows; the server's HTML carries none.

export interface GalleryPhoto {
  id: number | string;
  url: string;
  srcset: string | null;
  alt: string;
}

/**
 * The photos a product has, main first (a photo without alt text is named after the piece here: it
 * is the page's subject).
 */
export function photosOf(product: ProductDto): GalleryPhoto[] {
  const photos =
    product.photos.length > 0
      ? product.photos
      : product.photo
        ? [{ id: 0, url: product.photo, srcset: product.srcset, alt: product.name }]
        : [];
  return photos
    .slice(0, GALLERY_MAX_PHOTOS)
    .map((p) => ({ id: p.id, url: p.url, srcset: p.srcset, alt: p.alt.trim() || product.name }));
}

/** A horizontal move of at least this many pixels is a swipe. */
const SWIPE_PX = 40;
const ZOOM_SCALE = 2.2;

export function ProductGallery({ photos, name }: { photos: GalleryPhoto[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const [swipeFrom, setSwipeFrom] = useState<number | null>(null);
  const count = photos.length;
  const photo = photos[Math.min(index, count - 1)];
  const go = (next: number) => {
    setZoom(null);
    setIndex(((next % count) + count) % count);
  };

  if (!photo) {
    return (
      <div
        role="img"
        aria-label={name}
        className={
          'grid aspect-square place-items-center bg-gradient-to-br from-cream to-sand text-gold-500 ring-1 ' +
          'ring-sand'
        }
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
      </div>
    );
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return; // the previous/next buttons inside answer their own keys
    if (e.key === 'ArrowRight' && count > 1) go(index + 1);
    else if (e.key === 'ArrowLeft' && count > 1) go(index - 1);
    else if (e.key === 'Enter' || e.key === ' ') setZoom(zoom ? null : { x: 50, y: 50 });
    else if (e.key === 'Escape' && zoom) setZoom(null);
    else return;
    e.preventDefault();
  };
  const where = (e: PointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - box.left) / box.width) * 100, y: ((e.clientY - box.top) / box.height) * 100 };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse') setZoom(where(e));
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType !== 'mouse') setSwipeFrom(e.clientX);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (swipeFrom === null) return;
    const dx = e.clientX - swipeFrom;
    setSwipeFrom(null);
    if (count > 1 && Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <section aria-roledescription="carousel" aria-label={M.gallery(name)} className="min-w-0">
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={M.photoOf(index + 1, count)}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setZoom(null)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setSwipeFrom(null)}
        data-testid="gallery-main"
        data-zoomed={zoom ? 'true' : undefined}
        className={
          `relative aspect-square touch-pan-y overflow-hidden bg-cream ring-1 ring-sand ` +
          `focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-700 ` +
          `${zoom ? 'cursor-zoom-out' : 'cursor-zoom-in'}`
        }
      >
        <img
          key={photo.id}
          src={photo.url}
          srcSet={photo.srcset ?? undefined}
          sizes={GALLERY_IMAGE_SIZES}
          alt={photo.alt}
          width={640}
          height={640}
          loading="eager"
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding={index === 0 ? 'sync' : 'async'}
          draggable={false}
          className={
            'absolute inset-0 h-full w-full select-none object-cover transition-transform duration-200 ' +
            'ease-out motion-reduce:transition-none'
          }
          style={zoom ? { transform: `scale(${ZOOM_SCALE})`, transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={M.previousPhoto}
              className={
                'absolute left-2 top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full ' +
                'bg-ivory/90 text-charcoal shadow ring-1 ring-sand hover:bg-white'
              }
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label={M.nextPhoto}
              className={
                'absolute right-2 top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full ' +
                'bg-ivory/90 text-charcoal shadow ring-1 ring-sand hover:bg-white'
              }
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {M.photoOf(index + 1, count)}
      </p>
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-6 gap-2 sm:grid-cols-8">
          {photos.map((p, i) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={M.showPhoto(i + 1, count)}
                aria-current={i === index ? 'true' : undefined}
                className={
                  `block aspect-square w-full overflow-hidden bg-cream ring-1 ` +
                  `${i === index ? 'ring-2 ring-charcoal' : 'ring-sand hover:ring-stone'}`
                }
              >
                <img
                  src={p.url}
                  srcSet={p.srcset ?? undefined}
                  sizes="80px"
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
