import type { Page } from '@playwright/test';
import { expect } from './test';

/** The persona buttons on the mock's sign-in page (mock-api/seed-world.ts PERSONAS). */
export type Persona = 'root admin' | 'DJ' | 'listener' | 'newcomer';

/**
 * Signs in the way a user does: the app's /login sends the browser to the (mock) chat
 * platform's sign-in page, the persona's button sends it back to /login with a code, and the
 * app lands on /home with both cookies set.
 */
export async function signInAs(page: Page, persona: Persona): Promise<void> {
  // Generous waits: a cold dev server compiles the app on the first visit.
  const timeout = 20_000;
  await page.goto('/login');
  await expect(page).toHaveURL(/\/mock-oauth\/authorize\?/, { timeout });
  await page.getByRole('button', { name: persona, exact: true }).click();
  await page.waitForURL(/\/home$/, { timeout });
  await expect(page.getByRole('heading', { name: 'Welcome', exact: false }).first()).toBeVisible({
    timeout,
  });
}

/** The session cookies as the browser holds them (undefined when absent or cleared). */
export async function sessionCookies(page: Page) {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((c) => c.name === name && c.value !== '')?.value;
  return { token: value('token'), refresh: value('refresh') };
}
