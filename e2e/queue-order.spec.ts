import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { openInstance } from './instance-support';
import { serverState } from './support/server-state';
import { sessionCookies } from './support/sign-in';

/**
 * The queue order on screen is the order on the server. Fast moves, drags, play next and
 * remove, then a wait through several polls, then one more move: the server must end with every
 * move the user made, and the screen must show the server's order. What it guards against: the
 * screen falling back to an earlier order a poll after a burst of moves, and the next move
 * sending that order, undoing the user's move without a word.
 */
test.use({ viewport: { width: 1440, height: 1000 } });
test.setTimeout(120_000);

const STUDY_HALL = 'study-hall';
const LOUNGE = 'lounge';
/** A fast user's rhythm: a key press about every 120 ms. */
const PRESS_GAP_MS = 120;

const rowAt = (page: Page, position: number) =>
  page.locator(`[data-slot="queue-row"][aria-posinset="${position}"]`);
const rowOf = (page: Page, id: string) => page.locator(`[data-slot="queue-row"][data-id="${id}"]`);
const handleOf = (page: Page, id: string) =>
  rowOf(page, id).locator('[data-slot="queue-drag-handle"]');

async function idAt(page: Page, position: number): Promise<string> {
  const id = await rowAt(page, position).getAttribute('data-id');
  if (id === null) throw new Error(`No row at ${position}`);
  return id;
}

/** The rows the page draws, as [position, id]. */
function shownRows(page: Page): Promise<[number, string][]> {
  return page
    .locator('[data-slot="queue-row"]')
    .evaluateAll((rows) =>
      rows.map((row) => [
        Number(row.getAttribute('aria-posinset')),
        row.getAttribute('data-id') ?? '',
      ]),
    );
}

/** Rows on screen whose track is not the one the server has at that position. */
async function differences(page: Page, instanceId: string): Promise<string[]> {
  const { queuedIds } = await serverState(page, instanceId);
  return (await shownRows(page))
    .filter(([position, id]) => queuedIds[position - 1] !== id)
    .map(([position, id]) => `${position}: screen ${id}, server ${queuedIds[position - 1]}`);
}

const isPoll = (instanceId: string) => (response: Response) => {
  const url = new URL(response.url());
  return (
    url.pathname.startsWith(`/api/track/${instanceId}/`) &&
    url.searchParams.get('includePopular') === 'false' &&
    url.searchParams.get('includeRandom') === 'false'
  );
};

/** Lets the page's 1 s poll come back `count` times: a stale answer would show on one of them. */
async function throughPolls(page: Page, instanceId: string, count: number) {
  for (let poll = 0; poll < count; poll += 1) {
    await page.waitForResponse(isPoll(instanceId), { timeout: 10_000 });
  }
}

/**
 * Focuses a row's handle and presses a key on it `times` times, PRESS_GAP_MS apart. The presses
 * are timed inside the page: Playwright's own presses go through the browser's remote protocol,
 * and on a busy machine their gaps grew past the 250 ms debounce, which is not the rhythm under
 * test (nor the one a user's hand keeps).
 */
async function pressOn(page: Page, id: string, key: 'ArrowUp' | 'ArrowDown', times: number) {
  await handleOf(page, id).focus();
  await page.evaluate(
    async ({ id, key, times, gapMs }) => {
      for (let press = 0; press < times; press += 1) {
        if (press > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
        // Where a key goes: the focused element, which the list keeps on the moved row's handle.
        const target = document.activeElement;
        if (!(target instanceof HTMLElement) || target.closest(`[data-id="${id}"]`) === null) {
          throw new Error(`Focus left the handle of ${id} after ${press} presses`);
        }
        for (const type of ['keydown', 'keyup']) {
          target.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true }));
        }
      }
    },
    { id, key, times, gapMs: PRESS_GAP_MS },
  );
}

/**
 * Drags a row by its handle onto each of `positions` in turn, a frame between pointer events, so
 * the drops follow one another within the 250 ms debounce as a quick hand's do, on any machine
 * (pointer events from inside the page, for the reason given at pressOn).
 */
async function quickDrags(page: Page, id: string, positions: readonly number[]) {
  await page.evaluate(
    async ({ id, positions }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (const position of positions) {
        const handle = document.querySelector(`[data-id="${id}"] [data-slot="queue-drag-handle"]`);
        const target = document.querySelector(
          `[data-slot="queue-row"][aria-posinset="${position}"]`,
        );
        if (handle === null || target === null) throw new Error(`No row ${id} or ${position}`);
        const from = handle.getBoundingClientRect();
        const to = target.getBoundingClientRect();
        const pointer = (type: string, clientY: number) =>
          handle.dispatchEvent(
            new PointerEvent(type, {
              bubbles: true,
              cancelable: true,
              pointerId: 1,
              isPrimary: true,
              pointerType: 'mouse',
              button: 0,
              buttons: type === 'pointerup' ? 0 : 1,
              clientX: from.left + from.width / 2,
              clientY,
            }),
          );
        pointer('pointerdown', from.top + from.height / 2);
        await frame();
        pointer('pointermove', to.top + 4);
        await frame();
        pointer('pointermove', to.top + 2);
        await frame();
        pointer('pointerup', to.top + 2);
        await frame();
      }
    },
    { id, positions },
  );
}

