import type { ReactNode } from 'react';

/** A section's eyebrow, serif heading and optional intro, centred or left-aligned. */
export function SectionHeading({
  eyebrow,
  title,
  children,
  align = 'center',
  id,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'left';
  id?: string;
}) {
  const centred = align === 'center';
  return (
    <div className={`mb-8 sm:mb-10 ${centred ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}`}>
      {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
      <h2 id={id} className="font-display text-3xl leading-tight sm:text-4xl">
        {title}
      </h2>
      <span className={`ornament mt-4 ${centred ? 'mx-auto' : ''}`} aria-hidden="true" />
      {children ? <div className="mt-4 text-[0.95rem] leading-relaxed text-stone">{children}</div> : null}
    </div>
  );
}
