/**
 * The downloader keeps no ghost state: what the screen no longer shows holds
 * nothing, locks nothing, asks nothing and requests nothing; what is still on its way is not
 * dropped without asking; a run or single track that failed says so and offers Retry.
 */
import type { Page, Request, Route } from '@playwright/test';
import {
  dropOnPage,
  names,
  openDownloader,
  playlistLink,
  PLAYLISTS,
  playlistTracks,
  safe,
  trackLink,
} from './support/downloader';
import { expect, test } from './support/test';

// Generous: a cold dev server compiles each screen on its first visit, on a machine shared with
// other suites.
test.describe.configure({ timeout: 90_000 });

// The Tiny Playlist's second track; the failure journeys make the mock fail its download.
const SUMMER_ENGINES = 'B5WqwPC3FldB2tsy0LwaEN';

const isDownload = (url: URL | string) => new URL(url).pathname === '/api/download';
const trackIdOf = (request: Request) => new URL(request.url()).searchParams.get('trackId');

/** Whether leaving the tab now would warn (the screen's beforeunload handler cancels it). */
function warnsOnUnload(page: Page) {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

/**
 * Holds the requests `matches` picks until `release()`; then they go on to the server. A request
 * the page aborted meanwhile is not continued (Playwright refuses, which is what we want).
 */
async function holdRequests(page: Page, matches: (url: URL) => boolean) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await gate;
    await route.continue().catch(() => undefined);
  };
  await page.route(matches, handler);
  return { release };
}

/**
 * A held download must not meet the downloader's own timeout (10 s unless chosen otherwise) on a
 * busy machine, or it fails for that reason and the runner moves on: the longest (120 s) is
 * chosen, as a user on a slow connection would.
 */
async function chooseLongestTimeout(page: Page) {
  await page.addInitScript(() => localStorage.setItem('downloadRequestTimeout', '120000'));
}

/** The settings screen's code: its chunk in the build, its modules under the dev server. */
const isSettingsCode = (url: URL) =>
  url.pathname.startsWith('/assets/settings-route-') ||
  url.pathname.startsWith('/src/app/routes/settings/');

const tinyPanel = (page: Page) =>
  page.getByRole('region', { name: 'Download Queue for Tiny Playlist by Lena Listener' });
const trackStatus = (page: Page) =>
  page.locator('[data-slot="download-track-card"] [data-slot="download-status"]');

