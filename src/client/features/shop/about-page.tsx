import { Link } from 'react-router';
import { PAGE_ROUTES } from '@shared/routes';
import { ArtImage } from '@client/components/ui/art-image';
import { buttonClasses } from '@client/components/ui/button';
import { PageBanner } from '@client/components/ui/page-banner';
import { PageTitle } from '@client/components/ui/page-title';
import { SectionHeading } from '@client/components/ui/section-heading';
import { ShowroomCards } from './showroom-cards';

const CRAFT = [
  {
    title: 'Drawn by hand',
    text: 'Every design begins on paper at the workbench, often beside the family who will wear it.',
  },
  {
    title: 'Made in our workshop',
    text: 'Our karigars cast, chase, set and polish each piece, in gold we assay ourselves.',
  },
  { title: 'Checked twice', text: 'Gold is BIS hallmarked with its HUID; diamonds come with a grading certificate.' },
];

export function AboutPage() {
  return (
    <>
      <PageTitle title="About us" />
      <PageBanner art="banner-about" eyebrow="Our story" title="A jeweller of Navi Mumbai">
        <p>Two showrooms, one workshop, and a habit of taking our time.</p>
      </PageBanner>

      <section className="mx-auto grid max-w-7xl items-center gap-12 px-5 py-16 sm:px-8 sm:py-24 lg:grid-cols-2">
        <div>
          <SectionHeading eyebrow="The house" title="Jewellery made to be kept" align="left" />
          <div className="space-y-5 text-[1.02rem] leading-relaxed text-ink/90">
            <p>
              Navi Jewels began as a small workshop in Nerul making gold for the families of the neighbourhood: wedding
              sets, mangalsutras, the first bangles of a newborn. The families stayed, and so did we. Today our Nerul
              and Kharghar showrooms carry gold, diamond, temple and polki jewellery, and our workshop still makes most
              of it.
            </p>
            <p>
              We believe jewellery should be chosen slowly. Sit with us, try things on, bring your mother’s old pieces:
              we will tell you what they are worth and what they could become. When you are ready, we will make it
              properly.
            </p>
          </div>
        </div>
        <div className="relative aspect-[4/5] overflow-hidden bg-charcoal lg:ml-auto lg:w-[85%]">
          <ArtImage
            name="tile-temple"
            sizes="(min-width: 1024px) 40vw, 90vw"
            className="h-full w-full object-cover"
            alt="A pair of temple jhumkas drawn in antique gold"
          />
        </div>
      </section>

      <section className="bg-cream">
        <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
          <SectionHeading eyebrow="The craft" title="How a piece is made" />
          <ol className="grid gap-6 md:grid-cols-3">
            {CRAFT.map((c, i) => (
              <li key={c.title} className="bg-ivory p-7">
                <p className="font-display text-5xl text-gold-500" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </p>
                <h3 className="mt-3 font-display text-2xl">{c.title}</h3>
                <p className="mt-2 leading-relaxed text-stone">{c.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
        <SectionHeading eyebrow="Come and see us" title="Our showrooms" />
        <ShowroomCards headingLevel="h3" />
        <div className="mt-10 text-center">
          <Link to={`${PAGE_ROUTES.contact}#book-a-visit`} className={buttonClasses('primary', 'lg')}>
            Book a showroom visit
          </Link>
        </div>
      </section>
    </>
  );
}
