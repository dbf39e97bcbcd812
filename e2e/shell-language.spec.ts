/**
 * A user picks a language in Settings; after the reload the whole page speaks it
 * (lang on <html>, the instance page, a toast), Arabic reads right to left without sideways
 * scroll on a phone, and English brings the spec's words back. Expected words come from the
 * catalogs themselves (looked up by their English text), so the journey checks wiring, not one
 * translator's wording.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { signInAs } from './support/sign-in';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const catalog = (code: string) =>
  JSON.parse(readFileSync(`src/lib/i18n/locales/${code}.json`, 'utf8')) as Record<string, string>;
const english = catalog('en');

/**
 * The translation of the English message that reads exactly `text`: it must exist, and every
 * message that reads so in English must read the same in `code` (else name the key instead).
 */
function translated(code: string, text: string): string {
  const ids = Object.keys(english).filter((key) => english[key] === text);
  if (ids.length === 0) throw new Error(`No English message reads "${text}".`);
  const values = new Set(ids.map((id) => catalog(code)[id]));
  if (values.size !== 1) throw new Error(`"${text}" reads differently in ${code}.json: ${ids}.`);
  const [value] = values;
  if (!value) throw new Error(`${code}.json has no "${ids[0]}".`);
  return value;
}

/** Chooses a language on the settings screen; the page reloads and speaks it. */
async function chooseLanguage(page: Page, name: string, settingsHeading: string) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: settingsHeading, level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: /Language|Sprache|اللغة/ }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('option', { name, exact: true }).click(),
  ]);
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('German in Settings: after the reload lang="de", the instance page and its toasts speak German', async ({
  page,
}) => {
  await signInAs(page, 'DJ');
  await chooseLanguage(page, 'Deutsch', 'Settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(
    page.getByRole('heading', { name: translated('de', 'Settings'), level: 1 }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');

  await page.goto('/lounge');
  await expect(page.getByRole('heading', { name: 'The Lounge', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: catalog('de')['queue.title'] }).first(),
  ).toBeVisible();
  // Server text is shown as it came: the track titles stay as they are.
  await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible();
  await page
    .getByRole('button', { name: translated('de', 'Pause'), exact: true })
    .first()
    .click();
  await expect(page.getByText(translated('de', 'Paused'), { exact: true }).first()).toBeVisible();
  // The English words are gone from the page's own chrome.
  await expect(page.getByRole('heading', { name: 'Queue', exact: true })).toHaveCount(0);
});

test('Arabic reads right to left, mirrored, with no sideways scroll at 390 px; English returns', async ({
  page,
}) => {
  await signInAs(page, 'DJ');
  await chooseLanguage(page, 'العربية', 'Settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Mirrored at 1440 px: the server list is on the right of the page's main area.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/lounge');
  await expect(page.getByRole('heading', { name: 'The Lounge', level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible();
  const servers = await page
    .getByRole('navigation', { name: catalog('ar')['sidebar.servers'] })
    .boundingBox();
  const main = await page.getByRole('main').boundingBox();
  expect(servers && main && servers.x > main.x).toBe(true);

  for (const path of ['/home', '/lounge', '/settings', '/download']) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect
      .poll(() => sideways(page), `${path} scrolls sideways in Arabic`)
      .toBeLessThanOrEqual(0);
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  await chooseLanguage(page, 'English', translated('ar', 'Settings'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});