test('a single track that replaces a playlist leaves none of its jobs behind', async ({ page }) => {
  await openDownloader(page);
  const [first] = await playlistTracks(page, PLAYLISTS.tiny);
  const [one, two] = await playlistTracks(page, PLAYLISTS.rainyDay);

  await dropOnPage(page, playlistLink(PLAYLISTS.tiny));
  const panel = tinyPanel(page);
  await expect(panel).toBeVisible({ timeout: 15_000 });
  await panel
    .getByRole('button', { name: `Download now: ${first!.title} by ${names(first!.artists)}` })
    .click();
  await expect(panel.locator('[data-counter="completed"] dd')).toHaveText('1');
  const format = page.getByRole('combobox', { name: 'Audio output format' });
  // A track is held: the format is locked and leaving would warn.
  await expect(format).toBeDisabled();
  expect(await warnsOnUnload(page)).toBe(true);

  // Asked first, in the right number.
  await dropOnPage(page, trackLink(one!.id));
  const ask = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(ask).toContainText('Replace this playlist?');
  await expect(ask).toContainText(
    "The 1 downloaded track of the current playlist is held only in this tab's memory and will be lost.",
  );
  const saved = page.waitForEvent('download');
  await ask.getByRole('button', { name: 'Replace' }).click();
  expect((await saved).suggestedFilename()).toBe(
    `${safe(one!.title)} by ${safe(names(one!.artists))}.wav`,
  );
  await expect(trackStatus(page)).toHaveText(/^Downloaded/);
  await expect(panel).toHaveCount(0);

  // Nothing of the playlist is held any more: the format is free, the tab closes without a word…
  await expect(format).toBeEnabled();
  expect(await warnsOnUnload(page)).toBe(false);
  // …the next single track downloads at once, without asking again…
  const next = page.waitForEvent('download');
  await dropOnPage(page, trackLink(two!.id));
  await expect(page.getByRole('heading', { name: two!.title })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect((await next).suggestedFilename()).toBe(
    `${safe(two!.title)} by ${safe(names(two!.artists))}.wav`,
  );
  await expect(trackStatus(page)).toHaveText(/^Downloaded/);
  // …and leaving inside the app asks nothing.
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await expect(page).toHaveURL(/\/settings$/, { timeout: 20_000 });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a single track still downloading is not dropped for a playlist without asking', async ({
  page,
}) => {
  await chooseLongestTimeout(page);
  await openDownloader(page);
  const [one, two] = await playlistTracks(page, PLAYLISTS.rainyDay);
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/meta/spotify/playlist/')) {
      lookups.push(request.url());
    }
  });

  // The track's audio is held back, so it is still downloading when the playlist is dropped.
  const held = await holdRequests(page, isDownload);
  const requested = page.waitForRequest((request) => isDownload(request.url()));
  await dropOnPage(page, trackLink(one!.id));
  await requested;
  await expect(trackStatus(page)).toContainText('Downloading...');

  await dropOnPage(page, playlistLink(PLAYLISTS.tiny));
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('Replace this track?');
  await expect(ask).toContainText('The track still downloading stops and is not saved.');
  await ask.getByRole('button', { name: 'Cancel' }).click();

  // Kept: the download goes on and saves its file, and the playlist was never looked up.
  const saved = page.waitForEvent('download');
  held.release();
  expect((await saved).suggestedFilename()).toBe(
    `${safe(one!.title)} by ${safe(names(one!.artists))}.wav`,
  );
  await expect(trackStatus(page)).toHaveText(/^Downloaded/);
  expect(lookups).toEqual([]);

  // Replace: the track's request stops and the playlist comes.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await holdRequests(page, isDownload);
  const second = page.waitForRequest((request) => isDownload(request.url()));
  await dropOnPage(page, trackLink(two!.id));
  const secondRequest = await second;
  await expect(trackStatus(page)).toContainText('Downloading...');
  const aborted = page.waitForEvent('requestfailed', (request) => request === secondRequest);
  await dropOnPage(page, playlistLink(PLAYLISTS.tiny));
  await page.getByRole('alertdialog').getByRole('button', { name: 'Replace' }).click();
  await aborted;
  await expect(tinyPanel(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-slot="download-track-card"]')).toHaveCount(0);
  expect(lookups).toHaveLength(1);
});

