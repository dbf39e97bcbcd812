import { expect, test } from './support/test';
import { signInAs } from './support/sign-in';
import { expectReadableAtEveryWidth } from './support/readable';

/**
 * Rows a person can read: at 360, 390, 768, 1024 and 1440 px no text in a queue row is cut
 * below 12 characters and no control there is clipped or drawn outside its scroll box.
 * On a phone the title gets at least half of its row (Play next and Remove are in the row menu).
 * The job table, the admin tables and the permission grid have the same check in their journeys.
 */
test.setTimeout(180_000);

test('queue rows: every text readable and every control in its box at each width', async ({
  page,
}) => {
  await signInAs(page, 'DJ', { landOn: '/lounge' });
  await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible({ timeout: 30_000 });
  await expectReadableAtEveryWidth(page, '[data-slot="queue-row"]');
});

test('queue rows on a phone: the title gets at least half of its row', async ({ page }) => {
  await signInAs(page, 'DJ', { landOn: '/lounge' });
  const rows = page.locator('[data-slot="queue-row"]');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(rows.first().getByRole('button', { name: /^More actions for / })).toBeVisible();
    const narrow = await rows.evaluateAll((items) =>
      items
        .map((row) => ({
          row: row.getBoundingClientRect().width,
          title: row.querySelector('[data-slot="queue-row-title"]')!.getBoundingClientRect().width,
          id: row.getAttribute('data-id'),
        }))
        .filter(({ row, title }) => title < row / 2),
    );
    expect(narrow, `titles narrower than half their row at ${width} px`).toEqual([]);
  }
});
