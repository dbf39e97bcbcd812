import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openLounge } from './instance-support';
import { serverState } from './support/server-state';
import { touchStroke, touchTap } from './support/touch';
import { settled } from './support/settled';
import { takesItsOwnTaps } from './support/takes-its-own-taps';

/**
 * A phone in a voice call, by thumb: sliders move only by a horizontal drag (a
 * vertical swipe that starts on one scrolls the page, a tap sets nothing), the volume is in the
 * phone's player and in the mini player, and scrubbing shows where the track will land.
 */
test.setTimeout(180_000);
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

/** Every volume request the page sends from now on. */
function volumeRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/action/volume/')) sent.push(request.postData() ?? '');
  });
  return sent;
}

async function openControls(page: Page) {
  await page.getByRole('tab', { name: 'Controls' }).tap();
  const panel = page.getByRole('tabpanel', { name: 'Controls' });
  await expect(panel).toBeVisible();
  return panel
    .locator('[data-slot="slider-field"]')
    .filter({ hasText: 'Volume' })
    .locator('[data-slot="slider"]');
}

test('a vertical swipe that starts on the volume scrolls the page and sets nothing', async ({
  page,
}) => {
  await openLounge(page, 'touch');
  const slider = await openControls(page);
  const thumb = slider.getByRole('slider', { name: 'Volume' });
  await slider.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const before = (await serverState(page)).volume;
  const shown = await thumb.getAttribute('aria-valuenow');
  const sent = volumeRequests(page);
  const scrolled = await page.evaluate(() => window.scrollY);
  const at = await box(slider);
  // Up the screen from a point a third along the slider: the page scrolls down.
  const x = at.x + at.width / 3;
  const y = at.y + at.height / 2;
  await touchStroke(page, { x, y }, { x: x + 6, y: y - 300 }, { steps: 15 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 100);
  // A tap on the slider, away from the thumb, sets nothing either.
  const again = await box(slider);
  await touchTap(page, { x: again.x + again.width * 0.9, y: again.y + again.height / 2 });
  // Longer than the debounce (250 ms) and the override (1 s): nothing went, nothing moved.
  await page.waitForTimeout(1_500);
  expect(sent).toEqual([]);
  await expect(thumb).toHaveAttribute('aria-valuenow', shown ?? '');
  expect((await serverState(page)).volume).toBe(before);
});

test('a horizontal drag on the volume sets it, once, where the finger lets go', async ({
  page,
}) => {
  await openLounge(page, 'touch');
  const slider = await openControls(page);
  await slider.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const before = (await serverState(page)).volume;
  const target = Math.abs(before - 30) > 10 ? 30 : 70;
  const sent = volumeRequests(page);
  const at = await box(slider);
  const y = at.y + at.height / 2;
  const from = at.x + at.width * (target > before ? 0.05 : 0.95);
  await touchStroke(page, { x: from, y }, { x: at.x + (at.width * target) / 100, y: y + 4 });
  await expect
    .poll(async () => Math.abs((await serverState(page)).volume - target), { timeout: 10_000 })
    .toBeLessThanOrEqual(3);
  // Sent debounced (250 ms after the last move): one request on a quiet machine, one per pause
  // where a loaded machine spaces the finger's moves further apart than that (load average 20
  // here once gave 3); how many is timing, what the server holds at the end is not.
  expect(sent.length).toBeGreaterThanOrEqual(1);
});

test('the volume is in the phone’s player and the mini player', async ({ page }) => {
  await openLounge(page, 'touch');
  const sent = volumeRequests(page);
  // The full player: a volume slider under its buttons.
  const player = page.locator('[data-slot="player-section"]');
  const volume = player.getByRole('slider', { name: 'Volume' });
  await expect(volume).toBeInViewport();
  const slider = player.locator('[data-slot="slider"]');
  const at = await box(slider);
  expect(at.height).toBeGreaterThanOrEqual(44);
  const y = at.y + at.height / 2;
  await touchStroke(page, { x: at.x + at.width * 0.9, y }, { x: at.x + at.width * 0.2, y });
  await expect
    .poll(async () => Math.abs((await serverState(page)).volume - 20), { timeout: 10_000 })
    .toBeLessThanOrEqual(4);
  // Debounced as the Controls tab's slider (see above).
  expect(sent.length).toBeGreaterThanOrEqual(1);

  // The mini player (once the full player has scrolled away): a volume button opens the slider.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const mini = page.getByRole('region', { name: 'Player' });
  await expect(mini).toBeInViewport();
  const button = mini.getByRole('button', { name: 'Volume' });
  expect((await box(button)).height).toBeGreaterThanOrEqual(44);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.tap();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const miniSlider = mini.locator('[data-slot="volume-panel"] [data-slot="slider"]');
  await expect(miniSlider).toBeInViewport({ ratio: 1 });
  const miniBox = await box(miniSlider);
  const my = miniBox.y + miniBox.height / 2;
  await touchStroke(
    page,
    { x: miniBox.x + miniBox.width * 0.1, y: my },
    { x: miniBox.x + miniBox.width * 0.8, y: my },
  );
  await expect
    .poll(async () => Math.abs((await serverState(page)).volume - 80), { timeout: 10_000 })
    .toBeLessThanOrEqual(4);
  // A tap elsewhere on screen (a track's title near the foot, which does nothing) closes it.
  await page.locator('[data-slot="queue-row-title"]').last().tap();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(mini.locator('[data-slot="volume-panel"]')).toHaveCount(0);
});

test('scrubbing shows the time it will land on, and a handle, before it seeks', async ({
  page,
}) => {
  await openLounge(page, 'touch');
  const card = page.getByRole('region', { name: 'Now playing' });
  const bar = card.locator('[data-slot="seek-bar"]');
  const elapsed = card.locator('[data-slot="track-progress-elapsed"]');
  const total = await card.locator('[data-slot="track-progress"] span').last().textContent();
  const at = await box(bar);
  const y = at.y + at.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
    });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/action/seek/')) sent.push(request.url());
  });
  await touch('touchStart', at.x + at.width * 0.1);
  for (let step = 1; step <= 10; step += 1) {
    await touch('touchMove', at.x + at.width * (0.1 + (0.4 * step) / 10));
    await page.waitForTimeout(16);
  }
  // Held at half way: the time says half the track, the handle shows, nothing was sent yet.
  await expect(elapsed).toHaveAttribute('data-scrubbing', 'true');
  const [minutes, seconds] = (total ?? '0:00').split(':').map(Number);
  const half = ((minutes ?? 0) * 60 + (seconds ?? 0)) / 2;
  const [heldMinutes, heldSeconds] = ((await elapsed.textContent()) ?? '').split(':').map(Number);
  expect(Math.abs((heldMinutes ?? 0) * 60 + (heldSeconds ?? 0) - half)).toBeLessThanOrEqual(3);
  const handle = bar.getByRole('slider', { name: 'Track progress' });
  await expect
    .poll(() => handle.evaluate((element) => getComputedStyle(element).opacity))
    .toBe('1');
  expect(sent).toEqual([]);
  await touch('touchEnd', at.x + at.width * 0.5);
  await cdp.detach();
  await expect.poll(async () => (await serverState(page)).progress).toBeCloseTo(0.5, 1);
  await expect(elapsed).not.toHaveAttribute('data-scrubbing', 'true');
  expect(sent).toHaveLength(1);
});