/** Someone else queues a track (a request outside the page): the page's poll must show it. */
async function queueFromElsewhere(page: Page, instanceId: string) {
  const { token } = await sessionCookies(page);
  const response = await page.request.post(`/api/track/ui/push/track/${instanceId}`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
    data: {
      uri: 'https://www.youtube.com/watch?v=elsewhere1',
      streamingServiceType: 1,
      next: false,
    },
  });
  expect(response.ok()).toBe(true);
}

/** The order the user expects after moving `id` by `by` places (negative: up). */
function moved(ids: readonly string[], id: string, by: number): string[] {
  const from = ids.indexOf(id);
  const next = ids.filter((other) => other !== id);
  next.splice(from + by, 0, id);
  return next;
}

async function expectServerOrder(page: Page, instanceId: string, expected: readonly string[]) {
  await expect
    .poll(async () => (await serverState(page, instanceId)).queuedIds.slice(0, expected.length), {
      timeout: 15_000,
    })
    .toEqual(expected);
}

/**
 * Six fast presses move a row from 9 to 3; the screen keeps it at 3 through the polls that
 * follow; one more move of another row; the server has both moves and the screen shows the
 * server's order. Then the same again from the twelfth row: a race that keeps its place in some
 * bursts and not others shows more surely over two bursts than one.
 */
async function sixFastPressesThenAnother(page: Page, instanceId: string) {
  let expected = (await serverState(page, instanceId)).queuedIds.slice(0, 12);
  for (const [from, other] of [
    [9, 7],
    [12, 2],
  ] as const) {
    const first = await idAt(page, from);
    await pressOn(page, first, 'ArrowUp', 6);
    await expect(rowAt(page, from - 6)).toHaveAttribute('data-id', first);
    expected = moved(expected, first, -6);
    await expectServerOrder(page, instanceId, expected);

    await throughPolls(page, instanceId, 3);
    await expect(rowAt(page, from - 6)).toHaveAttribute('data-id', first);

    const second = await idAt(page, other);
    await pressOn(page, second, 'ArrowDown', 1);
    await expect(rowAt(page, other + 1)).toHaveAttribute('data-id', second);
    expected = moved(expected, second, 1);
    await expectServerOrder(page, instanceId, expected);
    await expect.poll(() => differences(page, instanceId), { timeout: 15_000 }).toEqual([]);
  }
}

async function mouseDrag(page: Page, handle: Locator, target: Locator) {
  const start = (await handle.boundingBox())!;
  const end = (await target.boundingBox())!;
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, end.y + 4, { steps: 6 });
  await page.mouse.move(x, end.y + 2, { steps: 2 });
  await page.mouse.up();
}

