import './styles.css';

// The entry is this small file; the app comes after. A public page arrives prerendered and is
// complete to look at and to follow links in, so its scripts wait until the page has loaded and
// its first frame is painted, off the road of the first paint and the hero image; they come at
// once if the visitor reaches for the page before that. A product page, drawn by the server per
// request, is treated the same way; an empty page (the dashboard) starts at once.
//
// A press on a button or a form sent before the app has taken over is held, not lost: it is
// played again on the same element once the app listens (links need no script and go through).
const root = document.getElementById('root')!;
let started = false;
const held: Array<() => void> = [];
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

function hold(event: Event): void {
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
  void import('./app/start')
    .then(({ start }) => start(root))
    .finally(() => {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      for (const replay of held.splice(0)) replay();
    });
}

if (!root.firstElementChild || document.readyState === 'complete') begin();
else {
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  // A frame, then a task: the frame after `load` is painted before the app is fetched.
  window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(begin, 0)), { once: true });
  for (const type of INTERACTIONS) window.addEventListener(type, begin, { capture: true, passive: true });
}
