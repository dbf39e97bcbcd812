import { expect, test } from '@playwright/test';

test('the dashboard opens on the welcome screen with its logo', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bot Dashboard' })).toHaveAttribute('href', '/home');
});
