import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { TIMINGS_MS } from '@shared/constants';
import { ArtImage } from '@client/components/ui/art-image';
import { buttonClasses } from '@client/components/ui/button';
import { usePrefersReducedMotion } from '@client/lib/use-media';
import { HERO_SLIDES } from './home-content';
import { nextSlide } from './slides';

/**
 * The banner slides: advance every TIMINGS_MS.heroAutoAdvance, pause while hovered or focused, never
 * move by themselves under prefers-reduced-motion, and can be stopped with the pause button.
 */
export function HeroSlider() {
  const [index, setIndex] = useState(0);
  // The slide whose words are shown: none while the last slide's words fade out, so the pictures
  // cross-fade but two headings are never drawn over each other.
  const [textIndex, setTextIndex] = useState<number | null>(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const running = !hovered && !focused && !stopped && !reducedMotion;
  const count = HERO_SLIDES.length;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setIndex((i) => nextSlide(i, count));
      setTextIndex(null);
    }, TIMINGS_MS.heroAutoAdvance);
    return () => clearInterval(timer);
  }, [running, count]);

  useEffect(() => {
    if (textIndex === index) return;
    const timer = setTimeout(() => setTextIndex(index), reducedMotion ? 0 : TIMINGS_MS.heroTextFade);
    return () => clearTimeout(timer);
  }, [index, textIndex, reducedMotion]);

  const show = (i: number) => {
    if (i === index) return;
    setIndex(i);
    setTextIndex(null);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured collections"
      className="on-dark relative isolate h-[34rem] overflow-hidden bg-charcoal text-ivory sm:h-[36rem] lg:h-[40rem]"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
      data-running={running}
      data-testid="hero"
    >
      <div aria-live={running ? 'off' : 'polite'}>
        {HERO_SLIDES.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.art}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
              className={
                `absolute inset-0 transition-opacity duration-700 ease-out ` +
                `${active ? 'z-10 opacity-100' : 'z-0 opacity-0'}`
              }
            >
              <ArtImage
                name={slide.art}
                priority={i === 0}
                sizes="100vw"
                className="absolute inset-0 -z-10 h-full w-full object-cover object-[72%_center] lg:object-center"
              />
              <div
                aria-hidden="true"
                className={
                  'absolute inset-0 -z-10 bg-gradient-to-t from-charcoal via-charcoal/55 to-charcoal/10 ' +
                  'md:bg-gradient-to-r md:from-charcoal/95 md:via-charcoal/55 md:to-transparent'
                }
              />
              <div
                className={
                  'mx-auto flex h-full max-w-7xl flex-col justify-end px-5 pb-24 sm:px-8 ' + 'md:justify-center md:pb-0'
                }
              >
                <div
                  data-testid="hero-text"
                  className={
                    'max-w-xl transition-opacity duration-300 ease-out motion-reduce:transition-none ' +
                    (textIndex === i ? 'opacity-100' : 'opacity-0')
                  }
                >
                  <p className="text-xs uppercase tracking-[0.3em] text-gold-300">{slide.eyebrow}</p>
                  <h2 className="mt-4 font-display text-[2.6rem] leading-[1.02] text-ivory sm:text-6xl lg:text-7xl">
                    {slide.title}
                  </h2>
                  <p className="mt-5 max-w-md text-[0.98rem] leading-relaxed text-ivory/85">{slide.text}</p>
                  <Link to={slide.to} className={buttonClasses('gold', 'lg', 'mt-8')}>
                    {slide.cta}
                  </Link>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      <div className="absolute inset-x-0 bottom-7 z-20">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-5 sm:px-8">
          <div className="flex gap-2">
            {HERO_SLIDES.map((slide, i) => (
              <button
                key={slide.art}
                type="button"
                onClick={() => show(i)}
                aria-label={`Show slide ${i + 1}: ${slide.title}`}
                aria-current={i === index || undefined}
                className="group grid h-8 place-items-center"
              >
                <span
                  className={
                    `block h-0.5 rounded-full transition-all duration-300 ` +
                    `${i === index ? 'w-12 bg-gold-300' : 'w-6 bg-ivory/40 group-hover:bg-ivory/80'}`
                  }
                />
              </button>
            ))}
          </div>
          {!reducedMotion ? (
            <button
              type="button"
              onClick={() => setStopped((s) => !s)}
              className={
                'ml-auto grid h-9 w-9 place-items-center rounded-full border border-ivory/30 text-ivory/90 ' +
                'hover:border-gold-300 hover:text-gold-300'
              }
              aria-label={stopped ? 'Play slides' : 'Pause slides'}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="currentColor">
                {stopped ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
              </svg>
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
