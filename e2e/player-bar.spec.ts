import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openLounge } from './instance-support';
import { serverState } from './support/server-state';
import { settled } from './support/settled';
import { takesItsOwnTaps } from './support/takes-its-own-taps';

/**
 * The player that stays in reach: the player bar docked at the window's foot,
 * the mini player on a phone. It stays on screen at the end of the queue, covers nothing of the
 * page, and toasts cover neither it nor the queue's last controls.
 */
test.setTimeout(180_000);

// A toast stays its longest (10 s, the setting's bound) while the journey measures where it
// settled: at the default 2.5 s a busy machine's checks can outlast it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('notificationTimeout', '10000'));
});

const bar = (page: Page) => page.getByRole('region', { name: 'Player' });
const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

/** Whether two boxes share any pixel. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The end of the queue: "Load N more tracks" in view, wholly above the bar and tappable. */
async function endOfQueueClear(page: Page) {
  const loadMore = page.getByRole('button', { name: /^Load [\d,]+ more tracks$/ });
  await loadMore.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(loadMore).toBeInViewport({ ratio: 1 });
  await expect(bar(page)).toBeInViewport({ ratio: 1 });
  const player = await box(bar(page));
  // Docked at the window's foot.
  expect(Math.round(player.y + player.height)).toBe(page.viewportSize()!.height);
  expect(overlap(await box(loadMore), player), 'the bar covers "Load N more tracks"').toBe(false);
  expect(await takesItsOwnTaps(loadMore)).toBe(true);
  return loadMore;
}

/** After a toast: where it settles, it covers neither the bar nor "Load N more tracks". */
async function toastClear(page: Page, text: string, loadMore: Locator) {
  const shown = toast(page, text);
  await expect(shown).toBeVisible();
  await settled(shown);
  expect(overlap(await box(shown), await box(bar(page))), 'the toast covers the player bar').toBe(
    false,
  );
  expect(
    overlap(await box(shown), await box(loadMore)),
    'the toast covers "Load N more tracks"',
  ).toBe(false);
  expect(await takesItsOwnTaps(loadMore)).toBe(true);
  // Nothing of the toast (react-toastify's stacked toasts carry an unseen hover area three times
  // their height) lies over the bar's buttons: a second press right after the first one lands.
  await expect(shown).toBeVisible();
  for (const button of await bar(page).getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
    expect(await takesItsOwnTaps(button), `the toast takes the taps of "${name}"`).toBe(true);
  }
}

test.describe('phone, 390 × 844 with touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the mini player: out of the way under the full player, in reach at the end of the queue', async ({
    page,
  }) => {
    await openLounge(page, 'touch');
    // The full player's own buttons are on screen: no second Pause under them.
    const full = page.getByRole('region', { name: 'Now playing' });
    await expect(full).toBeInViewport();
    await expect(bar(page)).toBeHidden();

    const loadMore = await endOfQueueClear(page);
    const mini = bar(page);
    await expect(mini.getByText('Lucky Garden')).toBeVisible();
    // Thumb-sized: Pause and Skip, nothing more.
    const pause = mini.getByRole('button', { name: 'Pause' });
    expect((await box(pause)).height).toBeGreaterThanOrEqual(44);
    await expect(mini.getByRole('button', { name: 'Skip' })).toBeVisible();
    await expect(mini.getByRole('button', { name: 'Stop' })).toHaveCount(0);

    await pause.tap();
    await expect.poll(async () => (await serverState(page)).playerStateType).toBe(1);
    await expect(mini.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(mini).toContainText('Paused');
    // The toast shows where the setting says (bottom centre), above the mini player: the mini
    // player and the foot of the queue stay free.
    await toastClear(page, 'Paused', loadMore);
    expect((await box(toast(page, 'Paused'))).y).toBeGreaterThan(844 / 2);

    // A tap on the track brings the full player back, and the mini player steps aside.
    await mini.getByRole('button', { name: /Show the full player/ }).tap();
    await expect(full).toBeInViewport();
    await expect(bar(page)).toBeHidden();
    // Focus goes with it (the mini player's button it was on is gone): to the cover's button.
    await expect(full.getByRole('button', { name: /^Open details of/ })).toBeFocused();
  });
});

test.describe('laptop, 1024 × 768 with the mouse', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the player bar: one set of buttons, seek and volume, in reach at the end of the queue', async ({
    page,
    world,
  }) => {
    await openLounge(page, 'mouse');
    const player = bar(page);
    await expect(player).toBeInViewport({ ratio: 1 });
    // It starts where the server column ends, and its buttons are the page's only ones.
    const column = await box(page.locator('[data-slot="app-layout-column"]'));
    expect(Math.round((await box(player)).x)).toBe(Math.round(column.x + column.width));
    await expect(page.getByRole('group', { name: 'Player controls' })).toHaveCount(1);
    await expect(player.getByRole('group', { name: 'Player controls' })).toBeVisible();

    const loadMore = await endOfQueueClear(page);

    // Seek three quarters along the bar's own seek bar.
    const seekBar = player.locator('[data-slot="seek-bar"]');
    const seekBox = await box(seekBar);
    await page.mouse.click(seekBox.x + seekBox.width * 0.75, seekBox.y + seekBox.height / 2);
    await expect.poll(async () => (await serverState(page)).progress).toBeCloseTo(0.75, 2);

    // The volume, a click at 30 % of its slider.
    const volume = player.locator('[data-slot="slider"]');
    const volumeBox = await box(volume);
    await page.mouse.click(volumeBox.x + volumeBox.width * 0.3, volumeBox.y + volumeBox.height / 2);
    await expect
      .poll(async () => Math.abs((await serverState(page)).volume - 30), { timeout: 10_000 })
      .toBeLessThanOrEqual(3);

    await player.getByRole('button', { name: 'Pause' }).click();
    // The toast rises above the bar, off the queue's last button.
    await toastClear(page, 'Paused', loadMore);
    await expect.poll(async () => (await serverState(page)).playerStateType).toBe(1);
    await expect(player.getByRole('button', { name: 'Resume' })).toBeVisible();
    // Paused is paused: the clock moves on, the time in the bar does not.
    const time = await player
      .getByRole('slider', { name: 'Track progress' })
      .getAttribute('aria-valuetext');
    await world.advance(5_000);
    await expect(player).toContainText('Paused');
    await expect(player.getByRole('slider', { name: 'Track progress' })).toHaveAttribute(
      'aria-valuetext',
      time ?? '',
    );

    // The track in the bar brings the cover back into view.
    await player.getByRole('button', { name: /Show the full player/ }).click();
    await expect(page.getByRole('region', { name: 'Now playing' })).toBeInViewport();
  });
});
