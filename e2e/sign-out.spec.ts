/**
 * Sign-out (1-core §2 Logout: "If a refresh token is stored, ask the server to revoke it. In all
 * cases clear the stored token and refresh token and go to /login"), against a mock whose revoke
 * wants the session's bearer token, as a strict backend does. The revoke goes with the token and
 * the refresh token; a revoke that fails or never answers is sent once more and never holds the
 * person on the spinner past the bound (SIGN_OUT_WAIT_MS, 5 s, src/api/auth/actions.ts).
 */
import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { sessionCookies, signInAs } from './support/sign-in';

const SIGN_IN_PAGE = /\/mock-oauth\/authorize\?/;
const REVOKE = '**/api/auth/revoke';

function signOut(page: Page) {
  return page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Sign out' })
    .click();
}

/** What a refresh token buys now: 401 once it was revoked. */
async function refreshWith(page: Page, refreshToken: string | undefined) {
  const answer = await page.request.post('/api/auth/refresh', { data: { refreshToken } });
  return { status: answer.status(), text: await answer.text() };
}

/** Every revoke the page sends, as the wire sees it. */
function revokesOf(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/auth/revoke'))
      seen.push(request);
  });
  return seen;
}

test('the revoke carries the bearer token and the refresh token; the token is dead after', async ({
  page,
}) => {
  await signInAs(page, 'DJ');
  const { token, refresh } = await sessionCookies(page);
  const revokes = revokesOf(page);
  await signOut(page);
  await expect(page).toHaveURL(SIGN_IN_PAGE);
  expect(revokes).toHaveLength(1);
  const [sent] = revokes;
  expect(await sent?.headerValue('authorization')).toBe(`Bearer ${token}`);
  expect((await sent?.response())?.status()).toBe(204);
  expect(await sessionCookies(page)).toEqual({ token: undefined, refresh: undefined });
  // The body named the refresh token (the page's fetch body is a stream the wire log cannot
  // show): the server revoked exactly it.
  expect(await refreshWith(page, refresh)).toEqual({
    status: 401,
    text: JSON.stringify({ message: 'The refresh token was revoked.' }),
  });
});

test.describe('with a session token that has expired', () => {
  test.use({ worldOptions: { tokenTtlSeconds: 60 } });

  test('the session is refreshed once, and the refresh token it gave is revoked too', async ({
    page,
    world,
  }) => {
    await signInAs(page, 'DJ');
    const { refresh } = await sessionCookies(page);
    await world.advance(61_000);
    // The pair the refresh gives, read as it passes (the page has left before a test could ask).
    const given: string[] = [];
    await page.route('**/api/auth/refresh', async (route) => {
      const response = await route.fetch();
      given.push(((await response.json()) as { refresh: string }).refresh);
      await route.fulfill({ response });
    });
    await signOut(page);
    await expect(page).toHaveURL(SIGN_IN_PAGE);
    expect(given).toHaveLength(1);
    const [next] = given;
    expect(await sessionCookies(page)).toEqual({ token: undefined, refresh: undefined });
    // Neither the old refresh token nor the one the refresh gave buys a session.
    expect((await refreshWith(page, refresh)).status).toBe(401);
    expect(await refreshWith(page, next)).toEqual({
      status: 401,
      text: JSON.stringify({ message: 'The refresh token was revoked.' }),
    });
  });
});

test('a revoke the server fails is sent once more, and the person is signed out', async ({
  page,
}) => {
  await signInAs(page, 'DJ');
  const { token, refresh } = await sessionCookies(page);
  let calls = 0;
  await page.route(REVOKE, async (route) => {
    calls += 1;
    if (calls === 1) {
      await route.fulfill({ status: 503, json: { message: 'Database down' } });
    } else {
      await route.continue();
    }
  });
  const revokes = revokesOf(page);
  await signOut(page);
  await expect(page).toHaveURL(SIGN_IN_PAGE);
  expect(await sessionCookies(page)).toEqual({ token: undefined, refresh: undefined });
  await expect.poll(() => calls).toBe(2);
  for (const sent of revokes) {
    expect(await sent.headerValue('authorization')).toBe(`Bearer ${token}`);
  }
  await expect.poll(async () => (await refreshWith(page, refresh)).status).toBe(401);
});

test('a revoke that never answers holds nobody: after the bound, signed out, and sent once more', async ({
  page,
}) => {
  await signInAs(page, 'DJ');
  const { refresh } = await sessionCookies(page);
  const held: Route[] = [];
  await page.route(REVOKE, async (route) => {
    // The first never answers; the retry goes through.
    if (held.length === 0) held.push(route);
    else await route.continue();
  });
  const revokes = revokesOf(page);
  await page.clock.install();
  await signOut(page);
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole('status', { name: 'Signing out…' })).toBeVisible();
  await expect.poll(() => held.length).toBe(1);
  // The cookies stay until the revoke is done with: it goes with the session's token.
  expect((await sessionCookies(page)).refresh).toBe(refresh);

  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(SIGN_IN_PAGE);
  expect(await sessionCookies(page)).toEqual({ token: undefined, refresh: undefined });
  await expect.poll(() => revokes.length).toBe(2);
  await expect.poll(async () => (await refreshWith(page, refresh)).status).toBe(401);
});
