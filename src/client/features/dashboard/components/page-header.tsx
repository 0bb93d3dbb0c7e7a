import type { ReactNode } from 'react';

/** The top of a dashboard screen: where it sits in the menu, its title and what it is for. */
export function PageHeader({ section, title, children }: { section?: string; title: string; children?: ReactNode }) {
  return (
    <header className="mb-8 border-b border-sand pb-6">
      {section ? <p className="eyebrow">{section}</p> : null}
      <h1 tabIndex={-1} className="mt-1 text-[2rem] leading-tight outline-none sm:text-[2.6rem]">
        {title}
      </h1>
      {children ? <div className="mt-2 max-w-2xl text-[0.95rem] text-stone">{children}</div> : null}
    </header>
  );
}

/** A pale card that groups one task on a screen. */
export function Panel({
  children,
  className = '',
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={
        `rounded-sm border border-sand bg-white/70 p-5 shadow-[0_1px_0_rgb(30_26_23/0.03)] sm:p-7 ` + `${className}`
      }
    >
      {children}
    </section>
  );
}

/** A file the screen offers for download (a spreadsheet of its list), as a quiet text link. */
export const DOWNLOAD_LINK =
  'text-sm font-medium text-gold-700 underline decoration-gold-300 underline-offset-4 hover:decoration-current';
