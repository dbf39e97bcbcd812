import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { sessionCookies, signInAs } from './support/sign-in';
import { MIN_BYTES } from '../scripts/vite-plugins/precompressed-assets';

/** Every report of a blocked resource or script, from the console and the page's own events. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test('the built app is served with a strict policy and runs without violating it', async ({
  page,
}) => {
  const violations = watchCsp(page);
  const response = await page.request.get('/home');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['cache-control']).toBe('no-cache');
  // No inline script in the built page: every <script> has a src.
  const html = await response.text();
  expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);

  await signInAs(page, 'root admin');
  await expect(
    page.getByRole('navigation', { name: 'Servers' }).getByRole('link').first(),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Admin' })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);

  // The entry's own script tag (the catalogs' <meta> also names /assets/ files, inside JSON).
  // Paths are relative to the page's <base href="/"> (vite.config.ts `base: './'`).
  expect(html).toContain('<base href="/"');
  const asset = html.match(/<script[^>]*\ssrc="\.(\/assets\/[^"]+\.js)"/)?.[1];
  expect(asset).toBeTruthy();
  const assetResponse = await page.request.get(asset ?? '');
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the entry and the stylesheet come brotli-compressed from the build, every script worth compressing too, and the app runs', async ({
  page,
}) => {
  const html = await (await page.request.get('/home')).text();
  const entry = html.match(/<script[^>]*\ssrc="\.(\/assets\/[^"]+\.js)"/)?.[1] ?? '';
  const stylesheet = html.match(/<link[^>]*\shref="\.(\/assets\/[^"]+\.css)"/)?.[1] ?? '';
  expect(entry).toMatch(/^\/assets\//);
  expect(stylesheet).toMatch(/^\/assets\//);
  // What the browser received for each, as it went over the wire.
  const encodings = new Map<string, string>();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    encodings.set(pathname, response.headers()['content-encoding'] ?? 'identity');
    if (/^\/assets\/.+\.js$/.test(pathname)) scripts.add(pathname);
  });

  await signInAs(page, 'DJ');
  await expect(
    page.getByRole('navigation', { name: 'Servers' }).getByRole('link').first(),
  ).toBeVisible();
  expect(encodings.get(entry)).toBe('br');
  expect(encodings.get(stylesheet)).toBe('br');
  // Every script the page loaded, asked for again as the browser asks: its brotli copy, unless
  // it is smaller than the build compresses (MIN_BYTES: a tiny shared chunk is sent as it is).
  expect(scripts.size).toBeGreaterThan(1);
  for (const script of scripts) {
    const served = await page.request.get(script, { headers: { 'Accept-Encoding': 'br' } });
    const plain = await page.request.get(script, { headers: { 'Accept-Encoding': 'identity' } });
    const small = (await plain.body()).length < MIN_BYTES;
    expect(served.headers()['content-encoding'], script).toBe(small ? undefined : 'br');
  }

  // A client that takes only gzip gets the level-9 copy, with the asset's own headers.
  const gzipped = await page.request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(gzipped.headers()['content-type']).toContain('javascript');
  expect(gzipped.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(gzipped.headers()['content-security-policy']).toContain("script-src 'self'");
});

test('with 4-second tokens, a session keeps working across refreshes', async ({ page, world }) => {
  const violations = watchCsp(page);
  await signInAs(page, 'DJ');
  const first = await sessionCookies(page);
  const servers = page.getByRole('navigation', { name: 'Servers' });
  await expect(servers.getByRole('link').first()).toBeVisible();

  // Past the token's lifetime on the server's clock: the next call gets a 401, refreshes and
  // carries on.
  await world.advance(6_000);
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(servers.getByRole('link').first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Settings' })
    .click();
  // The login code is a bearer call made with an expired token: it must succeed silently.
  await expect(page.getByRole('button', { name: 'Copy login code' })).toBeEnabled();
  await expect(page.getByText('An error occurred', { exact: false })).toHaveCount(0);
  const second = await sessionCookies(page);
  expect(second.token).toBeTruthy();
  expect(second.token).not.toBe(first.token);
  expect(second.refresh).not.toBe(first.refresh);
  expect(violations).toEqual([]);
});
