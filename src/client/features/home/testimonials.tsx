import { useEffect, useRef, useState } from 'react';
import { TIMINGS_MS } from '@shared/constants';
import { SectionHeading } from '@client/components/ui/section-heading';
import { usePrefersReducedMotion } from '@client/lib/use-media';
import { TESTIMONIALS } from './home-content';
import { nextSlide } from './slides';

const ROTATE_MS = 7000;

/** Three testimonials, one at a time, changing with a 300ms fade. */
export function Testimonials() {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const [held, setHeld] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // Set from script rather than as a style attribute, which the Content-Security-Policy refuses in HTML.
  const figureRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (figureRef.current) figureRef.current.style.transitionDuration = `${TIMINGS_MS.testimonialFade}ms`;
  }, []);

  const show = (next: number) => {
    if (next === index) return;
    setVisible(false);
    window.setTimeout(() => {
      setIndex(next);
      setVisible(true);
    }, TIMINGS_MS.testimonialFade);
  };

  useEffect(() => {
    if (held || reducedMotion) return;
    const timer = window.setInterval(() => {
      setVisible(false);
      window.setTimeout(() => {
        setIndex((i) => nextSlide(i, TESTIMONIALS.length));
        setVisible(true);
      }, TIMINGS_MS.testimonialFade);
    }, ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [held, reducedMotion]);

  const t = TESTIMONIALS[index] ?? TESTIMONIALS[0]!;
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="bg-cream"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false);
      }}
    >
      <div className="mx-auto max-w-4xl px-5 py-16 text-center sm:px-8 sm:py-24">
        <SectionHeading id="testimonials-heading" eyebrow="In their words" title="Worn, loved, and recommended" />
        <figure
          ref={figureRef}
          className={
            `min-h-[13rem] transition-opacity ease-out sm:min-h-[11rem] ` + `${visible ? 'opacity-100' : 'opacity-0'}`
          }
          data-testid="testimonial"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 40 30"
            className="mx-auto mb-5 h-7 w-9 text-gold-500"
            fill="currentColor"
          >
            <path
              d={
                'M0 30V17C0 7 5 1.5 15 0l1.5 3.5C11 5 8.5 8.5 8.5 13H16v17zm24 0V17C24 7 29 1.5 39 0l1 3.5C35 5 ' +
                '32.5 8.5 32.5 13H40v17z'
              }
            />
          </svg>
          <blockquote className="font-display text-2xl italic leading-snug text-charcoal sm:text-[2rem]">
            {t.quote}
          </blockquote>
          <figcaption className="mt-6 text-xs uppercase tracking-[0.24em] text-stone">
            {t.name} · {t.place}
          </figcaption>
        </figure>
        <div className="mt-8 flex justify-center gap-2">
          {TESTIMONIALS.map((item, i) => (
            <button
              key={item.name}
              type="button"
              onClick={() => show(i)}
              aria-label={`Testimonial ${i + 1} of ${TESTIMONIALS.length}: ${item.name}`}
              aria-current={i === index || undefined}
              className="grid h-8 w-8 place-items-center"
            >
              <span
                className={
                  `block h-2 w-2 rounded-full transition-colors ` + `${i === index ? 'bg-gold-500' : 'bg-stone/30'}`
                }
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
