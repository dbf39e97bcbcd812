import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { BIG_QUEUE_TRACKS } from '../playwright.config';
import { openInstance } from './instance-support';
import { serverState } from './support/server-state';

/**
 * A big server's party queue (issue #12): The Lounge with 2,000 queued tracks, in a world of its
 * own (the world option queueTracks). The queue is windowed: only what is on screen is in the page, and a
 * drag deep in the list and a keyboard move both land in the server's order.
 */
test.use({
  worldOptions: { queueTracks: BIG_QUEUE_TRACKS },
  viewport: { width: 1440, height: 900 },
});
test.setTimeout(180_000);

const rows = (page: Page) => page.locator('[data-slot="queue-row"]');
const row = (page: Page, position: number) =>
  page.locator(`[data-slot="queue-row"][aria-posinset="${position}"]`);

/** Scrolls the page until the row at `position` is drawn, then to the middle of the window. */
async function bringIntoView(page: Page, position: number): Promise<Locator> {
  const target = row(page, position);
  for (let attempt = 0; attempt < 20 && (await target.count()) === 0; attempt += 1) {
    // Scroll by the rows between here and there, as a reader would with the scrollbar.
    const first = rows(page).first();
    const at = Number(await first.getAttribute('aria-posinset'));
    const height = (await first.boundingBox())?.height ?? 52;
    await page.evaluate((by) => window.scrollBy(0, by), (position - at) * (height + 2));
    // The windowed list draws other rows once it has seen the scroll.
    await expect
      .poll(async () => Number(await rows(page).first().getAttribute('aria-posinset')))
      .not.toBe(at);
  }
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(target).toBeInViewport();
  return target;
}

async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, end.y + 4, { steps: 12 });
  await page.mouse.move(x, end.y + 2, { steps: 4 });
  await page.mouse.up();
}

test('as DJ: a 2,000-track queue is windowed; drag and keyboard moves reach the server', async ({
  page,
}) => {
  await openInstance(page, 'DJ');
  const summary = page.locator('[data-slot="queue-summary"]');
  await expect(summary).toContainText(`${BIG_QUEUE_TRACKS} tracks`);
  // The first page of the queue, then every track.
  await page.getByRole('button', { name: /^Load \d+ more tracks$/ }).click();
  await expect(page.getByRole('button', { name: /^Load \d+ more tracks$/ })).toHaveCount(0, {
    timeout: 30_000,
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(row(page, 1)).toHaveAttribute('aria-setsize', String(BIG_QUEUE_TRACKS));
  expect(await rows(page).count()).toBeLessThan(80);

  // The last row is reachable, and still only a window of rows is drawn.
  const last = await bringIntoView(page, BIG_QUEUE_TRACKS);
  await expect(last.getByText(String(BIG_QUEUE_TRACKS))).toBeVisible();
  expect(await rows(page).count()).toBeLessThan(80);

  // Drag row 1,503 above row 1,500, deep in the list.
  const moving = await bringIntoView(page, 1503);
  const movedId = await moving.getAttribute('data-id');
  await mouseDrag(page, moving.locator('[data-slot="queue-drag-handle"]'), row(page, 1500));
  await expect(row(page, 1500)).toHaveAttribute('data-id', movedId ?? '');
  await expect
    .poll(async () => (await serverState(page)).queuedIds[1499], { timeout: 15_000 })
    .toBe(movedId);

  // Move row 1,200 one place down with the keyboard, on its handle.
  const keyed = await bringIntoView(page, 1200);
  const keyedId = await keyed.getAttribute('data-id');
  const handle = keyed.locator('[data-slot="queue-drag-handle"]');
  await handle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(row(page, 1201)).toHaveAttribute('data-id', keyedId ?? '');
  await expect(
    page.locator(`[data-id="${keyedId}"] [data-slot="queue-drag-handle"]`),
  ).toBeFocused();
  await expect
    .poll(async () => (await serverState(page)).queuedIds[1200], { timeout: 15_000 })
    .toBe(keyedId);
  // Both moves hold: the earlier drag is still in the server's order.
  expect((await serverState(page)).queuedIds[1499]).toBe(movedId);
});
