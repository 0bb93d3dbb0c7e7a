import { expect, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { AUTH_MESSAGES } from '@shared/messages';
import { gotoHydrated } from './hydration';

// The steps of an admin's session that several journeys take: the dashboard's menu, the sign-in
// form, signing out, and the code an authenticator app would show.

/** The dashboard's menu, where the links of the screens the signed-in role may open are. */
export function dashboardMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: DASHBOARD_COPY.menuLabel });
}

/** Fills the admin sign-in form (once the page has adopted what was typed) and sends it. */
export async function signInWithForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out from the dashboard, then opens the sign-in page afresh, as the next person would. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: DASHBOARD_COPY.signOut }).click();
  await expect(page).toHaveURL(/\/admin\?reason=signed-out$/);
  await expect(page.getByText(AUTH_MESSAGES.loggedOut)).toBeVisible();
  await gotoHydrated(page, '/admin');
}

/** A code for the next 30-second step: the one confirmed at enrolment cannot be used again. */
export const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
