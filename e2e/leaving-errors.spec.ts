import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signInAs } from './support/sign-in';

/**
 * A page being left reports its errors as any other. Only a chunk the
 * browser stops loading because the page is going is no error (Firefox fails such loads; the
 * Firefox journeys meet one at every sign-in): the import waits, and fails as any other if the
 * person stays (src/lib/scheduling/load-chunk.ts). Chromium drops such loads without a word, so
 * here the leave is a `beforeunload` the page gets without going, and the cut-short load a
 * chunk request the test aborts.
 */

/** The page's uncaught errors and unhandled rejections, as they reach the console. */
function uncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const errorPage = (page: Page) =>
  page.getByRole('heading', { name: 'Unexpected Application Error!' });

/** What the page hears from the browser when someone starts to leave it. */
const startLeaving = (page: Page) =>
  page.evaluate(() => window.dispatchEvent(new Event('beforeunload', { cancelable: true })));

test('an error after beforeunload still reaches the console', async ({ page }) => {
  await signInAs(page, 'DJ');
  const errors = uncaught(page);
  await startLeaving(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('thrown while leaving');
    });
    void Promise.reject(new Error('rejected while leaving'));
  });
  await expect
    .poll(() => errors.toSorted())
    .toEqual(['rejected while leaving', 'thrown while leaving']);
});

test('a route chunk cut short while leaving is no error; if the person stays it is the error page', async ({
  page,
}) => {
  await signInAs(page, 'DJ');
  const errors = uncaught(page);
  let aborted = 0;
  await page.route(/\/assets\/settings-route-[\w-]+\.js$/, async (route) => {
    aborted += 1;
    await route.abort();
  });
  // Vite's report of the failed chunk, as the app's listener left it (cancelled or not).
  await page.evaluate(() => {
    const seen: boolean[] = [];
    Object.assign(window, { preloadErrors: seen });
    window.addEventListener('vite:preloadError', (event) => seen.push(event.defaultPrevented));
  });
  const preloadErrors = () =>
    page.evaluate(() => (window as unknown as { preloadErrors: boolean[] }).preloadErrors);

  await startLeaving(page);
  // A navigation no pointer or key started (either would mean the person stayed).
  await page.evaluate(() => {
    history.pushState(null, '', '/settings');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(preloadErrors).toEqual([true]);
  expect(aborted).toBe(1);
  // Neither an error nor the error page once the page has drawn again: it shows what it showed,
  // waiting to go.
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn))));
  await expect(page.getByRole('heading', { name: 'Welcome', exact: false }).first()).toBeVisible();
  expect(await errorPage(page).count()).toBe(0);

  // The person stays (a key, as after the downloader's leave prompt): the failure is one.
  await page.keyboard.press('Shift');
  await expect(errorPage(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a chunk that fails while the page stays is the error page at once', async ({ page }) => {
  await signInAs(page, 'DJ');
  await page.route(/\/assets\/settings-route-[\w-]+\.js$/, (route) => route.abort());
  await page.evaluate(() => {
    history.pushState(null, '', '/settings');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(errorPage(page)).toBeVisible();
});
