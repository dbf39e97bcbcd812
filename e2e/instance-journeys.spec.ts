import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createMockApi } from '../mock-api/create-mock-api';
import { dropOnPage } from './support/downloader';
import { openInstance } from './instance-support';
import { serverState } from './support/server-state';
import { expectNoAxeViolations } from './support/axe';

test.use({ viewport: { width: 1600, height: 1000 } });
test.setTimeout(120_000);

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

async function confirmWith(page: Page, question: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

test('lyrics highlight follows playback', async ({ page, world }) => {
  // The page's clock is the world's: the page places the line by the time since the server's
  // last sync, so a page on the wall clock ran ahead of the still world by however long the
  // machine took, and the line it showed depended on the machine's speed.
  await page.clock.setFixedTime(await world.now());
  await openInstance(page, 'DJ');
  const current = page.locator('[data-slot="lyrics-line"][aria-current="true"]');
  await expect(current).toHaveCount(1, { timeout: 15_000 });
  const first = await current.textContent();
  // The world's clock stands still until the test moves it: the line must not move by itself.
  await world.advance(8_000);
  await expect(current).not.toHaveText(first ?? '');
});

test("as DJ: skip someone else's track through both confirmations", async ({ page }) => {
  await openInstance(page, 'DJ');
  const title = page.locator('[data-slot="instance-header-track"]');
  const before = await title.textContent();
  await page.getByRole('button', { name: 'Skip' }).click();
  await confirmWith(page, 'This will skip the current track.');
  await confirmWith(page, 'This track was queued by Maya (7777). Do you really want to skip it?');
  await expect(toast(page, 'Skipped')).toBeVisible();
  await expect(title).not.toHaveText(before ?? '');
});

test('as DJ: reorder by drag and see the order persist', async ({ page }) => {
  await openInstance(page, 'DJ');
  const rows = page.locator('[data-slot="queue-row"]');
  const third = await rows.nth(2).getAttribute('data-id');
  const handle = rows.nth(2).locator('[data-slot="queue-drag-handle"]');
  const target = rows.nth(0);
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
  await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 4 });
  await page.mouse.up();
  await expect(rows.nth(0)).toHaveAttribute('data-id', third ?? '');
  // After the 250 ms debounce the server has the order: a reload shows it.
  await expect.poll(async () => (await serverState(page)).queuedIds[0]).toBe(third);
  await page.reload();
  await expect(page.locator('[data-slot="queue-row"]').nth(0)).toHaveAttribute(
    'data-id',
    third ?? '',
    { timeout: 30_000 },
  );
});