test.describe('Study Hall, 12 tracks', () => {
  test('as DJ: six fast arrow presses stay where the server put them, and the next move keeps them', async ({
    page,
  }) => {
    await openInstance(page, 'DJ', STUDY_HALL);
    await sixFastPressesThenAnother(page, STUDY_HALL);
    // The screen still follows the server: a track queued from elsewhere shows up at the end.
    const count = (await shownRows(page)).length;
    await queueFromElsewhere(page, STUDY_HALL);
    await expect(page.locator('[data-slot="queue-row"]')).toHaveCount(count + 1);
    await expect.poll(() => differences(page, STUDY_HALL)).toEqual([]);
  });

  test('as DJ: fast drags stay where the server put them, and the next drag keeps them', async ({
    page,
  }) => {
    await openInstance(page, 'DJ', STUDY_HALL);
    const before = (await serverState(page, STUDY_HALL)).queuedIds.slice(0, 12);
    const first = await idAt(page, 9);
    // Three drags one after the other, each a place up, as fast as a quick hand does them.
    await quickDrags(page, first, [8, 7, 6]);
    await expect(rowAt(page, 6)).toHaveAttribute('data-id', first);
    let expected = moved(before, first, -3);
    await expectServerOrder(page, STUDY_HALL, expected);
    await throughPolls(page, STUDY_HALL, 3);
    await expect(rowAt(page, 6)).toHaveAttribute('data-id', first);

    // The next drag by a real mouse, through the browser.
    const second = await idAt(page, 2);
    await mouseDrag(page, handleOf(page, second), rowAt(page, 1));
    await expect(rowAt(page, 1)).toHaveAttribute('data-id', second);
    expected = moved(expected, second, -1);
    await expectServerOrder(page, STUDY_HALL, expected);
    await expect.poll(() => differences(page, STUDY_HALL), { timeout: 15_000 }).toEqual([]);
  });

  test('as DJ: play next and remove mixed with fast moves all reach the server in order', async ({
    page,
  }) => {
    await openInstance(page, 'DJ', STUDY_HALL);
    let expected = (await serverState(page, STUDY_HALL)).queuedIds.slice(0, 12);
    const mover = await idAt(page, 9);
    const next = await idAt(page, 5);
    const gone = await idAt(page, 11);
    const down = await idAt(page, 2);
    const nextName = await rowOf(page, next).locator('p').first().textContent();
    const goneName = await rowOf(page, gone).locator('p').first().textContent();

    await pressOn(page, mover, 'ArrowUp', 3);
    expected = moved(expected, mover, -3);
    await page.getByRole('button', { name: `Play ${nextName} next` }).click();
    expected = [next, ...expected.filter((id) => id !== next)];
    await pressOn(page, mover, 'ArrowUp', 2);
    expected = moved(expected, mover, -2);
    await page.getByRole('button', { name: `Remove ${goneName} from the queue` }).click();
    expected = expected.filter((id) => id !== gone);
    await pressOn(page, down, 'ArrowDown', 2);
    expected = moved(expected, down, 2);

    // The screen shows all of it at once, and the server ends with all of it.
    await expect.poll(async () => (await shownRows(page)).map(([, id]) => id)).toEqual(expected);
    await expectServerOrder(page, STUDY_HALL, expected);
    await throughPolls(page, STUDY_HALL, 3);
    expect((await shownRows(page)).map(([, id]) => id)).toEqual(expected);

    const last = await idAt(page, 6);
    await pressOn(page, last, 'ArrowUp', 1);
    expected = moved(expected, last, -1);
    await expectServerOrder(page, STUDY_HALL, expected);
    await expect.poll(() => differences(page, STUDY_HALL), { timeout: 15_000 }).toEqual([]);
  });
});

test.describe('The Lounge, 2,000 tracks', () => {
  test.use({ worldOptions: { queueTracks: 2000 } });

  test('as DJ: six fast arrow presses stay where the server put them, and the next move keeps them', async ({
    page,
  }) => {
    await openInstance(page, 'DJ', LOUNGE);
    await expect(page.locator('[data-slot="queue-summary"]')).toContainText('2000 tracks');
    await sixFastPressesThenAnother(page, LOUNGE);
  });
});

/**
 * Holds the requests whose path starts with `prefix` until `release` is called, so a journey can
 * see the edit on screen before the server's answer, whatever the machine's speed.
 */
async function holdRequests(page: Page, prefix: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((resolve) => {
    void page.route(
      (url) => url.pathname.startsWith(prefix),
      async (route) => {
        resolve();
        await released;
        await route.continue();
      },
    );
  });
  return { held, release };
}

test('as listener: a refused move and a refused remove roll back visibly with the spec toasts', async ({
  page,
}) => {
  await openInstance(page, 'listener', STUDY_HALL);
  const before = (await serverState(page, STUDY_HALL)).queuedIds;
  const toast = (text: string) => page.getByRole('alert').filter({ hasText: text }).first();

  const reorder = await holdRequests(page, '/api/action/reorder/');
  const mover = await idAt(page, 5);
  await pressOn(page, mover, 'ArrowUp', 3);
  // Shown at once; sent after the debounce; put back when the server refuses.
  await expect(rowAt(page, 2)).toHaveAttribute('data-id', mover);
  await reorder.held;
  reorder.release();
  await expect(toast("You're not allowed to reorder tracks")).toBeVisible();
  await expect(rowAt(page, 5)).toHaveAttribute('data-id', mover);

  const remove = await holdRequests(page, '/api/track/delete/');
  const kept = await idAt(page, 3);
  const name = await rowOf(page, kept).locator('p').first().textContent();
  await page.getByRole('button', { name: `Remove ${name} from the queue` }).click();
  await expect(rowOf(page, kept)).toHaveCount(0);
  await remove.held;
  remove.release();
  await expect(toast("You're not allowed to remove tracks from the queue")).toBeVisible();
  await expect(rowAt(page, 3)).toHaveAttribute('data-id', kept);

  await throughPolls(page, STUDY_HALL, 2);
  expect((await serverState(page, STUDY_HALL)).queuedIds).toEqual(before);
  expect(await differences(page, STUDY_HALL)).toEqual([]);
});
