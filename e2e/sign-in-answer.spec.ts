/**
 * What /login does with the answer the platform sends back (1-core §2 Login callback): an empty
 * or blank code is no code, so the browser goes to the sign-in page; a sign-in that this tab did
 * not start is refused (its `state` is not this tab's: a forged sign-in link), and the page
 * offers to sign in again. A code the server refuses keeps its message (shell-session.spec.ts).
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { sessionCookies } from './support/sign-in';

const SIGN_IN_PAGE = /\/mock-oauth\/authorize\?/;

/** Every code exchange the page asks for (POST /api/auth/login/{code}). */
function exchanges(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname.startsWith('/api/auth/login/')
    )
      seen.push(request);
  });
  return seen;
}

for (const [name, query] of [
  ['an empty', '?code='],
  ['a blank', '?code=%20%20'],
  ['an empty code and a state: an', '?code=&state=abc'],
] as const) {
  test(`${name} code is no code: the sign-in page, nothing posted`, async ({ page }) => {
    const posted = exchanges(page);
    await page.goto(`/login${query}`);
    await expect(page).toHaveURL(SIGN_IN_PAGE);
    const url = new URL(page.url());
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(new URL('/login', url).href);
    expect(posted).toEqual([]);
  });
}

test('a sign-in finished in another tab is refused, and "Sign in again" signs in', async ({
  page,
  context,
}) => {
  // The first tab starts a sign-in: the platform's page, with this tab's state in its address.
  await page.goto('/login');
  await expect(page).toHaveURL(SIGN_IN_PAGE);
  const started = page.url();

  // The platform's answer opens in another tab (its state is the first tab's).
  const other = await context.newPage();
  const posted = exchanges(other);
  await other.goto(started);
  await other.getByRole('button', { name: 'DJ', exact: true }).click();
  await expect(other).toHaveURL(/\/login\?code=/);
  const alert = other.getByRole('alert');
  await expect(alert).toContainText('Sign-in failed');
  await expect(alert).toContainText('This sign-in answer was not started from this browser tab.');
  expect(posted).toEqual([]);
  expect(await sessionCookies(other)).toEqual({ token: undefined, refresh: undefined });

  // Signing in again starts a sign-in of this tab's own, which is taken.
  await other.getByRole('button', { name: 'Sign in again' }).click();
  await expect(other).toHaveURL(SIGN_IN_PAGE);
  expect(new URL(other.url()).searchParams.get('state')).not.toBe(
    new URL(started).searchParams.get('state'),
  );
  await other.getByRole('button', { name: 'DJ', exact: true }).click();
  await expect(other).toHaveURL(/\/home$/);
  await expect(other.getByRole('heading', { name: 'Welcome', exact: false }).first()).toBeVisible();
});
