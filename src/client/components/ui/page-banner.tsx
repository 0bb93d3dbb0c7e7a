import type { ReactNode } from 'react';
import { ArtImage, type ArtName } from './art-image';

export interface PageBannerProps {
  /**
   * Drawn art behind the whole banner; or a `backdrop` (background classes) with a `motif` shown
   * whole at the right.
   */
  art?: ArtName;
  backdrop?: string;
  motif?: ReactNode;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The banner at the top of a page: drawn art, a dark veil on the text side, the page's h1. */
export function PageBanner({ art, backdrop, motif, eyebrow, title, children }: PageBannerProps) {
  return (
    <section className={`on-dark relative isolate overflow-hidden bg-charcoal text-ivory ${backdrop ?? ''}`}>
      {art ? (
        <ArtImage
          name={art}
          priority
          sizes="100vw"
          className="absolute inset-0 -z-10 h-full w-full object-cover object-right"
        />
      ) : null}
      {art ? (
        <div
          className={
            'absolute inset-0 -z-10 bg-gradient-to-r from-charcoal/90 via-charcoal/75 to-charcoal/45 ' +
            'sm:via-charcoal/60 sm:to-charcoal/0'
          }
          aria-hidden="true"
        />
      ) : null}
      <div
        className={
          'mx-auto flex min-h-[13rem] max-w-7xl items-center gap-4 px-5 py-10 sm:min-h-[16rem] sm:gap-8 ' +
          'sm:px-8 sm:py-12 lg:min-h-[18rem]'
        }
      >
        <div className="min-w-0 flex-1">
          {eyebrow ? (
            <p className="mb-3 font-sans text-xs uppercase tracking-[0.28em] text-gold-300">{eyebrow}</p>
          ) : null}
          <h1 className="max-w-2xl font-display text-4xl leading-[1.05] text-ivory sm:text-5xl lg:text-6xl">{title}</h1>
          {children ? (
            <div className="mt-4 max-w-xl text-[0.95rem] leading-relaxed text-ivory/85 sm:text-base">{children}</div>
          ) : null}
        </div>
        {/* In the flow beside the text, contained in its box: whole at every width. */}
        {motif ? <div className="h-28 w-28 shrink-0 sm:h-44 sm:w-56 lg:h-56 lg:w-80">{motif}</div> : null}
      </div>
    </section>
  );
}
