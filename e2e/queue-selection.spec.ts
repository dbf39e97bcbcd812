/**
 * Selecting many queued tracks and acting once: by mouse and keyboard, a bulk remove
 * told in one toast with an Undo that puts every track back at its place, a batch whose calls are
 * partly refused and failed (one toast saying how many went through and why the rest did not),
 * and the touch Select mode on a phone. Asserted on screen, in the live region and on the server.
 */
import type { Page } from '@playwright/test';
import { openLounge } from './instance-support';
import { serverState } from './support/server-state';
import { settled } from './support/settled';
import { expect, test } from './support/test';
import { touchStroke } from './support/touch';

test.setTimeout(120_000);

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();
const bar = (page: Page) => page.getByRole('toolbar', { name: 'Selected tracks' });
const rowOf = (page: Page, id: string) => page.locator(`[data-slot="queue-row"][data-id="${id}"]`);
const checkOf = (page: Page, id: string) => rowOf(page, id).getByRole('checkbox');
const live = (page: Page) => page.locator('[data-slot="live-region"]');

/** The path of every DELETE the page sends from now on. */
function recordDeletes(page: Page): string[] {
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
  });
  return deletes;
}

test.describe('with a mouse and a keyboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('checkbox, Shift-click, Ctrl-click, Shift+↓, Escape and Ctrl+A', async ({ page }) => {
    await openLounge(page, 'mouse');
    const { queuedIds: ids, numTracks } = await serverState(page);

    await checkOf(page, ids[0]!).click();
    await expect(bar(page)).toContainText('1 selected');
    await checkOf(page, ids[2]!).click({ modifiers: ['Shift'] });
    await expect(bar(page)).toContainText('3 selected');
    await expect(checkOf(page, ids[1]!)).toBeChecked();
    // Ctrl-click on the row's text adds it; the checkbox says so.
    await rowOf(page, ids[4]!)
      .locator('[data-slot="queue-row-title"]')
      .click({ modifiers: ['ControlOrMeta'] });
    await expect(checkOf(page, ids[4]!)).toBeChecked();
    await expect(bar(page)).toContainText('4 selected');
    // Shift+↓ from a checkbox grows the range to the next row, which takes the focus.
    await checkOf(page, ids[4]!).focus();
    await page.keyboard.press('Shift+ArrowDown');
    await expect(checkOf(page, ids[5]!)).toBeChecked();
    await expect(checkOf(page, ids[5]!)).toBeFocused();
    await expect(live(page)).toHaveText('5 selected');

    await page.keyboard.press('Escape');
    await expect(bar(page)).toBeHidden();
    await expect(checkOf(page, ids[0]!)).not.toBeChecked();
    await expect(live(page)).toHaveText('Selection cleared');

    // Ctrl+A: every loaded track; the queue is longer, so the bar says so and offers the rest.
    const loaded = await page.locator('[data-slot="queue-row"]').count();
    expect(loaded).toBeLessThan(numTracks);
    await page.keyboard.press('ControlOrMeta+a');
    await expect(bar(page)).toContainText(`All 50 loaded tracks selected of ${numTracks}.`);
    await bar(page).getByRole('button', { name: 'Load and select the rest' }).click();
    await expect(bar(page)).toContainText(`${numTracks} selected`);
    await expect(live(page)).toHaveText(`${numTracks} selected`);
    // Far down the list, a row drawn only now is selected too.
    await page.keyboard.press('End');
    await expect(
      page.locator('[data-slot="queue-row"]').last().getByRole('checkbox'),
    ).toBeChecked();
  });

  test('remove five at once, then Undo puts every one back at its place', async ({ page }) => {
    await openLounge(page, 'mouse');
    const before = await serverState(page);
    const picked = before.queuedIds.slice(1, 6);
    const deletes = recordDeletes(page);

    await checkOf(page, picked[0]!).click();
    await checkOf(page, picked[4]!).click({ modifiers: ['Shift'] });
    await expect(bar(page)).toContainText('5 selected');
    await bar(page).getByRole('button', { name: 'Remove' }).click();

    const removed = toast(page, 'Removed 5 tracks');
    await expect(removed).toBeVisible();
    // One toast for the batch, never one per track.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Track removed from queue' }),
    ).toHaveCount(0);
    for (const id of picked) await expect(rowOf(page, id)).toHaveCount(0);
    expect(deletes.sort()).toEqual(picked.map((id) => `/api/track/delete/lounge/${id}`).sort());
    const gone = await serverState(page);
    expect(gone.queuedIds.filter((id) => picked.includes(id))).toEqual([]);

    await removed.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Put 5 tracks back')).toBeVisible({ timeout: 30_000 });
    // The server holds the same tracks in the same order as before (new entries, same places).
    await expect
      .poll(async () => (await serverState(page)).queuedNames, { timeout: 15_000 })
      .toEqual(before.queuedNames);
    const rows = page.locator('[data-slot="queue-row-title"]');
    await expect(rows.nth(1)).toHaveText(before.queuedNames[1]!);
    await expect(rows.nth(5)).toHaveText(before.queuedNames[5]!);
  });

  test('a batch with refusals and failures: one toast with Undo for what went, nothing lost silently', async ({
    page,
    world,
  }) => {
    await openLounge(page, 'mouse');
    const before = await serverState(page);
    const picked = before.queuedIds.slice(0, 6);
    // The server refuses two of them (its permission changed meanwhile: the mock's own 403
    // body) and fails one; the other three go through to the mock.
    await page.route(/\/api\/track\/delete\/lounge\//, async (route) => {
      const id = route.request().url().split('/').pop();
      if (id === picked[1] || id === picked[3])
        return route.fulfill({ status: 403, json: { permission: 'web:queue:delete' } });
      if (id === picked[5]) return route.fulfill({ status: 500, json: { message: 'down' } });
      return route.fallback();
    });
    await checkOf(page, picked[0]!).click();
    await checkOf(page, picked[5]!).click({ modifiers: ['Shift'] });
    await bar(page).getByRole('button', { name: 'Remove' }).click();
    const partial = toast(
      page,
      "3 of 6 went through. 2 refused: You're not allowed to remove tracks from the queue. 1 failed: An error occurred.",
    );
    await expect(partial).toBeVisible();
    // The refused and failed ones are back on screen, as the server still holds them.
    for (const id of [picked[1]!, picked[3]!, picked[5]!])
      await expect(rowOf(page, id)).toBeVisible();
    for (const id of [picked[0]!, picked[2]!, picked[4]!])
      await expect(rowOf(page, id)).toHaveCount(0);
    await page.unroute(/\/api\/track\/delete\/lounge\//);
    // Its Undo puts back the three that went: the server's queue is as it was, in its order.
    await partial.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Put 3 tracks back')).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(async () => (await serverState(page)).queuedNames, { timeout: 15_000 })
      .toEqual(before.queuedNames);

    // The mock's fault knob: every call fails. All three come back, and the toast says so.
    const left = [picked[1]!, picked[3]!, picked[5]!];
    for (const id of left) await checkOf(page, id).click();
    await world.faults({ errorRate: 1 });
    await bar(page).getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, '0 of 3 went through. 3 failed: An error occurred.')).toBeVisible({
      timeout: 30_000,
    });
    for (const id of left) await expect(rowOf(page, id)).toBeVisible();
    await world.faults({ errorRate: 0 });
    await expect
      .poll(async () => (await serverState(page)).queuedNames, { timeout: 15_000 })
      .toEqual(before.queuedNames);
  });

  test('the server unreachable: a bulk remove says it was not sent, once, sends nothing and keeps the selection', async ({
    page,
    context,
  }) => {
    await openLounge(page, 'mouse');
    const { queuedIds: ids } = await serverState(page);
    const deletes = recordDeletes(page);
    await checkOf(page, ids[1]!).click();
    await checkOf(page, ids[3]!).click({ modifiers: ['Shift'] });
    await expect(bar(page)).toContainText('3 selected');

    await context.setOffline(true);
    await expect(page.locator('[data-slot="connection-banner"]')).toBeVisible();
    await bar(page).getByRole('button', { name: 'Remove' }).click();
    const notSent = page
      .getByRole('alert')
      .filter({ hasText: 'Not sent: the dashboard cannot reach the server.' });
    await expect(notSent).toHaveCount(1);
    await expect(bar(page)).toContainText('3 selected');
    await expect(rowOf(page, ids[2]!)).toBeVisible();
    expect(deletes).toEqual([]);

    // The toast rises above the bar: it covers none of its acts.
    await settled(notSent);
    const toastBox = await notSent.boundingBox();
    const barBox = await bar(page).boundingBox();
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(barBox!.y);

    // Back online: the same press removes them.
    await context.setOffline(false);
    await expect(page.locator('[data-slot="connection-banner"]')).toHaveCount(0);
    await bar(page).getByRole('button', { name: 'Remove' }).click();
    await expect(rowOf(page, ids[2]!)).toHaveCount(0);
    await expect.poll(async () => (await serverState(page)).queuedIds).not.toContain(ids[2]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Select mode, long press, scrolling never selects, Play next keeps the order', async ({
    page,
  }) => {
    await openLounge(page, 'touch');
    const { queuedIds: ids } = await serverState(page);
    // No checkboxes for a finger until Select mode.
    await expect(checkOf(page, ids[0]!)).toBeHidden();
    const select = page.getByRole('button', { name: 'Select', exact: true });
    await select.tap();
    await expect(checkOf(page, ids[0]!)).toBeVisible();
    // Each checkbox takes a finger on 44 × 44 at least.
    const hit = await checkOf(page, ids[0]!).evaluate((element) => {
      const after = getComputedStyle(element, '::after');
      return [parseFloat(after.width), parseFloat(after.height)];
    });
    expect(Math.min(...hit)).toBeGreaterThanOrEqual(44);
    await rowOf(page, ids[3]!).locator('[data-slot="queue-row-title"]').tap();
    await rowOf(page, ids[1]!).locator('[data-slot="queue-row-title"]').tap();
    await expect(bar(page)).toContainText('2 selected');
    await page.getByRole('button', { name: 'Done' }).tap();
    await expect(bar(page)).toBeHidden();
    await expect(checkOf(page, ids[0]!)).toBeHidden();

    // A long press on a row: Select mode, that row selected.
    const title = rowOf(page, ids[2]!).locator('[data-slot="queue-row-title"]');
    const box = (await title.boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await touchStroke(page, at, at, { steps: 1, hold: 800 });
    await expect(checkOf(page, ids[2]!)).toBeChecked();
    await expect(bar(page)).toContainText('1 selected');
    // A scroll over the rows selects nothing.
    const row = (await rowOf(page, ids[5]!).boundingBox())!;
    await touchStroke(
      page,
      { x: row.x + row.width / 2, y: row.y + 10 },
      { x: row.x + row.width / 2, y: row.y - 150 },
    );
    await expect(bar(page)).toContainText('1 selected');
    await page.evaluate(() => window.scrollTo(0, 0));

    await rowOf(page, ids[4]!).locator('[data-slot="queue-row-title"]').tap();
    await expect(bar(page)).toContainText('2 selected');
    await bar(page).getByRole('button', { name: 'Play next' }).tap();
    await expect(toast(page, '2 tracks play next')).toBeVisible({ timeout: 30_000 });
    // They reach the top in the order they had.
    await expect
      .poll(async () => (await serverState(page)).queuedIds.slice(0, 2), { timeout: 15_000 })
      .toEqual([ids[2], ids[4]]);
  });
});

test.describe("at a tablet's width", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('what is focused is kept clear of the selection bar, however tall its acts wrap it', async ({
    page,
  }) => {
    await openLounge(page, 'mouse');
    const { queuedIds: ids } = await serverState(page);
    await checkOf(page, ids[1]!).click();
    await expect(bar(page)).toContainText('1 selected');
    const { y, height } = (await bar(page).boundingBox())!;
    // Its acts wrap here: taller than the room a bottom toast keeps.
    expect(height).toBeGreaterThan(72);
    // The page scrolls what is focused above the bar.
    const clearAbove = await page.evaluate(
      () =>
        innerHeight - parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom),
    );
    expect(clearAbove).toBeLessThanOrEqual(y);
  });
});
