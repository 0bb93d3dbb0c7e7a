import { useEffect, type RefObject } from 'react';

/**
 * Text typed into a prerendered box before the app took over (the page is live at once, the app a
 * moment later): the box holds it, but React never saw it, and hydration keeps what the visitor
 * typed. Once hydrated, `take` is called with it, as the box's own change handler would have been,
 * when it differs from `drawn`, the value the app drew the box with.
 */
export function useTypedEarly(
  ref: RefObject<HTMLInputElement | null>,
  drawn: string,
  take: (typed: string) => void,
): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || el.value === drawn) return;
    take(el.maxLength > 0 ? el.value.slice(0, el.maxLength) : el.value);
    // Once, at hydration: afterwards every change goes through the box's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
