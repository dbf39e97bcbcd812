/**
 * Installable: the page links a manifest the server sends as
 * application/manifest+json, with the fields a browser needs to install the dashboard, and its
 * icons load at the sizes it declares. Every URL is resolved against the manifest's own address,
 * as a browser does, so the check holds under any base path.
 */
import { expect, test } from './support/test';
import { signInAs } from './support/sign-in';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.setTimeout(90_000);

test('the manifest is linked, valid, and its icons load at their sizes', async ({ page }) => {
  await signInAs(page, 'DJ');
  const href = await page.locator('link[rel="manifest"]').evaluate((link) => {
    return (link as HTMLLinkElement).href;
  });
  const response = await page.request.get(href);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Bot Dashboard', display: 'standalone' });
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  // start_url opens the home screen, inside the scope.
  const start = new URL(manifest.start_url, href);
  const scope = new URL(manifest.scope, href);
  expect(start.pathname).toBe(`${scope.pathname}home`);
  await page.goto(start.href);
  await expect(page).toHaveURL(/\/home$/);

  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const src = new URL(icon.src, href).href;
    const size = await page.evaluate(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return `${image.naturalWidth}x${image.naturalHeight}`;
    }, src);
    expect(size, icon.src).toBe(icon.sizes);
    const file = await page.request.get(src);
    expect(file.headers()['content-type']).toBe(icon.type);
  }
});
