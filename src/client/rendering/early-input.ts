import { useEffect, type RefObject } from 'react';

/** A native control whose value a shopper can set before the app has hydrated the page. */
export type EarlyControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

// A prerendered or server-drawn page is live before the app is: a shopper may type into a box,
// choose an option, a radio or a checkbox, and the browser keeps it, but no onChange runs, and
// hydration leaves the control as it finds it. Hydration does rewrite the HTML's own value
// (value, checked attributes) to what the app draws, so a control the shopper left alone follows
// the app, and one they changed differs from its HTML: that difference is what is adopted. A
// select is the exception: its options' `selected` attributes stay as drawn, so one left alone
// is moved here to the value the app draws (`rendered`). Only hydration is looked at: controls the
// app mounts later (`<html data-hydrated>` is set by then) were never in the shopper's hands.

const CONTROLS = 'input, select, textarea';

/** Whether the shopper changed `control` before hydration (and, for a select, syncs it when not). */
function changedEarly(control: EarlyControl, rendered: string | undefined): boolean {
  if (control instanceof HTMLSelectElement) {
    if (control.value === rendered) return false;
    const options = [...control.options];
    // What the page's HTML selected (the first option when none is marked).
    if (control.value !== (options.find((o) => o.defaultSelected) ?? options[0])?.value) return true;
    if (rendered !== undefined && options.some((o) => o.value === rendered)) control.value = rendered;
    return false;
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
    // A radio group: the one the shopper checked stands for it.
    return control.checked !== control.defaultChecked && (control.checked || control.type === 'checkbox');
  return control.value !== control.defaultValue;
}

/**
 * Once the page has hydrated, hands `adopt` the controls at or inside `ref` that the shopper set
 * before, in document order, so it can take their values as their own onChange would have
 * (`control.value`, `control.checked`). `rendered` gives, by control name, the value the app draws
 * a select with now. Not called when nothing was set early.
 */
export function useEarlyInput(
  ref: RefObject<HTMLElement | null>,
  adopt: (changed: EarlyControl[]) => void,
  rendered: Readonly<Record<string, string>> = {},
): void {
  useEffect(() => {
    const root = ref.current;
    // Mounted after hydration (a page the app drew itself): nothing was set before.
    if (!root || document.documentElement.hasAttribute('data-hydrated')) return;
    // `matches` says what the root is.
    const controls = root.matches(CONTROLS) ? [root as EarlyControl] : root.querySelectorAll<EarlyControl>(CONTROLS);
    const changed = [...controls].filter((c) => changedEarly(c, rendered[c.name]));
    if (changed.length > 0) adopt(changed);
    // Once, at hydration: afterwards every change goes through the controls' own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
