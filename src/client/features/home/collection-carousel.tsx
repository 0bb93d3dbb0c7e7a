import { Link } from 'react-router';
import { ArtImage } from '@client/components/ui/art-image';
import { Carousel } from '@client/components/ui/carousel';
import { SectionHeading } from '@client/components/ui/section-heading';
import { formatPiecePrice } from '@client/lib/format';
import { useTilePrices } from './api';
import { COLLECTION_TILES } from './home-content';

export function CollectionCarousel() {
  const prices = useTilePrices(COLLECTION_TILES);
  return (
    <section aria-labelledby="collections-heading" className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
      <SectionHeading id="collections-heading" eyebrow="Our collections" title="Find your metal, find your moment">
        From everyday gold to bridal polki, each collection is made in small batches and finished by hand.
      </SectionHeading>
      <Carousel label="Collections">
        {COLLECTION_TILES.map((tile, i) => (
          <Link
            key={tile.to}
            to={tile.to}
            className="group on-dark relative block overflow-hidden bg-charcoal text-ivory"
          >
            <div className="aspect-[4/5]">
              <ArtImage
                name={tile.art}
                sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
                className={
                  'h-full w-full object-cover transition-transform duration-700 group-hover:scale-105 ' +
                  'motion-reduce:transition-none'
                }
              />
            </div>
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-gradient-to-t from-charcoal/90 via-charcoal/10 to-transparent"
            />
            <div className="absolute inset-x-0 bottom-0 p-5">
              <h3 className="font-display text-3xl text-ivory">{tile.title}</h3>
              {/* The line keeps its height while the price loads, so the tile does not jump. */}
              <p className="mt-1 min-h-4 text-xs uppercase tracking-[0.2em] text-gold-300" data-testid="tile-price">
                {prices[i] == null ? null : formatPiecePrice(prices[i], true)}
              </p>
            </div>
          </Link>
        ))}
      </Carousel>
    </section>
  );
}
