import useEmblaCarousel from 'embla-carousel-react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { Children, useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { STOREFRONT_MESSAGES } from '@shared/messages';
import { FIXED_BASIS, RESPONSIVE_BASIS } from './carousel-breakpoints';
import { useNearScreen } from '@client/lib/use-near-screen';
import { useCardsPerView } from './use-cards-per-view';

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  children: ReactNode;
  /** Overrides the breakpoint rule (for example a single testimonial per view). */
  cards?: number;
}

/** Embla's scroll state as React state: subscribed to its events, read as a primitive snapshot. */
function useEmblaState(embla: UseEmblaCarouselType[1]) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => undefined;
      embla.on('select', onChange).on('reInit', onChange).on('init', onChange);
      return () => {
        embla.off('select', onChange).off('reInit', onChange).off('init', onChange);
      };
    },
    [embla],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () =>
      embla
        ? `${Number(embla.canScrollPrev())}|${Number(embla.canScrollNext())}|` +
          `${embla.selectedScrollSnap()}|${embla.scrollSnapList().length}`
        : '0|0|0|0',
    () => '0|0|0|0',
  );
  const [prev, next, selected, snaps] = snapshot.split('|').map(Number);
  return { prev: prev === 1, next: next === 1, selected: selected ?? 0, snaps: snaps ?? 0 };
}

function Arrow({
  direction,
  onClick,
  disabled,
}: {
  direction: 'prev' | 'next';
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 'prev' ? STOREFRONT_MESSAGES.carouselPrevious : STOREFRONT_MESSAGES.carouselNext}
      className={
        'grid h-10 w-10 place-items-center rounded-full border border-charcoal/25 bg-ivory text-charcoal ' +
        'transition hover:border-charcoal hover:bg-charcoal hover:text-ivory disabled:pointer-events-none ' +
        'disabled:opacity-30'
      }
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <path d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}

/**
 * A row of cards on Embla: 4/3/2/1 visible per CAROUSEL_BREAKPOINTS, swipes on touch and drags with a mouse,
 * arrow buttons and pagination dots for everyone else.
 */
export function Carousel({ label, children, cards }: CarouselProps) {
  const responsiveCards = useCardsPerView();
  const perView = cards ?? responsiveCards;
  const [emblaRef, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' });
  const state = useEmblaState(embla);
  // Embla measures every slide when it starts, which lays the page out: it starts when the
  // carousel comes near the screen, not for every carousel of the page as it loads. Until then
  // the row is the prerendered one, its first cards in place.
  const viewportRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(viewportRef);
  useEffect(() => {
    emblaRef(near ? viewportRef.current : null);
  }, [near, emblaRef]);

  // The slides are drawn again only when they change: Embla's own state (the arrows, the dots)
  // changes as it starts and as it scrolls, and must not redraw every card with it.
  const basis = cards ? (FIXED_BASIS[cards] ?? 'basis-full') : RESPONSIVE_BASIS;
  const slides = useMemo(() => {
    const list = Children.toArray(children);
    return list.map((slide, i) => (
      <div
        key={i}
        role="group"
        aria-roledescription="slide"
        aria-label={`${i + 1} of ${list.length}`}
        className={`min-w-0 shrink-0 grow-0 pl-4 sm:pl-6 ${basis}`}
      >
        {slide}
      </div>
    ));
  }, [children, basis]);

  useEffect(() => {
    embla?.reInit();
  }, [embla, perView, slides.length]);

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y sm:-ml-6">{slides}</div>
      </div>
      {state.snaps > 1 ? (
        <div className="mt-6 flex items-center justify-between gap-4">
          {state.snaps <= 8 ? (
            <div className="flex gap-2" aria-hidden="true">
              {Array.from({ length: state.snaps }, (_, i) => (
                <span
                  key={i}
                  className={
                    `h-1 rounded-full transition-all ` + `${i === state.selected ? 'w-8 bg-gold-500' : 'w-3 bg-sand'}`
                  }
                />
              ))}
            </div>
          ) : (
            <p className="text-xs tabular-nums tracking-[0.16em] text-stone" aria-hidden="true">
              {state.selected + 1} / {state.snaps}
            </p>
          )}
          <div className="flex gap-2">
            <Arrow direction="prev" onClick={() => embla?.scrollPrev()} disabled={!state.prev} />
            <Arrow direction="next" onClick={() => embla?.scrollNext()} disabled={!state.next} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
