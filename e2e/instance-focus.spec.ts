import { expect, test } from './support/test';
import { openInstance } from './instance-support';

/**
 * Closing a dialog gives focus back to what opened it: the search sheet to
 * its Search button, the metadata browser opened from the sheet to the cover that opened it.
 * Below 1280 px search lives in a sheet.
 */
test.use({ viewport: { width: 1024, height: 768 } });
test.setTimeout(120_000);

const focusedName = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active === document.body || !active
      ? 'body'
      : (active.getAttribute('aria-label') ?? active.textContent ?? active.tagName);
  });

test('as DJ: closing the search sheet and the metadata browser returns focus to the opener', async ({
  page,
}) => {
  await openInstance(page, 'DJ');
  const searchButton = page.getByRole('button', { name: 'Search songs' });
  await searchButton.click();
  const sheet = page.getByRole('dialog', { name: 'Search and lists' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(searchButton).toBeFocused();

  // The metadata browser opened from the sheet returns focus to the cover that opened it.
  await searchButton.click();
  await sheet.getByRole('searchbox', { name: 'Search' }).fill('a');
  const cover = sheet
    .getByRole('region', { name: 'Albums' })
    .getByRole('button', { name: /^Open details of / })
    .first();
  await expect(cover).toBeVisible({ timeout: 15_000 });
  const coverName = await cover.getAttribute('aria-label');
  await cover.click();
  const browser = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Queue Album' }) });
  await expect(browser).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(browser).toBeHidden();
  await expect.poll(() => focusedName(page)).toBe(coverName);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(searchButton).toBeFocused();
});
