// The start-up, imported by the entry (main.tsx), is this small file; the app comes after. A
// public page arrives prerendered and is complete to look at and to follow links in, so its
// scripts wait until the page has loaded and its first frame is painted, off the road of the
// first paint and the hero image; they come at once if the visitor reaches for the page before
// that. A product page, drawn by the server per request, is treated the same way; an empty page
// (the dashboard) starts at once. Once the app has taken over, ./hydrate.tsx marks the document
// `<html data-hydrated>`.
//
// A press on a button, a key pressed on one of the app's own widgets (a gallery, a menu: an
// element made focusable, not a native control) or a form sent before the app has taken over is
// held, not lost: it is played again on the same element once the app listens (links, native
// controls' keys, Tab and the browser's shortcuts need no script and go through). A value set in
// a native control (text typed, an option, a radio or a checkbox) needs no holding: the control
// keeps it, and the app adopts it when it hydrates (./early-input.ts).
const root = document.getElementById('root')!;
let started = false;
const held: Array<() => void> = [];
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
const HELD = ['click', 'submit', 'keydown'] as const;

/** Native controls: their keys work without the app (Enter on a button makes a click, held below). */
const NATIVE_KEYS_TARGET = 'a[href], button, input, select, textarea, summary, [contenteditable]';
/** The keys the app's widgets answer; others (and any with Ctrl, Alt or Meta: the browser's) go through. */
const WIDGET_KEYS = new Set([
  'Enter',
  ' ',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

function hold(event: Event): void {
  if (event instanceof KeyboardEvent) {
    const target = event.target;
    if (!WIDGET_KEYS.has(event.key) || event.ctrlKey || event.altKey || event.metaKey) return;
    if (!(target instanceof HTMLElement) || target === document.body || target.closest(NATIVE_KEYS_TARGET)) return;
    event.preventDefault();
    const init: KeyboardEventInit = {
      key: event.key,
      code: event.code,
      shiftKey: event.shiftKey,
      bubbles: true,
      cancelable: true,
    };
    held.push(() => {
      if (target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', init));
    });
    return;
  }
  if (event.type === 'submit') {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    held.push(() => {
      if (form.isConnected) form.requestSubmit();
    });
    return;
  }
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
  if (!control) return;
  event.preventDefault();
  held.push(() => {
    if (control.isConnected) control.click();
  });
}

function begin(): void {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, begin, true);
  void import('./hydrate')
    .then(({ start }) => start(root))
    .finally(() => {
      for (const type of HELD) document.removeEventListener(type, hold, true);
      for (const replay of held.splice(0)) replay();
    });
}

if (!root.firstElementChild || document.readyState === 'complete') begin();
else {
  for (const type of HELD) document.addEventListener(type, hold, true);
  // A frame, then a task: the frame after `load` is painted before the app is fetched.
  window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(begin, 0)), { once: true });
  for (const type of INTERACTIONS) window.addEventListener(type, begin, { capture: true, passive: true });
}
