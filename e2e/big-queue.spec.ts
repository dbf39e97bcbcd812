import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { BIG_QUEUE_TRACKS } from '../playwright.config';
import { bringIntoView, openEveryTrack, row, rows } from './support/queue-rows';
import { serverState } from './support/server-state';

/**
 * A big server's party queue: The Lounge with 2,000 queued tracks, in a world of its own (the
 * world option queueTracks). The queue is windowed: only what is on screen is in the page, and a
 * drag deep in the list and a keyboard move both land in the server's order.
 */
test.use({
  worldOptions: { queueTracks: BIG_QUEUE_TRACKS },
  viewport: { width: 1440, height: 900 },
});
test.setTimeout(180_000);

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
  await openEveryTrack(page, BIG_QUEUE_TRACKS);
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

/** How far the page scrolled over the next `frames` animation frames (0: it is still). */
function scrolledOverFrames(page: Page, frames: number) {
  return page.evaluate(async (count) => {
    const start = window.scrollY;
    for (let frame = 0; frame < count; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return window.scrollY - start;
  }, frames);
}

/** The queue row under a point of the window: its track and its position. */
function rowUnder(page: Page, x: number, y: number) {
  return page.evaluate(
    ([px, py]) => {
      const found = document
        .elementFromPoint(px!, py!)
        ?.closest<HTMLElement>('[data-slot="queue-row"]');
      return {
        id: found?.dataset.id,
        held: found?.hasAttribute('data-held') ?? false,
        position: Number(found?.getAttribute('aria-posinset')),
      };
    },
    [x, y],
  );
}

test('as DJ: a row held at the bottom edge is carried hundreds of rows down and lands where it is let go', async ({
  page,
}) => {
  await openEveryTrack(page, BIG_QUEUE_TRACKS);
  const before = (await serverState(page)).queuedIds;
  const moving = await bringIntoView(page, 3);
  const movedId = await moving.getAttribute('data-id');
  const start = (await moving.locator('[data-slot="queue-drag-handle"]').boundingBox())!;
  const x = start.x + start.width / 2;
  const height = page.viewportSize()!.height;
  const startScroll = await page.evaluate(() => window.scrollY);
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  // Down to the edge of what shows, the top of the player bar docked over the window's foot,
  // slowing into it as a hand does, and held there, above the bar.
  const bar = await page.locator('[data-slot="player-bar"]').boundingBox();
  const edge = bar && bar.height > 0 ? bar.y : height;
  await page.mouse.move(x, edge - 60, { steps: 12 });
  for (const y of [edge - 30, edge - 20, edge - 14, edge - 12]) {
    await page.mouse.move(x, y);
    // A hand's pace.
    await page.waitForTimeout(50);
  }
  // The page scrolls under the held row until 300 rows (54 px each) have gone by.
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { timeout: 90_000 })
    .toBeGreaterThan(startScroll + 300 * 54);
  // Up to the middle of the window, out of the edge: the page stops, and the held row's gap
  // comes under the pointer.
  await page.mouse.move(x, height / 2, { steps: 8 });
  await expect.poll(() => scrolledOverFrames(page, 10), { timeout: 2_000 }).toBe(0);
  // The hand comes to rest on a row, not on the line between two: where the page stopped can
  // leave the pointer a few pixels from a line, and the gap may then sit on either side of it.
  const rest = await page.evaluate(
    ([px, py]) => {
      const row = document.elementFromPoint(px!, py!)?.closest('[data-slot="queue-row"]');
      const box = row?.getBoundingClientRect();
      return box ? box.top + box.height / 2 : py!;
    },
    [x, height / 2],
  );
  await page.mouse.move(x, rest, { steps: 2 });
  await expect.poll(async () => (await rowUnder(page, x, rest)).held).toBe(true);
  await page.mouse.up();

  // The row let go is there, far down, and the server has exactly that move.
  const landed = await rowUnder(page, x, rest);
  expect(landed.id).toBe(movedId);
  expect(landed.position).toBeGreaterThan(300);
  const expected = before.filter((id) => id !== movedId);
  expected.splice(landed.position - 1, 0, movedId ?? '');
  await expect
    .poll(async () => (await serverState(page)).queuedIds, { timeout: 15_000 })
    .toEqual(expected);
});

test('as DJ: the rows the window shows are the ones at its place, at a larger text size and either side of lg', async ({
  page,
}) => {
  await openEveryTrack(page, BIG_QUEUE_TRACKS);
  // 20 px to the rem is a reader's larger default text (or text-only zoom); 900 px is below lg,
  // where a row holds three lines of text.
  for (const { width, rootFontPx } of [
    { width: 1440, rootFontPx: 16 },
    { width: 1440, rootFontPx: 20 },
    { width: 900, rootFontPx: 16 },
  ]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate((px) => (document.documentElement.style.fontSize = `${px}px`), rootFontPx);
    // The pitch as the page lays rows out: from one row's top to the next one's.
    const [firstTop, secondTop] = await Promise.all([
      row(page, 1).evaluate((element) => element.getBoundingClientRect().top + window.scrollY),
      row(page, 2).evaluate((element) => element.getBoundingClientRect().top + window.scrollY),
    ]);
    const pitch = secondTop - firstTop;
    expect(pitch, `${width} px, ${rootFontPx} px to the rem`).toBeGreaterThan(0);
    // Row 1,200's middle scrolled to the window's middle: row 1,200 is drawn there.
    const middle = firstTop + 1199 * pitch + pitch / 2;
    await page.evaluate((y) => window.scrollTo(0, y - window.innerHeight / 2), middle);
    await expect
      .poll(async () => (await rowUnder(page, width / 2, 450)).position, {
        message: `${width} px, ${rootFontPx} px to the rem`,
      })
      .toBe(1200);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
});