test.describe('failures', () => {
  test.use({ worldOptions: { failingTracks: [SUMMER_ENGINES] } });

  test('a run over with a failed track says so, and Retry failed asks for that track only', async ({
    page,
  }) => {
    await openDownloader(page);
    const tracks = await playlistTracks(page, PLAYLISTS.tiny);
    expect(tracks.map((track) => track.id)).toContain(SUMMER_ENGINES);

    await dropOnPage(page, playlistLink(PLAYLISTS.tiny));
    const panel = tinyPanel(page);
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await panel.getByRole('button', { name: 'Run All Jobs' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Run All Jobs' }).click();

    const outcome = panel.getByText('The run has finished with 1 failed and 1 downloaded.');
    // Within the request timeout (10 s) whatever the server does.
    await expect(outcome).toBeVisible({ timeout: 20_000 });
    // The card keeps the spec's word (not every job is completed); the panel says it is over.
    await expect(page.locator('[data-slot="playlist-status"]')).toHaveText('Downloading...');
    await expect(panel.locator('[data-counter="running"] dd')).toHaveText('0');
    await expect(panel.locator('[data-counter="failed"] dd')).toHaveText('1');

    const asked: string[] = [];
    page.on('request', (request) => {
      if (isDownload(request.url())) asked.push(trackIdOf(request) ?? '');
    });
    const answered = page.waitForResponse((response) => isDownload(response.url()));
    await panel.getByRole('button', { name: 'Retry failed' }).click();
    expect((await answered).status()).toBe(502);
    await expect(outcome).toBeVisible({ timeout: 20_000 });
    expect(asked).toEqual([SUMMER_ENGINES]);
  });

  test('a failed single track shows Failed and Retry, and Retry asks again', async ({ page }) => {
    await openDownloader(page);
    await dropOnPage(page, trackLink(SUMMER_ENGINES));
    await expect(page.getByText('Something went wrong!')).toBeVisible();
    await expect(trackStatus(page)).toHaveText('Failed');
    const card = page.locator('[data-slot="download-track-card"]');
    const retried = page.waitForRequest(
      (request) => isDownload(request.url()) && trackIdOf(request) === SUMMER_ENGINES,
    );
    const answered = page.waitForResponse((response) => isDownload(response.url()));
    await card.getByRole('button', { name: 'Retry' }).click();
    await retried;
    expect((await answered).status()).toBe(502);
    await expect(trackStatus(page)).toHaveText('Failed');
    await expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

test('after Leave nothing more is requested, even while the next screen loads', async ({
  page,
}) => {
  await chooseLongestTimeout(page);
  await openDownloader(page);
  const tracks = await playlistTracks(page, PLAYLISTS.rainyDay);
  await dropOnPage(page, playlistLink(PLAYLISTS.rainyDay));
  const panel = page.getByRole('region', { name: 'Download Queue for Rainy Day Jazz? by Kofi' });
  await expect(panel).toBeVisible({ timeout: 15_000 });

  // The third track's audio is held back, so a download is on its way when the user leaves; the
  // settings screen's code is held back too, so the downloader stays on screen while it loads
  // (as on a slow network) and could go on downloading meanwhile.
  const third = tracks[2]!.id;
  const download = await holdRequests(
    page,
    (url) => isDownload(url) && url.searchParams.get('trackId') === third,
  );
  const nextScreen = await holdRequests(page, isSettingsCode);
  const thirdRequested = page.waitForRequest(
    (request) => isDownload(request.url()) && trackIdOf(request) === third,
  );
  await panel.getByRole('button', { name: 'Run All Jobs' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Run All Jobs' }).click();
  const inFlight = await thirdRequested;

  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  const leave = page.getByRole('alertdialog');
  await expect(leave).toContainText('Leave the downloader?');
  await expect(leave).toContainText(
    "The 2 downloaded tracks of the current playlist are held only in this tab's memory and will be lost, and the download in progress stops.",
  );
  const afterLeave: string[] = [];
  page.on('request', (request) => {
    if (isDownload(request.url())) afterLeave.push(trackIdOf(request) ?? '');
  });
  const settingsCodeRequested = page.waitForRequest((request) =>
    isSettingsCode(new URL(request.url())),
  );
  const stopped = page
    .waitForEvent('requestfailed', (request) => request === inFlight)
    .then(() => 'the download in flight stopped');
  const goneOn = page
    .waitForRequest((request) => isDownload(request.url()))
    .then((request) => `another download started: ${trackIdOf(request)}`);
  await leave.getByRole('button', { name: 'Leave' }).click();
  // The screen is still there: its next screen is loading.
  await settingsCodeRequested;
  // Let the held track through: a runner that kept going would now start the next one.
  download.release();
  expect(await Promise.race([stopped, goneOn])).toBe('the download in flight stopped');
  expect(afterLeave).toEqual([]);

  nextScreen.release();
  await expect(page).toHaveURL(/\/settings$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  expect(afterLeave).toEqual([]);
});
