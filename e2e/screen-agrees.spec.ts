import { expect as baseExpect, test } from './support/test';
import { openInstance } from './instance-support';
import { findUnreadable } from './support/readable';
import { sessionCookies, signInAs } from './support/sign-in';

/**
 * The screen agrees with itself: what one part of the screen says, another does
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

test("a user without an avatar shows the chat platform's default avatar, not an initial", async ({
  page,
}) => {
  await signInAs(page, 'root admin', { landOn: '/admin/users' });
  // Priya #5555 has no avatar hash: the platform's default avatar 5555 % 5 = 0.
  const picture = page.locator(
    '[data-slot="avatar-image"][src="/mock-assets/embed/avatars/0.png"]',
  );
  await expect(picture.first()).toBeVisible({ timeout: 30_000 });
  expect(
    await picture.first().evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(page.getByText('Priya', { exact: false }).first()).toBeVisible();
});

test('the header reads the whole track summary at 1440 px: title, artists, time and adder', async ({
  page,
}) => {
  await openInstance(page, 'DJ', 'lounge');
  const { token } = await sessionCookies(page);
  const answer = await page.request.get('/api/track/lounge/false', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  const { tracks } = (await answer.json()) as {
    tracks: { name: string; artists: string[]; isPlaying: boolean; discordUsername: string }[];
  };
  const playing = tracks.find((track) => track.isPlaying)!;
  const line = page.locator('[data-slot="instance-header-track"]');
  for (const width of [1440, 1280, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(line).toBeVisible();
    await expect(line).toContainText(`${playing.name} — ${playing.artists.join(', ')} · `);
    await expect(line).toContainText(`added by ${playing.discordUsername}`);
    const cut = await findUnreadable(page, '[data-slot="instance-header-track"]', {
      wholeSelector: '[data-slot="instance-header-track"]',
    });
    expect(cut, `the header's track summary at ${width} px`).toEqual([]);
  }
});

test('a newcomer who opens a server reads that they have no access, or that it does not exist', async ({
  page,
}) => {
  await signInAs(page, 'newcomer', { landOn: '/lounge' });
  const alert = page.locator('[data-slot="instance-unavailable"]');
  await expect(alert).toContainText("You don't have access to this server", { timeout: 30_000 });
  await expect(page.getByText('Could not load this server')).toHaveCount(0);
  await expect(page.getByText('No instance')).toHaveCount(0);

  await page.goto('/no-such-server');
  await expect(alert).toContainText('There is no server with the id "no-such-server".');
  await expect(alert).not.toContainText("You don't have access");
});

const sidebarPoll = (page: import('@playwright/test').Page) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/instance' && response.request().method() === 'GET',
    { timeout: 20_000 },
  );

/**
 * The sidebar polls every 10 s. Each check starts right after one of its polls and gives the
 * sidebar 4 s: only a refresh on the action's event or on the page's own answer gets there.
 */
const soon = { timeout: 4_000 };

test('after Skip the sidebar names the new track at once', async ({ page }) => {
  await openInstance(page, 'DJ', 'lounge');
  const lounge = page
    .getByRole('navigation', { name: 'Servers' })
    .getByRole('link')
    .filter({ hasText: 'The Lounge' });
  const header = page.locator('[data-slot="instance-header-track"] span.font-medium').first();
  const before = (await header.textContent()) ?? '';
  await expect(lounge).toContainText(before);

  await sidebarPoll(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This will skip the current track.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // The lounge's playing track was queued by someone else: the second question.
  await expect(dialog).toContainText('Do you really want to skip it?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(header).not.toHaveText(before);
  const after = (await header.textContent()) ?? '';
  await expect(lounge).toContainText(after, soon);
  await expect(lounge).not.toContainText(before);
});

test('after Restart (bot) the sidebar dot goes red with the page, and green again with it', async ({
  page,
  world,
}) => {
  await openInstance(page, 'DJ', 'quiet-room');
  const quiet = page
    .getByRole('navigation', { name: 'Servers' })
    .getByRole('link')
    .filter({ hasText: 'Quiet Room' });
  await expect(quiet.getByRole('img', { name: 'Online' })).toBeVisible();

  await sidebarPoll(page);
  await page.getByRole('button', { name: 'Instance options' }).click();
  await page.getByRole('menuitem', { name: 'Restart' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This will restart the bot.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Quiet Room is offline')).toBeVisible();
  await expect(quiet.getByRole('img', { name: 'Offline' })).toBeVisible(soon);

  // The bot comes back (stopping 3 s, starting 4 s on the world's clock): the page sees it first.
  await sidebarPoll(page);
  await world.advance(8_000);
  await expect(page.getByText('Quiet Room is offline')).toHaveCount(0);
  await expect(quiet.getByRole('img', { name: 'Online' })).toBeVisible(soon);
});
