import { expect, test } from '@playwright/test';
import { sessionCookies, signInAs } from './support/sign-in';

test('signed out, the dashboard sends you to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/mock-oauth\/authorize\?/);
});

test('signing in lands on the welcome screen with its logo and both cookies', async ({ page }) => {
  await signInAs(page, 'DJ');
  await expect(page.getByRole('link', { name: 'Bot Dashboard' })).toHaveAttribute('href', '/home');
  const cookies = await sessionCookies(page);
  expect(cookies.token).toBeTruthy();
  expect(cookies.refresh).toBeTruthy();
});
