/**
 * The tab's title (1-core §5: "Page title is the track name and artists and is reset on
 * leaving"): the instance page names the playing track from its first answer, however it was
 * reached (a link, a direct load, a reload, back and forward), and the dashboard's name comes
 * back on leaving it, or while nothing plays.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { sessionCookies, signInAs } from './support/sign-in';

const DASHBOARD = 'Bot Dashboard';

/** "{title} - {artists}" of the track the server says is playing on `instanceId`. */
async function nowPlayingTitle(page: Page, instanceId: string): Promise<string> {
  const { token } = await sessionCookies(page);
  const response = await page.request.get(`/api/track/${instanceId}/false`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(response.ok()).toBe(true);
  const { tracks } = (await response.json()) as {
    tracks: { name: string; artists: string[]; isPlaying?: boolean }[];
  };
  const playing = tracks.find((track) => track.isPlaying === true);
  if (!playing) throw new Error(`Nothing plays on ${instanceId}`);
  return `${playing.name} - ${playing.artists.join(', ')}`;
}

test('a link, back and forward name the track, and leaving resets it', async ({ page }) => {
  await signInAs(page, 'DJ');
  await expect(page).toHaveTitle(DASHBOARD);
  const lounge = await nowPlayingTitle(page, 'lounge');

  // A link from the server list.
  await page
    .getByRole('navigation', { name: 'Servers' })
    .getByRole('link', { name: /The Lounge/ })
    .click();
  await expect(page).toHaveURL(/\/lounge$/);
  await expect(page).toHaveTitle(lounge);

  // Leaving by a link resets it; back and forward set and reset it again.
  await page.getByRole('link', { name: DASHBOARD }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle(DASHBOARD);
  await page.goBack();
  await expect(page).toHaveURL(/\/lounge$/);
  await expect(page).toHaveTitle(lounge);
  await page.goForward();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle(DASHBOARD);
});

test("a direct load and a reload name the track, by both of the page's addresses", async ({
  page,
}) => {
  // Four loads of an instance page, one of them The Lounge's 320 tracks: on a busy machine
  // (two journeys on two cores) one load's queue took over the 5 s default, the four over 30 s.
  test.setTimeout(90_000);
  const loaded = { timeout: 20_000 };
  await signInAs(page, 'DJ');
  for (const [address, id] of [
    ['/instances/study-hall/read', 'study-hall'],
    ['/lounge', 'lounge'],
  ] as const) {
    const title = await nowPlayingTitle(page, id);
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Queue' })).toBeVisible(loaded);
    await expect(page).toHaveTitle(title);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Queue' })).toBeVisible(loaded);
    await expect(page).toHaveTitle(title);
  }
});

test('a server where nothing plays keeps the dashboard name', async ({ page }) => {
  await signInAs(page, 'DJ', { landOn: '/lounge' });
  await expect(page).toHaveTitle(await nowPlayingTitle(page, 'lounge'));
  // From a playing server to an empty one by the server list: the old track's title goes.
  await page
    .getByRole('navigation', { name: 'Servers' })
    .getByRole('link', { name: /Quiet Room/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Quiet Room', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(DASHBOARD);
});

test('the title follows the track when it changes', async ({ page }) => {
  await signInAs(page, 'DJ', { landOn: '/lounge' });
  const first = await nowPlayingTitle(page, 'lounge');
  await expect(page).toHaveTitle(first);
  await page.getByRole('button', { name: 'Skip' }).click();
  // Two questions: the skip, then whose track it is (Maya queued it).
  for (const question of ['This will skip the current track.', 'Do you really want to skip it?']) {
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(question);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect.poll(() => nowPlayingTitle(page, 'lounge')).not.toBe(first);
  await expect(page).toHaveTitle(await nowPlayingTitle(page, 'lounge'));
});
