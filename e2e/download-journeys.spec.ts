import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import JSZip from 'jszip';
import {
  dropOnPage,
  names,
  openDownloader,
  playlistLink,
  PLAYLISTS,
  playlistTracks,
  safe,
} from './support/downloader';
import { expectReadableAtEveryWidth } from './support/readable';
import { signInAs } from './support/sign-in';
import { expectNoAxeViolations } from './support/axe';

// The mock's seeded 'Rainy Day Jazz?' by Kofi: 12 tracks, none broken on purpose.
const PLAYLIST_LINK = playlistLink(PLAYLISTS.rainyDay);

test('DJ: playlist drop, run all with a failure, retry, then the zip holds every track', async ({
  page,
}) => {
  // Generous: the journeys share a small machine with other suites.
  test.setTimeout(180_000);
  await openDownloader(page);
  await expect(page.getByText('Drop a track or playlist here')).toBeVisible();
  await expect(page.getByText('Drag and drop it from Spotify')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Audio output format' })).toHaveText(
    'Waveform (.wav)',
  );
  const tracks = await playlistTracks(page);
  expect(tracks).toHaveLength(12);

  // Dropped on the heading, far from the drop zone: the whole page takes it.
  expect(await dropOnPage(page, PLAYLIST_LINK, 'h1')).toBe(true);
  const panel = page.getByRole('region', { name: 'Download Queue for Rainy Day Jazz? by Kofi' });
  await expect(panel).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-slot="playlist-status"]')).toHaveText('Queued');
  const rows = panel.locator('[data-slot="job-row"]');
  await expect(rows).toHaveCount(12);
  await expect(rows.nth(0)).toContainText('001');
  await expect(rows.nth(11)).toContainText('012');
  await expect(rows.nth(0)).toContainText(tracks[0]!.title);
  await expect(panel.getByText('RAM usage')).toBeVisible();
  await expect(panel.locator('[data-slot="ram-usage"]')).toContainText('0 B');
  // Rows a person can read: at 360 to 1440 px no text of a job row is cut below 12
  // characters and every action is inside the table's box (here: Download now and Remove).
  const jobRows = '[data-slot="job-row"]';
  await expectReadableAtEveryWidth(page, jobRows);

  // The third track's first download fails on purpose (the server answers 502 once).
  const failing = tracks[2]!;
  await page.route(
    (url) => url.pathname === '/api/download' && url.searchParams.get('trackId') === failing.id,
    (route) => route.fulfill({ status: 502, json: { message: 'on purpose' } }),
    { times: 1 },
  );

  await panel.getByRole('button', { name: 'Run All Jobs' }).click();
  // The spec's one confirm dialog (1-core §4), the action's own words in its body.
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(
    "This will download 12 tracks into your browser's memory. Auto retry: off. Auto zip: off. Timeout: 10000ms. Interval: 0ms.",
  );
  await confirm.getByRole('button', { name: 'Run All Jobs' }).click();

  const counter = (name: string) => panel.locator(`[data-counter="${name}"] dd`);
  await expect(counter('completed')).toHaveText('11', { timeout: 90_000 });
  await expect(counter('failed')).toHaveText('1');
  await expect(counter('queued')).toHaveText('0');
  await expect(counter('running')).toHaveText('0');
  const failedRow = rows.nth(2);
  await expect(failedRow.locator('[data-slot="job-status-badge"]')).toHaveText('Failed');
  await expect(page.locator('[data-slot="playlist-status"]')).toHaveText('Downloading...');
  await expect(rows.nth(0).locator('[data-slot="job-status-badge"]')).toHaveText(/KiB$/);
  await expect(panel.locator('[data-slot="ram-usage"]')).toContainText(/\d+\.\d\d (KiB|MiB)/);
  await expect(panel.getByText(/live only in this tab's memory/)).toBeVisible();
  await expect(rows.nth(0).getByRole('button', { name: /^Add to Downloads/ })).toBeVisible();
  // Again with completed rows (Add to Downloads) and a failed one (Retry).
  await expectReadableAtEveryWidth(page, jobRows);

  await failedRow.getByRole('button', { name: /^Retry/ }).click();
  await expect(counter('completed')).toHaveText('12', { timeout: 20_000 });
  await expect(counter('failed')).toHaveText('0');
  await expect(page.locator('[data-slot="playlist-status"]')).toHaveText('Downloaded');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Generate .zip File' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Rainy Day Jazz_ by Kofi.zip');
  const saved = (await download.path())!;
  const expectedEntries = tracks.map(
    (track, index) =>
      `${String(index + 1).padStart(3, '0')} ${safe(track.title)} by ${safe(names(track.artists))}.wav`,
  );
  // Info-ZIP checks every entry's CRC-32 (computed in the page while each track downloaded) and
  // lists every name; then jszip reads it a second way.
  const report = execFileSync('unzip', ['-t', saved], { encoding: 'utf8' });
  expect(report).toContain('No errors detected in compressed data');
  for (const name of expectedEntries) expect(report).toContain(`testing: ${name}`);
  expect(execFileSync('unzip', ['-Z1', saved], { encoding: 'utf8' }).trim().split('\n')).toEqual(
    expectedEntries,
  );
  const zip = await JSZip.loadAsync(await readFile(saved));
  const entries = Object.keys(zip.files).sort();
  expect(entries).toEqual(expectedEntries);
  const first = await zip.file(entries[0]!)!.async('uint8array');
  expect(new TextDecoder().decode(first.slice(0, 4))).toBe('RIFF');
  expect(first.byteLength).toBeGreaterThanOrEqual(1000);

  // Leaving inside the app asks first: the tracks are only in memory.
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(leave).toContainText('Leave the downloader?');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/download$/);
  // So does the browser's Back button (the downloader was opened from /home): the move is undone
  // while the question is open, and Stay keeps the screen and its tracks.
  await page.goBack({ waitUntil: 'commit' });
  await expect(leave).toContainText('Leave the downloader?');
  await expect(page).toHaveURL(/\/download$/);
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/download$/);
  await expect(counter('completed')).toHaveText('12');

  // Closing the tab asks too (beforeunload). Accepting lets the tab close, so the test ends on a
  // closed page rather than racing the context's teardown with a page that stayed open.
  const beforeUnload = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  expect(await beforeUnload).toBe('beforeunload');
  await closed;
});

