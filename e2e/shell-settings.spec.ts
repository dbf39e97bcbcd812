import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { t } from '../src/lib/i18n/i18n';
import { SETTINGS_CARD_TITLES } from '../src/lib/preferences/settings-cards';
import { defaultThemeId, themes } from '../src/themes/themes';
import { signInAs } from './support/sign-in';

async function openSettings(page: Page) {
  await signInAs(page, 'listener');
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Settings' })
    .click();
  // The first visit compiles the lazy settings chunk on a cold dev server: allow for it.
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
}

// A loaded machine compiles and reloads slowly; these waits are for pages, not for polling.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

test('the settings screen has every card and creates missing keys with defaults', async ({
  page,
}) => {
  await openSettings(page);
  for (const title of Object.values(SETTINGS_CARD_TITLES)) {
    await expect(card(page, t(title))).toBeVisible();
  }
  expect(await stored(page, 'notificationTimeout')).toBe('2500');
  expect(await stored(page, 'lyricsOffset')).toBe('-1000');
  // The login code was fetched and is shown with its buttons.
  const actions = card(page, 'Actions');
  await expect(actions.getByRole('button', { name: 'Copy login code' })).toBeEnabled();
  await expect(actions.getByRole('button', { name: 'Regenerate login code' })).toBeVisible();
});

test('a changed setting is saved at once and survives a reload', async ({ page }) => {
  await openSettings(page);
  const slider = card(page, 'Song queue behaviour').getByRole('slider', {
    name: 'Queued tracks shown',
  });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '51');
  expect(await stored(page, 'queuedTrackNum')).toBe('51');
  await page.reload();
  await expect(
    card(page, 'Song queue behaviour').getByRole('slider', { name: 'Queued tracks shown' }),
  ).toHaveAttribute('aria-valuenow', '51');
});

test('a theme change restyles the page at once, and revert restores the defaults', async ({
  page,
}) => {
  await openSettings(page);
  const background = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const before = await background();
  const light = themes.find((theme) => theme.label === 'Light')!.id;
  await card(page, 'Theme').getByRole('combobox', { name: 'Theme' }).click();
  await page.getByRole('option', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', light);
  expect(await background()).not.toBe(before);
  expect(await stored(page, 'theme')).toBe(light);
  // Still themed after a reload, before the app has even started (the boot script).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', light);

  // Revert asks first, in the spec's one confirm dialog, naming what would be lost; Cancel keeps
  // everything.
  const revert = card(page, 'Actions').getByRole('button', { name: 'Revert settings' });
  await revert.click();
  const question = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(question).toHaveAccessibleDescription(
    'This will clear every setting stored in this browser and reload the page. Your change will be lost: Theme.',
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(await stored(page, 'theme')).toBe(light);

  // 1-core §2: "Revert settings clears all local storage and reloads." A key of no setting goes too.
  await page.evaluate(() => window.localStorage.setItem('not-a-setting', 'kept?'));
  await revert.click();
  const reloaded = page.waitForEvent('load');
  await question.getByRole('button', { name: 'Revert settings' }).click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('data-theme', defaultThemeId);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(await stored(page, 'theme')).toBe(defaultThemeId);
  expect(await stored(page, 'not-a-setting')).toBeNull();
  expect(await background()).toBe(before);

  // With every setting at its default it says only what it does, nothing that contradicts it.
  await revert.click();
  await expect(question).toHaveAccessibleDescription(
    'This will clear every setting stored in this browser and reload the page.',
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
});

test('notification settings wait for Apply, which reloads the page', async ({ page }) => {
  await openSettings(page);
  const notifications = card(page, 'Notification settings');
  await notifications.getByRole('combobox', { name: 'Position' }).click();
  await page.getByRole('option', { name: 'Top left' }).click();
  await expect(notifications.getByRole('status')).toHaveText('Saved. Press Apply to use it.');
  expect(await stored(page, 'notificationPosition')).toBe('top-left');
  const reloaded = page.waitForEvent('load');
  await notifications.getByRole('button', { name: 'Apply' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(card(page, 'Notification settings').getByRole('status')).toHaveCount(0);
  // Toasts now appear top left: copying the code raises one.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await card(page, 'Actions').getByRole('button', { name: 'Copy login code' }).click();
  await expect(page.getByText('Login code copied')).toBeVisible();
  await expect(page.locator('.Toastify__toast-container--top-left')).toHaveCount(1);
});

test('lowercase aesthetic reloads at once and lowercases the interface', async ({ page }) => {
  await openSettings(page);
  await card(page, 'Display settings').getByRole('switch', { name: 'Lowercase aesthetic' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-lowercase', '');
  const heading = page.getByRole('heading', { name: 'Settings', level: 1 });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((h) => getComputedStyle(h).textTransform)).toBe('lowercase');
  await expect(heading).toHaveText('settings', { useInnerText: true });

  // A code the user must type is shown as the server wrote it, never restyled.
  const { code } = await page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )token=([^;]*)/)?.[1] ?? '';
    const response = await fetch('/api/auth/code', {
      headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
    });
    return (await response.json()) as { code: string };
  });
  expect(code, 'a code with capital letters, so the check can fail').toMatch(/[A-Z]/);
  const shown = card(page, 'Actions').locator('code');
  await expect(shown).toHaveText(code, { useInnerText: true });
});
