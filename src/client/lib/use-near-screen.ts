import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the screen (and from then on). Work a visitor
 * may never scroll to (a carousel's measurements, a shelf's request, a heavy form) waits for it,
 * off the main thread's busiest moment, the page's start. Without IntersectionObserver: true.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '100% 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      // A callback, so that the state does not change during the effect itself.
      const t = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(t);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
