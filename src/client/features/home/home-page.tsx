import type { ReactNode } from 'react';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { PageTitle } from '@client/components/ui/page-title';
import { SectionHeading } from '@client/components/ui/section-heading';
import type { ProductShelf } from '@client/lib/product-shelf';
import { CollectionCarousel } from './collection-carousel';
import { HeroSlider } from './hero-slider';
import { OCCASIONS } from './home-content';
import { OccasionCarousel } from './occasion-carousel';
import { PromisesStrip } from './promises-strip';
import { Testimonials } from './testimonials';

export interface HomePageProps {
  /** Cards for the occasion carousels (features/product, composed by the route). */
  shelf: ProductShelf;
  /** The film of the house (features/shop). */
  film: ReactNode;
  /** The appointment form (features/appointments). */
  appointmentForm: ReactNode;
}

export function HomePage({ shelf, film, appointmentForm }: HomePageProps) {
  const [wedding, party, daily] = OCCASIONS;
  const carousel = (occasion: (typeof OCCASIONS)[number] | undefined, tone: 'ivory' | 'cream') =>
    occasion ? <OccasionCarousel occasion={occasion} shelf={shelf} tone={tone} /> : null;

  return (
    <>
      <PageTitle />
      <h1 className="sr-only">Navi Jewels: fine jewellery in Nerul and Kharghar, Navi Mumbai</h1>
      <HeroSlider />
      <PromisesStrip />
      {/* Below the fold: laid out and painted when it comes near the screen, not before the first paint. */}
      <div className="defer-render">
        <CollectionCarousel />
        {carousel(wedding, 'cream')}
        {carousel(party, 'ivory')}
        {film}
        {carousel(daily, 'ivory')}
        <Testimonials />
        <section id="book-a-visit" aria-labelledby="book-heading" className="scroll-mt-32">
          <div className="mx-auto grid max-w-7xl gap-10 px-5 py-16 sm:px-8 sm:py-24 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
            <SectionHeading id="book-heading" eyebrow="Visit us" title={PAGE_MESSAGES.appointmentTitle} align="left">
              <p>{PAGE_MESSAGES.appointmentIntro}</p>
              <p className="mt-4">Nerul and Kharghar showrooms are open Tuesday to Sunday, 10:30 am to 8:30 pm.</p>
            </SectionHeading>
            {appointmentForm}
          </div>
        </section>
      </div>
      {shelf.dialog}
    </>
  );
}
