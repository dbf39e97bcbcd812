import { expect as baseExpect, test } from './support/test';
import { openInstance } from './instance-support';

/**
 * The screen agrees with itself (issue 30 §2): what one part of the screen says, another does
 * not contradict, and nothing offers what is not there.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

test('a radio offers no details: Most Popular, Recently Played and the player open only Spotify views', async ({
  page,
}) => {
  await openInstance(page, 'DJ', 'garage');
  const popular = page.locator('[data-slot="track-list-card"]').filter({ hasText: 'Most Popular' });
  await expect(popular.getByText('Harbor FM', { exact: true })).toBeVisible();
  await expect(popular.getByRole('button', { name: 'Queue Harbor FM' })).toBeVisible();
  // Nowhere on the page does the radio (or a YouTube or SoundCloud track) offer a view that
  // would only say 'This view only supports Spotify.'.
  await expect(page.getByRole('button', { name: 'Open details of Harbor FM' })).toHaveCount(0);
  const queue = page.locator('[data-slot="queue-row"]');
  await expect(queue.first()).toBeVisible();
  await expect(queue.getByRole('button', { name: /^Open details of / })).toHaveCount(0);

  // A Spotify track in the same list still opens its view.
  const spotify = popular.getByRole('button', { name: /^Open details of / }).first();
  await spotify.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByText('This view only supports Spotify.')).toHaveCount(0);
});
