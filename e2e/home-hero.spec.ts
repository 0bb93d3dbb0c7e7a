import { expect, test, type Locator } from '@playwright/test';
import { TIMINGS_MS } from '@shared/constants';
import { hydrated } from './support/hydration';

// The hero's pictures cross-fade; its words do not: the outgoing slide's heading and text fade
// out before the incoming ones appear, so two headings are never drawn over each other.
// Playwright's clock holds the app's timers; the CSS fades run in real time.

/** The opacity a text is drawn with: its own times every ancestor's. */
const drawnOpacity = (text: Locator) =>
  text.evaluate((el) => {
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  });

test('a slide’s words fade out before the next slide’s words appear', async ({ page }) => {
  const start = new Date('2026-01-05T10:00:00+05:30');
  await page.clock.install({ time: start });
  await page.goto('/');
  await hydrated(page);
  // Held: from here the slides move only when the test moves the clock.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  const hero = page.getByTestId('hero');
  // Stopped while hovered, so the words of the slide shown settle; let go, the slides start again
  // and the next one is due a full heroAutoAdvance from now.
  await hero.hover();
  await expect(hero).toHaveAttribute('data-running', 'false');
  await page.clock.runFor(TIMINGS_MS.heroTextFade);
  await page.mouse.move(0, 0);
  await expect(hero).toHaveAttribute('data-running', 'true');
  const shownSlide = hero.locator('[role="group"][aria-hidden="false"]');
  const label = (await shownSlide.getAttribute('aria-label'))!;
  const n = Number(label.split(' ')[0]);
  const count = Number(label.split(' of ')[1]);
  // CSS selectors, not roles: a slide out of view is aria-hidden.
  const slide = (k: number) => hero.locator(`[role="group"][aria-label="${k} of ${count}"]`);
  const textOf = (k: number) => slide(k).locator('h2').locator('..');
  const next = (n % count) + 1;
  await expect.poll(() => drawnOpacity(textOf(n))).toBe(1);

  await page.clock.runFor(TIMINGS_MS.heroAutoAdvance);
  await expect(slide(next)).toHaveAttribute('aria-hidden', 'false');
  // The incoming picture is fully in and the outgoing words are gone, while the incoming words
  // still wait: at no moment are both slides' words drawn.
  await expect.poll(() => slide(next).evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
  await expect.poll(() => drawnOpacity(textOf(n))).toBe(0);
  expect(await drawnOpacity(textOf(next))).toBe(0);

  await page.clock.runFor(TIMINGS_MS.heroTextFade);
  await expect.poll(() => drawnOpacity(textOf(next))).toBe(1);
  expect(await drawnOpacity(textOf(n))).toBe(0);
  await expect(slide(next).getByRole('heading')).toBeVisible();
});
