/**
 * Several tabs of one browser share one session. Their tokens expire at the
 * same moment many times over; one tab renews the pair, the others use it, and nobody is sent to
 * the sign-in page. A sign-out in one tab signs every tab out at once.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { sessionCookies, signInAs } from './support/sign-in';

const SERVERS = ['lounge', 'study-hall', 'garage'] as const;
const SIGNED_OUT = /\/login|\/mock-oauth\/authorize/;

/** Opens the three servers in three tabs of the signed-in page's browser. */
async function openThreeTabs(page: Page): Promise<Page[]> {
  await signInAs(page, 'DJ');
  const pages = [page, await page.context().newPage(), await page.context().newPage()];
  await Promise.all(pages.map((tab, index) => tab.goto(`/${SERVERS[index]}`)));
  for (const tab of pages) {
    await expect(tab.getByRole('heading', { name: 'Queue' })).toBeVisible({ timeout: 30_000 });
  }
  return pages;
}

/**
 * What a user must never meet, as it happens: a tab on the sign-in page, a refused refresh, or a
 * call answered 401 twice in a row (the repeat after a refresh refused too).
 */
function watchSession(tab: Page, name: string): string[] {
  const problems: string[] = [];
  const last = new Map<string, number>();
  tab.on('framenavigated', (frame) => {
    if (frame === tab.mainFrame() && SIGNED_OUT.test(frame.url())) {
      problems.push(`${name} went to ${frame.url()}`);
    }
  });
  tab.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const status = response.status();
    if (url.pathname === '/api/auth/refresh' && status !== 200) {
      problems.push(`${name}: the refresh answered ${status}`);
    }
    const call = `${response.request().method()} ${url.pathname}${url.search}`;
    if (status === 401 && last.get(call) === 401) problems.push(`${name}: ${call} 401 twice`);
    last.set(call, status);
  });
  return problems;
}

/** Resolves on the tab's first answer to a call sent with another token than `before`. */
function answeredWithNewToken(tab: Page, before: string | undefined) {
  return tab.waitForResponse(
    async (response) => {
      if (!new URL(response.url()).pathname.startsWith('/api/') || response.status() !== 200) {
        return false;
      }
      const authorization = await response.request().headerValue('authorization');
      return authorization !== null && authorization !== `Bearer ${before}`;
    },
    { timeout: 15_000 },
  );
}

test.describe('three tabs with 4-second tokens', () => {
  // The latency widens the moment in which two tabs meet an expired token, as a real network does.
  test.use({ worldOptions: { tokenTtlSeconds: 4, latencyMs: 150 } });

  test('renew the session together many times and nobody is signed out', async ({
    page,
    world,
  }) => {
    test.setTimeout(180_000);
    const pages = await openThreeTabs(page);
    const problems = pages.flatMap((tab, index) =>
      watchSession(tab, SERVERS[index] ?? `tab ${index}`),
    );
    const seen = new Set<string>();

    for (let round = 1; round <= 12; round += 1) {
      const { token } = await sessionCookies(page);
      if (token) seen.add(token);
      const renewed = pages.map((tab) => answeredWithNewToken(tab, token));
      // Every tab's token expires at this same moment on the server's clock.
      await world.advance(5_000);
      await Promise.all(renewed);
      expect(problems, `round ${round}`).toEqual([]);
    }

    for (const [index, tab] of pages.entries()) {
      await expect(tab).toHaveURL(new RegExp(`/${SERVERS[index]}$`));
      await expect(tab.getByRole('heading', { name: 'Queue' })).toBeVisible();
    }
    // Twelve expiries, twelve new pairs: one refresh each time, for the whole browser.
    expect(seen.size).toBe(12);
    expect(problems).toEqual([]);
  });
});

test('signing out in one tab takes every tab to the sign-in page within a second', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pages = await openThreeTabs(page);
  const [first, ...others] = pages as [Page, ...Page[]];
  await first
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Sign out' })
    .click();
  await expect(first).toHaveURL(SIGNED_OUT);
  await Promise.all(others.map((tab) => expect(tab).toHaveURL(SIGNED_OUT, { timeout: 1_000 })));
  expect(await sessionCookies(first)).toEqual({ token: undefined, refresh: undefined });
  // /login goes on to the sign-in page by itself: let every tab arrive there, so no navigation is
  // still on its way when the test's world is deleted and its browser closed (one CI run hung in
  // that teardown, with a tab reading "No world" after the world was gone).
  for (const tab of pages) {
    await expect(tab).toHaveURL(/\/mock-oauth\/authorize/, { timeout: 15_000 });
    await tab.waitForLoadState('load');
  }
});
