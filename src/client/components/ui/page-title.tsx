import { DEFAULT_SHOP_INFO } from '@shared/constants';

/** The document title of a page (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · Navi Jewels` : 'Navi Jewels · Fine jewellery in Navi Mumbai'}</title>;
}

/**
 * The heading of a plain page (cart, wishlist): its document title, the house's name above an h1,
 * the ornament, and an optional line of introduction.
 */
export function PageHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <PageTitle title={title} />
      <p className="eyebrow">{DEFAULT_SHOP_INFO.name}</p>
      <h1 className="mt-2 font-display text-4xl sm:text-5xl">{title}</h1>
      <span className={`ornament mt-4 ${intro ? 'mb-4' : 'mb-10'}`} aria-hidden="true" />
      {intro ? <p className="mb-10 max-w-2xl text-stone">{intro}</p> : null}
    </>
  );
}
