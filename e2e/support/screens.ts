import fs from 'node:fs';
import type { Page } from '@playwright/test';

// Full-page screenshots at phone and desktop width, kept as artefacts (e2e/artifacts is not in git).

export const SCREENS_DIR = 'e2e/artifacts/screens';
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Scrolls through the page so lazy images load, waits for them (a bounded time), and saves
 * `name`-`width`.png at `size`, animations finished.
 */
export async function screenshotAt(page: Page, name: string, size: { width: number; height: number }): Promise<void> {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  await page.setViewportSize(size);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(r));
    }
    window.scrollTo(0, 0);
    const pending = Array.from(document.images)
      .filter((img) => !img.complete)
      .map(
        (img) =>
          new Promise((resolve) => ['load', 'error'].forEach((e) => img.addEventListener(e, resolve, { once: true }))),
      );
    // Images still lazy (off to the side in a carousel, say) may never load: wait a little, not for ever.
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 2500))]);
  });
  await page.screenshot({ path: `${SCREENS_DIR}/${name}-${size.width}.png`, fullPage: true, animations: 'disabled' });
}

/** screenshotAt at phone and desktop width, leaving the page at desktop width. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  for (const size of [PHONE, DESKTOP]) await screenshotAt(page, name, size);
  await page.setViewportSize(DESKTOP);
}
