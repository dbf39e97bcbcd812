import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signInAs, type Persona } from './support/sign-in';

/**
 * A clean console on every screen: no warning or error from the app, React
 * or React Router on a full load of any screen, and one trip to the sign-in page per visit.
 */
test.describe.configure({ timeout: 180_000 });

function watchConsole(page: Page): string[] {
  const noise: string[] = [];
  const keep = (message: ConsoleMessage) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    // Chromium's own network log of a 4xx answer (the not-found pages ask for what is not
    // there on purpose), not a message of the app's.
    if (
      message.text().startsWith('Failed to load resource: the server responded with a status of 4')
    )
      return;
    noise.push(`${message.type()}: ${message.text()}`);
  };
  page.on('console', keep);
  page.on('pageerror', (error) => noise.push(`pageerror: ${error.message}`));
  return noise;
}

test('signed out: one request to the sign-in page, and nothing in the console', async ({
  page,
}) => {
  const noise = watchConsole(page);
  const authorize: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mock-oauth/authorize')) authorize.push(request.url());
  });
  await page.goto('/home');
  await expect(page).toHaveURL(/\/mock-oauth\/authorize\?/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'DJ', exact: true })).toBeVisible();
  expect(authorize).toHaveLength(1);
  expect(noise).toEqual([]);
});

const SCREENS: { persona: Persona; paths: string[] }[] = [
  { persona: 'DJ', paths: ['/home', '/lounge', '/garage', '/settings'] },
  {
    persona: 'root admin',
    paths: [
      '/download',
      '/basement',
      '/admin',
      '/admin/users',
      '/admin/users/99999',
      '/admin/instances',
      '/admin/instances/lounge',
      '/admin/instances/no-such-instance',
    ],
  },
];

for (const { persona, paths } of SCREENS) {
  test(`as ${persona}: a full load of each screen leaves the console clean`, async ({ page }) => {
    await signInAs(page, persona);
    for (const path of paths) {
      const noise = watchConsole(page);
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible({ timeout: 20_000 });
      // Let the screen's first answers land (its spinner gives way to content or a message).
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0, {
        timeout: 20_000,
      });
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      expect(noise, path).toEqual([]);
    }
  });
}
