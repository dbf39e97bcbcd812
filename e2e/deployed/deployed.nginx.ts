/**
 * One build, deployed twice behind real nginx (playwright.nginx.config.ts): at the root and under
 * /dashboard/, against the standalone mock on another origin. The setup check shows the redirect
 * address and good verdicts; a person signs in, opens an instance
 * from the list, plays, reloads deep links, outlives a token (the refresh) and signs out, and the
 * site sends no answer of 400 or more, logs no error and violates no Content-Security-Policy.
 */
import { expect, test } from '@playwright/test';
import { CLIENT_ID, MOCK_ORIGIN, SITES } from './sites';
import { watchProblems } from './watch';

test.use({ viewport: { width: 1440, height: 900 } });

for (const site of SITES) {
  const at = (path = '') => `${site.origin}${site.basePath}${path}`;

  test(`${site.name}: sign in, open an instance, play, reload deep links, refresh, sign out`, async ({
    page,
  }) => {
    const watch = watchProblems(page);
    await watch.install();
    // Every file of the site is asked for under its base path.
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === site.origin && !url.pathname.startsWith(site.basePath)) {
        outside.push(url.pathname);
      }
    });

    // nginx answers a deep link with the configured page and the policy for this API.
    const shell = await page.request.get(at('instances/lounge/read'));
    expect(shell.status()).toBe(200);
    expect(shell.headers()['cache-control']).toBe('no-cache');
    const csp = shell.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`connect-src 'self' ${MOCK_ORIGIN};`);
    expect(csp).toContain(`img-src 'self' https: data: blob: ${MOCK_ORIGIN};`);
    expect(csp).toContain("script-src 'self';");
    const html = await shell.text();
    expect(html).toContain(`<base href="${site.basePath}"`);
    // The entry, which the boot script starts once the HTML is parsed (src/app/boot/start-app.ts).
    const entry =
      /<link rel="modulepreload"[^>]*\shref="\.\/(assets\/[^"]+\.js)" data-app-entry>/.exec(
        html,
      )?.[1];
    expect(entry).toBeTruthy();
    const asset = await page.request.get(at(entry), { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    if (site.basePath !== '/') {
      // Outside the prefix there is nothing; its bare name goes to the prefix.
      expect((await page.request.get(`${site.origin}/home`)).status()).toBe(404);
      const bare = await page.request.get(site.origin + site.basePath.slice(0, -1), {
        maxRedirects: 0,
      });
      expect(bare.status()).toBe(301);
      expect(bare.headers()['location']).toBe(site.basePath);
    }

    // The setup check, before signing in: the address to register, and every verdict good (its
    // API probe's 401 to a made-up token is the answer it wants).
    watch.allow((url, status) => status === 401 && url === `${MOCK_ORIGIN}/api/instance`);
    await page.goto(at('setup'));
    await expect(page.getByRole('heading', { name: 'Setup check', level: 1 })).toBeVisible();
    await expect(page.locator('[data-slot="setup-redirect-uri"]')).toHaveText(at('login'));
    const checks = page.locator('[data-slot="setup-check"]');
    await expect(checks).toHaveCount(4);
    for (const id of ['api', 'authorize', 'avatar', 'clock']) {
      await expect(checks.and(page.locator(`[data-check="${id}"]`))).toHaveAttribute(
        'data-verdict',
        'ok',
      );
    }
    await expect(checks.first()).toContainText(`${MOCK_ORIGIN}/api/instance answered (HTTP 401)`);
    watch.allow(() => false);

    // Signing in: the platform is asked to come back to {origin}{base}login.
    await page.goto(at('login'));
    await expect(page).toHaveURL(/\/mock-oauth\/authorize\?/);
    const authorize = new URL(page.url());
    expect(authorize.origin).toBe(MOCK_ORIGIN);
    expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(authorize.searchParams.get('redirect_uri')).toBe(at('login'));
    await page.getByRole('button', { name: 'DJ', exact: true }).click();
    await page.waitForURL(at('home'));
    await expect(
      page.getByRole('heading', { name: 'Welcome', exact: false }).first(),
    ).toBeVisible();

    // An in-app link to an instance, and playing it.
    await page
      .getByRole('navigation', { name: 'Servers' })
      .getByRole('link', { name: /The Lounge/ })
      .click();
    await expect(page).toHaveURL(at('lounge'));
    await expect(page.getByRole('heading', { name: 'The Lounge', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Queue' })).toBeVisible();
    const pause = page.getByRole('button', { name: 'Pause' }).first();
    const resume = page.getByRole('button', { name: 'Resume' }).first();
    if (await resume.isVisible()) await resume.click();
    await pause.click();
    await expect(resume).toBeVisible();
    await resume.click();
    await expect(pause).toBeVisible();

    // Deep links, loaded and reloaded.
    await page.goto(at('instances/lounge/read'));
    await expect(page.getByRole('heading', { name: 'The Lounge', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'The Lounge', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Queue' })).toBeVisible();
    await page.goto(at('settings'));
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    // A token the server no longer takes (its signature spoilt, as after a key rotation): the
    // next call gets a 401, refreshes the pair at the configured API and carries on.
    const token = async () => (await page.context().cookies()).find((c) => c.name === 'token');
    const held = await token();
    if (!held) throw new Error('no session cookie after signing in');
    await page.context().addCookies([{ ...held, value: `${held.value.slice(0, -4)}AAAA` }]);
    watch.allow((url, status) => status === 401 && url.startsWith(`${MOCK_ORIGIN}/api/`));
    const refreshed = page.waitForResponse(
      (r) => r.url() === `${MOCK_ORIGIN}/api/auth/refresh` && r.status() === 200,
    );
    await page.goto(at('instances/lounge/read'));
    await refreshed;
    await expect(page.getByRole('heading', { name: 'Queue' })).toBeVisible();
    expect((await token())?.value).not.toBe(held.value);
    expect((await token())?.path).toBe('/');
    watch.allow(() => false);
    expect(await watch.violations()).toEqual([]);

    // Signing out ends on the platform's page again.
    const revoked = page.waitForRequest((r) => r.url() === `${MOCK_ORIGIN}/api/auth/revoke`);
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Sign out' })
      .click();
    await revoked;
    await expect(page).toHaveURL(/\/mock-oauth\/authorize\?/);

    expect(watch.problems).toEqual([]);
    expect(outside).toEqual([]);
  });
}
