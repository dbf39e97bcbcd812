import { expect, test } from './support/test';
import { openInstance } from './instance-support';

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
  await page.screenshot({ path: '/tmp/instance.png', fullPage: false });
});
