import { useState } from 'react';

/** A product's photo, small; a quiet placeholder when there is none or it fails to load. */
export function ProductThumb({ src, className = 'h-14 w-14' }: { src: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span
        aria-hidden="true"
        className={`grid shrink-0 place-items-center rounded-sm border border-sand bg-cream text-gold-500 ${className}`}
      >
        <svg viewBox="0 0 24 24" className="h-1/2 w-1/2" fill="none" stroke="currentColor" strokeWidth="1.2">
          <path d="M7 4h10l3 5-8 11L4 9z" />
          <path d="M4 9h16M9.5 4L12 9l2.5-5M12 9v11" />
        </svg>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={`shrink-0 rounded-sm border border-sand bg-cream object-cover ${className}`}
    />
  );
}
