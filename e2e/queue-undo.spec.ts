/**
 * Undo of a remove on a phone: the toast 'Track removed from queue' offers
 * Undo; a tap puts the same track back where it was, through the spec's calls: the push of its
 * uri, then a reorder naming the new entry at its old position. Asserted over the wire and on
 * screen, and on the server.
 */
import type { Page } from '@playwright/test';
import { openLounge } from './instance-support';
import { serverState } from './support/server-state';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.setTimeout(120_000);

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

test('remove a row, then Undo: the track is back at its place', async ({ page }) => {
  await openLounge(page, 'touch');
  const rows = page.locator('[data-slot="queue-row"]');
  const before = await serverState(page);
  const position = 2;
  const id = before.queuedIds[position] ?? '';
  const title = before.queuedNames[position] ?? '';
  const row = page.locator(`[data-slot="queue-row"][data-id="${id}"]`);
  await expect(row).toBeVisible();

  // Bodies read where Playwright intercepts the request (the app fetches a built Request).
  const sent: { method: string; path: string; body: unknown }[] = [];
  await page.route(/\/api\/(track\/ui\/push\/track|action\/reorder)\/lounge$/, async (route) => {
    const request = route.request();
    const data = request.postData();
    sent.push({
      method: request.method(),
      path: new URL(request.url()).pathname,
      body: data ? (JSON.parse(data) as unknown) : undefined,
    });
    await route.fallback();
  });

  await row.getByRole('button', { name: `More actions for ${title}` }).tap();
  const menu = page.getByRole('menu', { name: `More actions for ${title}` });
  await menu.getByRole('menuitem', { name: 'Remove from the queue' }).tap();
  const removed = toast(page, 'Track removed from queue');
  await expect(removed).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await serverState(page)).queuedIds).not.toContain(id);

  await removed.getByRole('button', { name: 'Undo' }).tap();
  await expect(removed).toBeHidden();
  // On screen at once, at its old position.
  await expect(rows.nth(position).locator('[data-slot="queue-row-title"]')).toHaveText(title);

  // Over the wire: the push of the same track, then the reorder that puts it back.
  await expect.poll(() => sent.length, { timeout: 15_000 }).toBe(2);
  const [push, reorder] = sent;
  expect(push).toMatchObject({
    method: 'POST',
    path: '/api/track/ui/push/track/lounge',
    body: { next: false, uri: expect.any(String) },
  });
  expect(reorder).toMatchObject({ method: 'POST', path: '/api/action/reorder/lounge' });
  const order = reorder!.body as string[];
  const after = await serverState(page);
  const entry = after.queuedIds[position] ?? '';
  expect(entry).not.toBe(id);
  expect(order[position]).toBe(entry);
  expect(order.slice(0, position)).toEqual(before.queuedIds.slice(0, position));

  // The server holds the same order as before the remove, the new entry in the old one's place.
  expect(after.queuedNames).toEqual(before.queuedNames);
  await expect(rows.nth(position)).toHaveAttribute('data-id', entry);
  await expect(rows.nth(position).locator('[data-slot="queue-row-title"]')).toHaveText(title);
});
