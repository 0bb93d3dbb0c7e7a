import { useEffect, useRef } from 'react';
import { VIDEO_VISIBILITY_THRESHOLD } from '@shared/constants';
import { usePrefersReducedMotion } from '@client/lib/use-media';
import { useNearScreen } from '@client/lib/use-near-screen';

/**
 * A short muted film of the house (public/media, drawn and encoded by scripts/generate-storefront-art.mjs).
 * It plays when a quarter of it is on screen and pauses when it leaves; under prefers-reduced-motion it
 * waits for the visitor to press play.
 */
const POSTER = '/media/showroom-poster.webp';

export function ShowroomFilm() {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // The poster attribute is set as the film comes near the screen: browsers fetch a poster at once,
  // ahead of the hero image, even for a film far below the fold. Until then the lazy <img> stands in.
  // The controls too: Chromium builds its media controls (a shadow tree with SVG icons, each an
  // image document of its own) as the page is parsed, tens of milliseconds of style work on a
  // phone for a film below the fold.
  const near = useNearScreen(ref, '800px 0px');

  useEffect(() => {
    const video = ref.current;
    if (!video || reducedMotion || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting && entry.intersectionRatio >= VIDEO_VISIBILITY_THRESHOLD) {
          video.play().catch(() => undefined);
        } else {
          video.pause();
        }
      },
      { threshold: [0, VIDEO_VISIBILITY_THRESHOLD] },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [reducedMotion]);

  return (
    <section aria-labelledby="film-heading" className="on-dark bg-charcoal text-ivory">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <p className="text-xs uppercase tracking-[0.28em] text-gold-300">The house</p>
          <h2 id="film-heading" className="mt-4 font-display text-4xl leading-tight text-ivory sm:text-5xl">
            Made by hand, a few pieces at a time
          </h2>
          <span className="ornament mt-5" aria-hidden="true" />
          <p className="mt-5 max-w-md leading-relaxed text-ivory/80">
            Our karigars draw, cast, set and polish every piece in our own workshop. The film takes a slow look at one
            of them, a gold necklace with ruby drops and an emerald; come to Nerul to see the pieces up close.
          </p>
        </div>
        <div className="relative isolate aspect-video overflow-hidden bg-black ring-1 ring-gold-400/30">
          {/* The poster is the film's first frame, drawn from the same scene (scripts/generate-storefront-art.mjs):
              a lazy image under the film at first (and without script), the video's own poster once near. */}
          <img
            src={POSTER}
            alt=""
            width={1280}
            height={720}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 -z-10 h-full w-full object-cover"
          />
          <video
            ref={ref}
            className="h-full w-full object-cover"
            poster={near ? POSTER : undefined}
            width={1280}
            height={720}
            muted
            loop
            playsInline
            preload="none"
            controls={near}
            aria-label="A slow look at a gold necklace with ruby drops and an emerald"
            data-testid="showroom-film"
          >
            <source src="/media/showroom.webm" type="video/webm" />
            <source src="/media/showroom.mp4" type="video/mp4" />
          </video>
        </div>
      </div>
    </section>
  );
}
