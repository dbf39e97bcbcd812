import { expect, test } from './support/test';
import { openInstance } from './instance-support';
import { serverState } from './support/server-state';

test.use({ viewport: { width: 1600, height: 1000 } });
test.setTimeout(120_000);

test('as DJ: pause and resume the lounge, with toasts', async ({ page }) => {
  await openInstance(page, 'DJ');
  await expect(page.getByRole('heading', { name: 'The Lounge', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Queue' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Resumed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
});

test('as DJ: a click three quarters along the seek bar moves the track there', async ({ page }) => {
  await openInstance(page, 'DJ');
  // The cover's seek bar (the player bar at the window's foot has its own, e2e/player-bar.spec.ts).
  const card = page.getByRole('region', { name: 'Now playing' });
  const seek = card.getByRole('slider', { name: 'Track progress' });
  await expect(seek).toBeVisible();
  // The slider role is the bar's focusable thumb; the click lands on the whole bar.
  const bar = card.locator('[data-slot="seek-bar"]');
  const box = await bar.boundingBox();
  if (!box) throw new Error('the seek bar has no box');
  const answered = page.waitForResponse((response) => response.url().includes('/api/action/seek/'));
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
  expect((await answered).ok()).toBe(true);
  // The world's clock stands still, so the server holds exactly what was sent.
  await expect.poll(async () => (await serverState(page)).progress).toBeCloseTo(0.75, 2);
  // The page counts on from there with the browser's own clock, so it reads 75 % or a little on.
  await expect
    .poll(async () => Number(await seek.getAttribute('aria-valuenow')))
    .toBeGreaterThanOrEqual(75);
});