test('as DJ: search and queue a track', async ({ page }) => {
  await openInstance(page, 'DJ');
  await page.getByRole('searchbox', { name: 'Search' }).fill('neon');
  const tracks = page.getByRole('region', { name: 'Tracks' });
  await expect(tracks.locator('[data-slot="search-result"]').first()).toBeVisible({
    timeout: 15_000,
  });
  await tracks
    .getByRole('button', { name: /^Queue / })
    .first()
    .click();
  await expect(toast(page, 'Pushed to the queue')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('zzzzqqqq');
  await expect(page.getByText('No results found')).toBeVisible({ timeout: 15_000 });
});

test('as DJ: drag a search result onto the queue to play it next', async ({ page }) => {
  await openInstance(page, 'DJ');
  await page.getByRole('searchbox', { name: 'Search' }).fill('neon');
  const result = page
    .getByRole('region', { name: 'Tracks' })
    .locator('[data-slot="search-result"]')
    .first();
  await expect(result).toBeVisible({ timeout: 15_000 });
  const before = await serverState(page);
  // The title of the row the drag picked up, as the page saw it: Playwright's synthetic drag
  // in the search sheet can start on the row next to the one measured, and what is asserted is
  // that the dragged track, whichever it is, plays next.
  await page.evaluate(() =>
    document.addEventListener(
      'dragstart',
      (event) => {
        const row = (event.target as HTMLElement).closest('[data-slot="search-result"]');
        document.documentElement.dataset.draggedTitle = row?.querySelector('p')?.textContent ?? '';
      },
      { once: true, capture: true },
    ),
  );
  // "Dragged songs play next" is on by default: the track goes to the top of the queue.
  await result.dragTo(page.locator('[data-slot="queue-panel"]'), {
    targetPosition: { x: 40, y: 16 },
  });
  const title = (await page.locator('html').getAttribute('data-dragged-title')) ?? '';
  expect(title).not.toBe('');
  await expect(toast(page, 'Pushed to the top of the queue')).toBeVisible();
  await expect.poll(async () => (await serverState(page)).numTracks).toBe(before.numTracks + 1);
  expect((await serverState(page)).queuedNames[0]).toBe(title);
});

test('as DJ: open the metadata browser and queue an album', async ({ page }) => {
  await openInstance(page, 'DJ');
  await page.getByRole('searchbox', { name: 'Search' }).fill('a');
  const albums = page.getByRole('region', { name: 'Albums' });
  await albums
    .getByRole('button', { name: /^Open details of / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Queue Album' })).toBeVisible();
  await expectNoAxeViolations(page, 'the metadata browser', { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Queue Album' }).click();
  await expect(toast(page, 'Pushed to the queue')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('as DJ: drop a Spotify link to queue it', async ({ page }) => {
  const catalogue = createMockApi().state.catalogue;
  const id = [...catalogue.tracks.values()][0]!.uri.split(':')[2];
  await openInstance(page, 'DJ');
  await dropOnPage(page, `https://open.spotify.com/track/${id}`);
  await expect(toast(page, 'Pushed to the queue')).toBeVisible();
});

test('as DJ: a dropped text that cannot be queued says why, and nothing is sent', async ({
  page,
}) => {
  await openInstance(page, 'DJ');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/track/ui/push/'))
      sent.push(request.url());
  });
  const drop = (text: string) => dropOnPage(page, text);
  await drop('just some words');
  await expect(toast(page, 'Only links can be dropped here')).toBeVisible();
  await drop('http://example.com/song.mp3');
  await expect(toast(page, 'Only https links can be queued.')).toBeVisible();
  await drop('https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk');
  await expect(toast(page, 'This Spotify link cannot be queued')).toBeVisible();
  expect(sent).toEqual([]);
});

test('as DJ: a link dragged over the page shows where it lands, and the cue goes with the drag', async ({
  page,
}) => {
  await openInstance(page, 'DJ');
  const cue = page.getByRole('status').filter({ hasText: 'Drop to add to the queue' });
  const drag = (type: 'dragenter' | 'dragleave', format: string) =>
    page.evaluate(
      ({ type, format }) => {
        const data = new DataTransfer();
        data.setData(format, 'https://open.spotify.com/track/abc');
        const target = document.querySelector('main')!;
        target.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true }));
      },
      { type, format },
    );
  await expect(cue).toBeHidden();
  await drag('dragenter', 'text/uri-list');
  await expect(cue).toBeVisible();
  await drag('dragleave', 'text/uri-list');
  await expect(cue).toBeHidden();
  // A search result dragged to the queue carries its own payload: the queue shows its cue.
  await drag('dragenter', 'application/x-bot-dashboard-enqueue');
  await expect(cue).toBeHidden();
  // A drop ends the drag: the cue goes whatever the link was.
  await drag('dragenter', 'text/uri-list');
  await dropOnPage(page, 'just some words');
  await expect(cue).toBeHidden();
});

test('as listener: actions are refused with the spec messages', async ({ page }) => {
  await openInstance(page, 'listener');
  await page.getByRole('button', { name: 'Stop' }).click();
  await confirmWith(page, 'This will clear the queue and disconnect the bot.');
  await expect(toast(page, "You're not allowed to stop or disconnect the bot")).toBeVisible();
  await page.getByRole('button', { name: 'Shuffle' }).click();
  await confirmWith(page, 'This will shuffle the queue.');
  await expect(toast(page, "You're not allowed to shuffle")).toBeVisible();
});
