import type { Locator, Page } from '@playwright/test';
import { openInstance } from '../instance-support';
import { expect } from './test';

/** The queue's rows as drawn (the list is windowed: only those near the window are in the page). */
export const rows = (page: Page) => page.locator('[data-slot="queue-row"]');
export const row = (page: Page, position: number) =>
  page.locator(`[data-slot="queue-row"][aria-posinset="${position}"]`);

/** Scrolls the page until the row at `position` is drawn, then to the middle of the window. */
export async function bringIntoView(page: Page, position: number): Promise<Locator> {
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

/** Opens The Lounge as DJ and loads every queued track (the first page, then the rest). */
export async function openEveryTrack(page: Page, queued: number) {
  await openInstance(page, 'DJ');
  const summary = page.locator('[data-slot="queue-summary"]');
  await expect(summary).toContainText(`${queued} tracks`);
  await page.getByRole('button', { name: /^Load [\d,]+ more tracks$/ }).click();
  await expect(page.getByRole('button', { name: /^Load [\d,]+ more tracks$/ })).toHaveCount(0, {
    timeout: 30_000,
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}
