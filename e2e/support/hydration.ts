import { expect, type Page, type Response } from '@playwright/test';

// The app marks the document `<html data-hydrated>` once it has taken over a page
// (src/client/rendering/hydrate.tsx): every control then answers, and anything set before
// (text typed, an option or a size chosen) has been adopted. Tests wait for it, not for time,
// and not by pressing again until the page answers.

/** Waits until the app has taken over the page shown. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

/** Opens `url` and waits until the app has taken it over. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

/**
 * Holds the app's scripts back until `release()`: the page stays as the server drew it, for a
 * shopper to use its native controls before hydration.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