test('DJ: auto retry re-runs a failed track and auto zip saves the archive, without asking again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openDownloader(page);
  const tracks = await playlistTracks(page);
  await dropOnPage(page, PLAYLIST_LINK);
  const panel = page.getByRole('region', { name: 'Download Queue for Rainy Day Jazz? by Kofi' });
  await expect(panel).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('checkbox', { name: 'Automatically retry failed jobs' }).check();
  await panel
    .getByRole('checkbox', { name: 'Automatically generate .zip file when all jobs complete' })
    .check();

  const failing = tracks[5]!;
  await page.route(
    (url) => url.pathname === '/api/download' && url.searchParams.get('trackId') === failing.id,
    (route) => route.fulfill({ status: 502, json: { message: 'on purpose' } }),
    { times: 1 },
  );
  await panel.getByRole('button', { name: 'Run All Jobs' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Auto retry: on. Auto zip: on.');
  const downloadEvent = page.waitForEvent('download', { timeout: 150_000 });
  await confirm.getByRole('button', { name: 'Run All Jobs' }).click();

  // One confirmation only: the retry run and the zip follow by themselves.
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('Rainy Day Jazz_ by Kofi.zip');
  const saved = (await download.path())!;
  expect(execFileSync('unzip', ['-t', saved], { encoding: 'utf8' })).toContain(
    'No errors detected in compressed data',
  );
  const zip = await JSZip.loadAsync(await readFile(saved));
  expect(Object.keys(zip.files)).toHaveLength(12);
  await expect(panel.locator('[data-counter="completed"] dd')).toHaveText('12');

  // The options are kept for the next visit. The reload first asks (tracks are in memory).
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('beforeunload');
    void dialog.accept();
  });
  await page.reload();
  // Drop only once the screen listens again.
  await expect(page.getByRole('heading', { name: 'Downloader', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await dropOnPage(page, PLAYLIST_LINK);
  await expect(panel).toBeVisible({ timeout: 15_000 });
  await expect(
    panel.getByRole('checkbox', { name: 'Automatically retry failed jobs' }),
  ).toBeChecked();
  await expect(
    panel.getByRole('checkbox', {
      name: 'Automatically generate .zip file when all jobs complete',
    }),
  ).toBeChecked();
});

test('DJ: a dropped track downloads at once as "{title} by {artists}.{ext}" in the chosen format', async ({
  page,
}) => {
  await openDownloader(page);
  await page.getByRole('combobox', { name: 'Audio output format' }).click();
  await page.getByRole('option', { name: 'MP3 (.mp3)' }).click();
  // The choice is kept across reloads.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Audio output format' })).toHaveText(
    'MP3 (.mp3)',
  );

  const track = (await playlistTracks(page))[0]!;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dropOnPage(page, `https://open.spotify.com/track/${track.id}?si=shared`),
  ]);
  expect(download.suggestedFilename()).toBe(
    `${safe(track.title)} by ${safe(names(track.artists))}.mp3`,
  );
  const bytes = await readFile((await download.path())!);
  expect(bytes.byteLength).toBeGreaterThanOrEqual(1000);
  await expect(page.getByRole('heading', { name: track.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toBeVisible();
});

test('DJ: a failed single download says "Something went wrong!"', async ({ page }) => {
  await openDownloader(page);
  const track = (await playlistTracks(page))[1]!;
  await page.route(
    (url) => url.pathname === '/api/download',
    (route) => route.fulfill({ status: 502, json: { message: 'on purpose' } }),
  );
  await dropOnPage(page, `https://open.spotify.com/track/${track.id}`);
  await expect(page.getByText('Something went wrong!')).toBeVisible();
});

test('DJ: bad links show the validation messages; other shapes and empty drops are ignored', async ({
  page,
}) => {
  await openDownloader(page);
  const alert = page.locator('[data-slot="drop-zone"] [role="alert"]');

  expect(await dropOnPage(page, 'https://open.spotify.com/track')).toBe(true);
  expect(await dropOnPage(page, null)).toBe(true);
  await expect(alert).toHaveCount(0);
  await expect(page.getByText('Fetching metadata...')).toHaveCount(0);

  await dropOnPage(page, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(alert).toHaveText('Unsupported URI - Spotify only');
  await dropOnPage(page, 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy');
  await expect(alert).toHaveText('Unsupported URI - must be a track or playlist');
  await expect(page).toHaveURL(/\/download$/);
  await expectNoAxeViolations(page, 'the downloader saying why a drop was refused');

  // The paste field takes the same links for keyboard users.
  await page.getByLabel('Or paste a link').fill('spotify:track:abc');
  await page.getByRole('button', { name: 'Load' }).click();
  await expect(alert).toHaveText('Unsupported URI - Spotify only');
});

test('DJ: a message describes the last drop only, so an ignored or accepted drop clears it', async ({
  page,
}) => {
  await openDownloader(page);
  const alert = page.locator('[data-slot="drop-zone"] [role="alert"]');

  await dropOnPage(page, 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy');
  await expect(alert).toHaveText('Unsupported URI - must be a track or playlist');
  // Another shape of Spotify address: ignored, and the album's message goes with it.
  await dropOnPage(page, 'https://open.spotify.com/track');
  await expect(alert).toHaveCount(0);

  await dropOnPage(page, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(alert).toHaveText('Unsupported URI - Spotify only');
  // A drop with nothing in it: ignored too.
  await dropOnPage(page, null);
  await expect(alert).toHaveCount(0);

  await dropOnPage(page, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(alert).toHaveText('Unsupported URI - Spotify only');
  await dropOnPage(page, playlistLink(PLAYLISTS.tiny));
  await expect(page.getByText('Tiny Playlist').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

for (const persona of ['listener', 'newcomer'] as const) {
  test(`${persona}: no Download button, and /download is refused`, async ({ page }) => {
    await signInAs(page, persona);
    await expect(page.getByRole('link', { name: 'Download', exact: true })).toHaveCount(0);
    await page.goto('/download');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Downloader' })).toHaveCount(0);
  });
}