/** Whether `inner` lies wholly within `outer` sideways (half a pixel of rounding allowed). */
const within = (inner: { x: number; width: number }, outer: { x: number; width: number }) =>
  inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5;

test.describe('long languages at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('the instance tabs fit or scroll in their box, the active tab always whole in view', async ({
    page,
  }) => {
    await openLounge(page, 'touch');
    const screen = { x: 0, width: 360 };
    for (const language of ['de', 'fr', 'ru', 'es', 'pt-BR', 'ja', 'ar', 'en']) {
      await page.evaluate((code) => localStorage.setItem('language', code), language);
      await page.reload();
      await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible({
        timeout: 30_000,
      });
      const list = page.locator('[data-slot="instance-tabs"] [role="tablist"]');
      const listBox = await box(list);
      expect(within(listBox, screen), `${language}: the tab list leaves the window`).toBe(true);
      const tabs = list.getByRole('tab');
      const count = await tabs.count();
      expect(count).toBe(4);
      for (let index = 0; index < count; index += 1) {
        // Each tab reachable: the last one first (the far end of the row), then back.
        const tab = tabs.nth(index === 0 ? count - 1 : index - 1);
        await tab.tap();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect
          .poll(async () => within(await box(tab), listBox), {
            message: `${language}: the active tab "${await tab.textContent()}" is cut`,
          })
          .toBe(true);
        // Its text is whole too: nothing of the label is clipped inside the tab.
        expect(
          await tab.evaluate((element) => element.scrollWidth <= element.clientWidth + 1),
          `${language}: "${await tab.textContent()}" is clipped`,
        ).toBe(true);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${language}: the page scrolls sideways`,
      ).toBeLessThanOrEqual(360);
    }
  });
});

for (const position of ['top-center', 'top-right', 'bottom-center']) {
  test(`a toast at ${position} leaves the menu button and the search sheet's controls tappable`, async ({
    page,
  }) => {
    await openLounge(page, 'touch');
    // Notifications stay until dismissed, so each check below sees its toast, whatever the
    // machine's speed.
    await page.evaluate((chosen) => {
      localStorage.setItem('notificationPosition', chosen);
      localStorage.setItem('notificationTimeout', '0');
    }, position);
    await page.reload();
    await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible({ timeout: 30_000 });
    const toasts = page.getByRole('alert');
    // A toast from the full player's Pause.
    await page.locator('[data-slot="player-section"]').getByRole('button', { name: 'Pause' }).tap();
    const paused = toasts.filter({ hasText: 'Paused' });
    await expect(paused).toBeVisible();
    // Where the toast settles (it slides in), nothing of it lies over the menu button.
    await settled(paused);
    const shown = await box(paused);
    expect(shown.y < 844 / 2, 'the toast is not where the setting says').toBe(
      position.startsWith('top-'),
    );
    const menu = page.getByRole('button', { name: 'Open menu' });
    expect(await takesItsOwnTaps(menu), 'the toast takes the menu button’s taps').toBe(true);
    await menu.tap();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // The search sheet: a toast while it is open covers neither its title nor its close button.
    await page.getByRole('button', { name: 'Search songs' }).tap();
    const search = page.getByRole('dialog', { name: 'Search and lists' });
    await search.getByRole('searchbox', { name: 'Search' }).fill('neon');
    const queue = search
      .getByRole('region', { name: 'Tracks' })
      .getByRole('button', { name: /^Queue / })
      .first();
    await expect(queue).toBeVisible({ timeout: 15_000 });
    await queue.tap();
    const pushed = toasts.filter({ hasText: 'Pushed to the queue' });
    await expect(pushed).toBeVisible();
    await settled(pushed);
    const close = search.getByRole('button', { name: 'Close' }).last();
    expect(await takesItsOwnTaps(close), 'the toast takes the Close button’s taps').toBe(true);
    expect(await takesItsOwnTaps(search.getByRole('heading').first())).toBe(true);
    await expect(pushed).toBeVisible();
    await close.tap();
    await expect(search).toBeHidden();
  });
}
