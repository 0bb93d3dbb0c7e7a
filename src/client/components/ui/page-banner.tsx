import type { ReactNode } from 'react';
import { ArtImage, type ArtName } from './art-image';

export interface PageBannerProps {
  art: ArtName;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The banner at the top of a page: drawn art, a dark veil on the text side, the page's h1. */
export function PageBanner({ art, eyebrow, title, children }: PageBannerProps) {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-charcoal text-ivory">
      <ArtImage name={art} priority sizes="100vw" className="absolute inset-0 -z-10 h-full w-full object-cover object-right" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-charcoal/90 via-charcoal/75 to-charcoal/45 sm:via-charcoal/60 sm:to-charcoal/0" aria-hidden="true" />
      <div className="mx-auto flex min-h-[13rem] max-w-7xl flex-col justify-center px-5 py-12 sm:min-h-[16rem] sm:px-8 lg:min-h-[18rem]">
        {eyebrow ? <p className="mb-3 font-sans text-xs uppercase tracking-[0.28em] text-gold-300">{eyebrow}</p> : null}
        <h1 className="max-w-2xl font-display text-4xl leading-[1.05] text-ivory sm:text-5xl lg:text-6xl">{title}</h1>
        {children ? <div className="mt-4 max-w-xl text-[0.95rem] leading-relaxed text-ivory/85 sm:text-base">{children}</div> : null}
      </div>
    </section>
  );
}
