import { Link } from 'react-router';
import { COLLECTIONS } from '@shared/constants';
import { GENERAL_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { buttonClasses } from '@client/components/ui/button';
import { PageTitle } from '@client/components/ui/page-title';

const SUGGESTED = [
  '/gold-necklace',
  '/diamond-ring',
  '/temple-earrings',
  '/polki-necklace',
  '/mangalsutra',
  '/bestsellers',
];

export default function NotFound() {
  const suggestions = SUGGESTED.map((p) => COLLECTIONS.find((c) => c.path === p)).filter((c) => c !== undefined);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <PageTitle title={PAGE_MESSAGES.notFoundTitle} />
      <p className="font-display text-7xl text-gold-500 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 font-display text-4xl sm:text-5xl">{GENERAL_MESSAGES.pageNotFound}</h1>
      <span className="ornament mx-auto mt-5" aria-hidden="true" />
      <p className="mt-5 text-stone">{PAGE_MESSAGES.notFoundBody}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm">
        {suggestions.map((c) => (
          <li key={c.path}>
            <Link to={c.path} className="underline decoration-gold-500 underline-offset-4 hover:text-gold-700">
              {c.title}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-10')}>
        {PAGE_MESSAGES.backHome}
      </Link>
    </section>
  );
}
