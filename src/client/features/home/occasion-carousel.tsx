import { useRef } from 'react';
import { Link } from 'react-router';
import { LOADING_MESSAGES } from '@shared/messages/back-office';
import { Carousel } from '@client/components/ui/carousel';
import { SectionHeading } from '@client/components/ui/section-heading';
import type { ProductShelf } from '@client/lib/product-shelf';
import { useNearScreen } from '@client/lib/use-near-screen';
import { useOccasionProducts } from './api';
import type { Occasion } from './home-content';
import { interleave } from './slides';

const PER_SELECTION = 4;
const MAX_CARDS = 12;
const CAROUSEL_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

interface OccasionCarouselProps {
  occasion: Occasion;
  shelf: ProductShelf;
  tone?: 'ivory' | 'cream';
}

/**
 * Real pieces for an occasion, mixed from several curated selections (batched into one request),
 * asked for when the section comes within three quarters of a screen of the viewport: the shelves lie
 * below the fold, and drawing them as the page starts cost a phone's main thread most of its work.
 */
export function OccasionCarousel({ occasion, shelf, tone = 'ivory' }: OccasionCarouselProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearScreen(sectionRef, '75% 0px');
  const lists = useOccasionProducts(occasion.types, PER_SELECTION, near);
  const loading = lists.some((l) => l.isPending);
  const failed = lists.every((l) => l.isError);
  const products = interleave(
    lists.map((l) => l.data?.products ?? []),
    MAX_CARDS,
  );

  return (
    // The carousel inside is the labelled region; the section around it needs no name of its own.
    <section ref={sectionRef} className={tone === 'cream' ? 'bg-cream' : ''}>
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id={`${occasion.id}-heading`} eyebrow={occasion.eyebrow} title={occasion.title} align="left">
            {occasion.text}
          </SectionHeading>
          <Link
            to={occasion.to}
            className={
              'mb-8 shrink-0 text-xs font-medium uppercase tracking-[0.18em] text-gold-700 underline ' +
              'decoration-gold-400 underline-offset-8 hover:text-charcoal sm:mb-10'
            }
          >
            {occasion.cta}
          </Link>
        </div>
        {failed ? (
          <p role="alert" className="text-danger">
            {LOADING_MESSAGES.products}
          </p>
        ) : loading && products.length === 0 ? (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className={i > 0 ? 'hidden sm:block' : ''}>
                {shelf.skeleton()}
              </div>
            ))}
          </div>
        ) : (
          <Carousel label={occasion.title}>{products.map((p) => shelf.card(p, { sizes: CAROUSEL_SIZES }))}</Carousel>
        )}
      </div>
    </section>
  );
}
