import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { sessionCookies, signInAs, signInThroughPages, type Persona } from './support/sign-in';

const account = (page: Page) => page.getByRole('navigation', { name: 'Account' });

const BUTTONS: Record<Persona, { admin: boolean; download: boolean }> = {
  'root admin': { admin: true, download: true },
  DJ: { admin: false, download: true },
  listener: { admin: false, download: false },
  newcomer: { admin: false, download: false },
};

test('signed out, the dashboard sends you to the sign-in page', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/mock-oauth\/authorize\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('response_type')).toBe('code');
  expect(url.searchParams.get('scope')).toBe('identify');
  expect(url.searchParams.get('redirect_uri')).toBe(new URL('/login', url).href);
});

for (const [persona, expected] of Object.entries(BUTTONS) as [Persona, typeof BUTTONS.DJ][]) {
  test(`${persona} signs in and sees the user-card buttons of their roles`, async ({ page }) => {
    await signInThroughPages(page, persona);
    await expect(page.getByRole('link', { name: 'Bot Dashboard' })).toHaveAttribute(
      'href',
      '/home',
    );
    const card = account(page);
    await expect(card.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Sign out' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Admin' })).toHaveCount(expected.admin ? 1 : 0);
    await expect(card.getByRole('link', { name: 'Download' })).toHaveCount(
      expected.download ? 1 : 0,
    );
    const cookies = await sessionCookies(page);
    expect(cookies.token).toBeTruthy();
    expect(cookies.refresh).toBeTruthy();
  });
}

test('the root admin opens the lazily loaded admin area from the user card', async ({ page }) => {
  await signInAs(page, 'root admin');
  await account(page).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(
    page
      .getByRole('link', { name: 'Users' })
      .or(page.getByRole('button', { name: 'Users' }))
      .first(),
  ).toBeVisible();
});

test('signing out revokes the refresh token and clears both cookies', async ({ page }) => {
  await signInAs(page, 'DJ');
  const { refresh } = await sessionCookies(page);
  const revoke = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/auth/revoke'),
  );
  await account(page).getByRole('link', { name: 'Sign out' }).click();
  await revoke;
  // /logout goes to /login, which goes on to the sign-in page.
  await expect(page).toHaveURL(/\/mock-oauth\/authorize\?/);
  expect(await sessionCookies(page)).toEqual({ token: undefined, refresh: undefined });
  // The revoked token no longer buys a session.
  const retry = await page.request.post('/api/auth/refresh', { data: { refreshToken: refresh } });
  expect(retry.status()).toBe(401);
});

test('an unknown path lands on /login', async ({ page }) => {
  await signInAs(page, 'listener');
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/mock-oauth\/authorize\?/);
  expect(seen).toContain('/login');
});

test('a refused sign-in code says what failed and offers to try again', async ({ page }) => {
  await page.goto('/login?code=not-a-real-code');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Sign-in failed', { timeout: 20_000 });
  await expect(alert).toContainText('The code is unknown, used or expired.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/mock-oauth\/authorize\?/);
});
