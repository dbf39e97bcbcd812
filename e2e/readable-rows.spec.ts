import { expect, test } from './support/test';
import { signInAs } from './support/sign-in';
import { expectReadableAtEveryWidth } from './support/readable';

/**
 * Rows a person can read (#21): at 360, 390, 768, 1024 and 1440 px no text in a queue row is cut
 * below 12 characters and no control there is clipped or drawn outside its scroll box.
 * The job table, the admin tables and the permission grid have the same check in their journeys.
 */
test.setTimeout(180_000);

test('queue rows: every text readable and every control in its box at each width', async ({
  page,
}) => {
  await signInAs(page, 'DJ');
  await page.goto('/lounge');
  await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible({ timeout: 30_000 });
  await expectReadableAtEveryWidth(page, '[data-slot="queue-row"]');
});
