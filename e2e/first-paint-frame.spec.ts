/**
 * A page painted by the HTML (src/app/frame/): before any of the app's code has arrived, the page
 * shows the layout and the address's skeleton in the person's language and direction, under the
 * strict Content-Security-Policy (no inline script); the app takes over without moving what was
 * on screen; and a press on the frame's menu button is not lost. A first visit's: a return paints
 * the person's kept screen instead (last-known-screen.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { holdRequests } from './support/hold-requests';
import { keepNoLastScreen } from './support/no-kept-screen';
import { countFetchCalls } from './support/page-clock';
import { signInAs } from './support/sign-in';
import { expect, test } from './support/test';

/** The Arabic catalog: what the frame says to a person who reads Arabic. */
const ar: Record<string, string> = JSON.parse(
  readFileSync(new URL('../src/lib/i18n/locales/ar.json', import.meta.url), 'utf8'),
);

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// A first visit's frame: a returning visit paints the person's kept screen instead
// (last-known-screen.spec.ts).
test.beforeEach(({ page }) => keepNoLastScreen(page));

/** The app's entry script: the frame's paint needs none of it. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

test("the HTML paints the layout and the home's skeleton in the person's language and direction", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signInAs(page, 'DJ');
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  const { release } = await holdRequests(page, ENTRY);
  await page.goto('/home', { waitUntil: 'commit' });
  await expect(
    page.getByRole('heading', { name: ar['home.welcome'] ?? 'home.welcome', exact: true }),
  ).toBeVisible();
  // Until the HTML is parsed the frame of each server-list state is there, one of them hidden.
  await expect(
    page.getByText(ar['home.intro'] ?? 'home.intro').filter({ visible: true }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('[data-slot="app-layout"]')).toHaveCount(1);
  await expect(page.locator('[data-slot="app-layout"]').filter({ visible: true })).toBeVisible();
  await release();
  // The app's own screen, with the person's name, replaces the frame.
  await expect(page.getByRole('heading', { name: /DJ Nova/ })).toBeVisible();
  await expect(page.locator('[data-frame-lang]')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('the app takes over the frame without moving what is on screen', async ({ page }) => {
  await signInAs(page, 'DJ');
  const { release } = await holdRequests(page, ENTRY);
  await page.goto('/home', { waitUntil: 'commit' });
  const header = page.locator('header').filter({ visible: true });
  // Until the HTML is parsed every language's frame is there, hidden: the one on screen.
  const intro = page.getByText('Pick a server from the list').filter({ visible: true });
  await expect(intro).toBeVisible();
  await page.waitForFunction(() => document.readyState !== 'loading');
  const before = { header: await header.boundingBox(), intro: await intro.boundingBox() };
  await release();
  await expect(page.getByRole('heading', { name: /DJ Nova/ })).toBeVisible();
  expect(await header.boundingBox()).toEqual(before.header);
  expect(await intro.boundingBox()).toEqual(before.intro);
});

test('with "Hide servers" chosen, the frame is the rail the app draws: nothing moves on a desktop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem('serverListHidden', 'true'));
  await signInAs(page, 'DJ');
  const { release } = await holdRequests(page, ENTRY);
  await page.goto('/home', { waitUntil: 'commit' });
  const column = page.locator('[data-slot="app-layout-column"]').filter({ visible: true });
  const intro = page.getByText('Pick a server from the list').filter({ visible: true });
  await expect(intro).toBeVisible();
  await expect(column).toHaveAttribute('data-collapsed', '');
  // Measured once the HTML is parsed: a frame half parsed is laid out without its later parts.
  await page.waitForFunction(() => document.readyState !== 'loading');
  const before = { column: await column.boundingBox(), intro: await intro.boundingBox() };
  await release();
  await expect(page.getByRole('button', { name: 'Show servers' })).toBeVisible();
  await expect(page.locator('[data-frame-lang]')).toHaveCount(0);
  expect(await column.boundingBox()).toEqual(before.column);
  expect(await intro.boundingBox()).toEqual(before.intro);
});

test("a press on the frame's menu button opens the menu once the app is up", async ({ page }) => {
  await signInAs(page, 'DJ');
  const { release } = await holdRequests(page, ENTRY);
  await page.goto('/home', { waitUntil: 'commit' });
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toBeVisible();
  await menu.tap();
  await release();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('an instance page paints its layout and skeleton before its code', async ({ page }) => {
  await signInAs(page, 'DJ');
  const { release } = await holdRequests(page, ENTRY);
  await page.goto('/lounge', { waitUntil: 'commit' });
  await expect(
    page.locator('[data-slot="instance-page-skeleton"]').filter({ visible: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await release();
  await expect(page.getByRole('heading', { name: 'The Lounge', level: 1 })).toBeVisible();
});

test("an instance page shows the playing track's cover before its code, and the app takes that answer as its first", async ({
  page,
}) => {
  await signInAs(page, 'DJ');
  const calls = await countFetchCalls(page);
  // The page's timers wait on its clock: no poll runs, the requests counted are the first screen's.
  await page.clock.install();
  const entry = await holdRequests(page, ENTRY);
  const firstAnswer = page.waitForResponse((response) =>
    /\/api\/track\/lounge\/false\?/.test(response.url()),
  );
  await page.goto('/lounge', { waitUntil: 'commit' });
  const { tracks } = (await (await firstAnswer).json()) as {
    tracks: { isPlaying?: boolean; imageUrl?: string }[];
  };
  const cover = tracks.find((track) => track.isPlaying)?.imageUrl ?? '';
  expect(cover).toMatch(/^\/mock-assets\/covers\//);
  // The app's code is held: the frame shows the cover, in the now-playing card's box.
  const picture = page
    .locator('[data-slot="instance-page-skeleton"] img')
    .filter({ visible: true });
  await expect(picture).toHaveAttribute('src', cover);
  await expect(picture).toHaveJSProperty('complete', true);
  const box = await picture.boundingBox();
  await entry.release();
  await expect(page.getByRole('heading', { name: 'The Lounge', level: 1 })).toBeVisible();
  const card = page.locator('[data-slot="now-playing-card"] img');
  await expect(card).toHaveAttribute('src', cover);
  // Its size stays when the app's card takes its place.
  const drawn = await card.boundingBox();
  expect(Math.abs((drawn?.width ?? 0) - (box?.width ?? 0))).toBeLessThanOrEqual(2);
  expect(Math.abs((drawn?.height ?? 0) - (box?.height ?? 0))).toBeLessThanOrEqual(2);
  // One request for the queue's first page: the boot script's, which the app's client took.
  const trackCalls = (await calls.take()).filter((call) =>
    call.address.includes('includePopular=false&includeRecent=false&includeRandom=false'),
  );
  expect(trackCalls.map((call) => call.address)).toEqual([
    'GET /api/track/lounge/false?includePopular=false&includeRecent=false&includeRandom=false&queuedTrackNum=50',
  ]);
});
