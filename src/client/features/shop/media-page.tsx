import { Link } from 'react-router';
import { PageBanner } from '@client/components/ui/page-banner';
import { PageTitle } from '@client/components/ui/page-title';
import { SectionHeading } from '@client/components/ui/section-heading';
import { useShopInfo } from '@client/lib/use-shop-info';
import { ShowroomFilm } from './showroom-film';

const STORIES = [
  {
    title: 'Reading a hallmark',
    text:
      'Every gold piece we sell carries the BIS mark, its purity in karats and a six-character HUID. Here is ' +
      'how to read them, and how to check a HUID yourself.',
    to: '/gold-bangles',
    cta: 'See hallmarked gold bangles',
  },
  {
    title: 'How a temple necklace is made',
    text:
      'From the wax model to the last kemp stone, a kasu mala takes our karigars three weeks. We followed one ' +
      'through the workshop.',
    to: '/temple-necklace',
    cta: 'See temple necklace sets',
  },
  {
    title: 'Caring for polki',
    text:
      'Uncut diamonds are set with foil and lac behind them. Keep them dry, store them flat, and bring them to ' +
      'us once a year for a check.',
    to: '/polki-necklace',
    cta: 'See polki necklace sets',
  },
];

export function MediaPage() {
  const shop = useShopInfo();
  return (
    <>
      <PageTitle title="Media" />
      <PageBanner art="banner-media" eyebrow="Press & video" title="Media">
        <p>A film of one of our necklaces, stories about the craft, and everything the press needs.</p>
      </PageBanner>
      <ShowroomFilm />
      <section aria-labelledby="stories-heading" className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
        <SectionHeading id="stories-heading" eyebrow="From the workshop" title="Stories of the craft" />
        <ul className="grid gap-6 md:grid-cols-3">
          {STORIES.map((s) => (
            <li key={s.title} className="flex flex-col border-t-2 border-gold-400 bg-white p-7">
              <h3 className="font-display text-2xl leading-tight">{s.title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-stone">{s.text}</p>
              <Link
                to={s.to}
                className="mt-5 text-sm font-medium text-gold-700 underline underline-offset-4 hover:text-charcoal"
              >
                {s.cta}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="press-heading" className="bg-cream">
        <div className="mx-auto max-w-3xl px-5 py-16 text-center sm:px-8 sm:py-20">
          <SectionHeading id="press-heading" eyebrow="For the press" title="Press enquiries">
            For interviews, photographs of our collections or a visit to the workshop, write to us and we will answer
            within a working day.
          </SectionHeading>
          <p className="text-lg">
            <a
              href={`mailto:${shop.email}?subject=${encodeURIComponent('Press enquiry')}`}
              className="underline decoration-gold-400 underline-offset-4 hover:text-gold-700"
            >
              {shop.email}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
