/**
 * The first paint's fonts (src/themes/fonts.css, src/app/boot/first-screen-fonts.ts): the page
 * paints in a theme font only if it is at hand and never swaps it in under the text later; a
 * return has it at hand, preloaded from the files the first visit's frame asked for; a font the
 * first paint did not use (the queue's monospace) still draws once it arrives.
 */
import type { Locator, Page } from '@playwright/test';
import { holdRequests } from './support/hold-requests';
import { signInAs } from './support/sign-in';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The default theme's Latin text face. */
const INTER_LATIN = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/** The font families the browser drew an element's text in. */
async function fontsOf(page: Page, element: Locator): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  await element.evaluate((node) => node.setAttribute('data-font-probe', ''));
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await element.evaluate((node) => node.removeAttribute('data-font-probe'));
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test("a return paints the HTML's frame in the theme's font, preloaded from the first visit's note", async ({
  page,
}) => {
  await signInAs(page, 'DJ');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /DJ Nova/ })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('bot-dashboard:first-screen-fonts')))
    .toMatch(/inter-latin-wght-normal/);

  // No request is routed here: routing would turn the HTTP cache off, and a return reads the
  // noted file from it. A face missing at the first paint stays unused on the whole page, so the
  // app's intro in Inter says the frame's first paint had it.
  await page.goto('/home');
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute(
    'href',
    INTER_LATIN,
  );
  await expect(page.getByRole('heading', { name: /DJ Nova/ })).toBeVisible();
  const intro = page.getByText('Pick a server from the list').filter({ visible: true });
  expect(await fontsOf(page, intro)).toEqual(['Inter']);
});

test('a theme font that misses the first paint is not swapped in under the text; an unused one still draws', async ({
  page,
}) => {
  await signInAs(page, 'DJ');
  // A first visit on a slow line: the text face arrives after the page has painted.
  const font = await holdRequests(page, INTER_LATIN);
  await page.goto('/lounge', { waitUntil: 'commit' });
  const title = page.getByRole('heading', { name: 'Queue', exact: true });
  await expect(title).toBeVisible();
  await font.release();
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((face) => face.status === 'loading')))
    .toBe(false);
  expect(await fontsOf(page, title)).not.toContain('Inter');
  // The queue's durations are in the monospace face, which nothing had used at the first paint:
  // it is asked for only once a duration is drawn, and then drawn with it.
  const duration = page.locator('[data-slot="queue-row"] .font-mono').first();
  await expect(duration).toBeVisible();
  await expect.poll(() => fontsOf(page, duration)).toEqual(['JetBrains Mono']);
});
