/**
 * The journeys most users take, in Firefox too (Debian's ESR over WebDriver
 * BiDi; playwright.firefox.config.ts says why puppeteer drives it). Each has a world of its own
 * and asserts what the person sees, and that the server got the change. A difference between the
 * engines is fixed in the app, not skipped here.
 */
import { readFileSync } from 'node:fs';
import { apiGet, expect, test } from './fixtures';
import {
  byRole,
  click,
  fill,
  find,
  onPath,
  openLounge,
  see,
  seeText,
  signInAs,
  textOf,
  type TrackLoad,
} from './user';

test.use({ viewport: { width: 1440, height: 900 } });

const liveRegion = '[data-slot="live-region"]';
const queued = async (tab: Parameters<typeof apiGet>[0]) =>
  (await apiGet<TrackLoad>(tab, '/api/track/lounge/true')).tracks
    .filter((track) => track.isPlaying !== true)
    .map((track) => track.name);

test('sign in as DJ: the chat platform sends the browser back home, signed in', async ({
  tab,
  baseURL,
}) => {
  await signInAs(tab, baseURL!, 'DJ');
  await see(tab, `nav[aria-label="Servers"] a[href$="/lounge"]`);
  const cookies = await tab.browserContext().cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining(['token', 'refresh']),
  );
});

test('player controls: pause, resume and skip through both confirmations', async ({
  tab,
  baseURL,
}) => {
  // Each role query walks Firefox's accessibility tree over BiDi, which for The Lounge's whole
  // page (320 queued tracks) takes seconds: the queries look inside the player's controls and
  // the dialog only.
  test.setTimeout(120_000);
  await openLounge(tab, baseURL!);
  const controls = '[data-slot="player-controls"]';
  await click(tab, byRole('button', 'Pause', controls));
  await seeText(tab, 'Paused');
  await see(tab, byRole('button', 'Resume', controls));
  await expect
    .poll(async () => (await apiGet<TrackLoad>(tab, '/api/track/lounge/true')).instance)
    .toMatchObject({ playerStateType: 1 });
  await click(tab, byRole('button', 'Resume', controls));
  await seeText(tab, 'Resumed');
  await see(tab, byRole('button', 'Pause', controls));

  const title = '[data-slot="instance-header-track"]';
  const before = await textOf(tab, title);
  await click(tab, byRole('button', 'Skip', controls));
  await seeText(tab, 'This will skip the current track.');
  const confirm = byRole('button', 'Confirm', '[role="alertdialog"]');
  await click(tab, confirm);
  await seeText(tab, 'This track was queued by Maya (7777). Do you really want to skip it?');
  await click(tab, confirm);
  await seeText(tab, 'Skipped');
  await expect.poll(() => textOf(tab, title)).not.toBe(before);
});

test('queue: a track moved down by keyboard is said aloud and lands on the server', async ({
  tab,
  baseURL,
}) => {
  await openLounge(tab, baseURL!);
  const firstRow = '[data-slot="queue-row"]';
  const total = await tab.$eval(firstRow, (row) => row.getAttribute('aria-setsize'));
  const first = (await textOf(tab, `${firstRow} [data-slot="queue-row-title"]`)) ?? '';
  expect(first).not.toBe('');
  const handle = await find(tab, byRole('button', `Move ${first}`));
  await handle.focus();
  await tab.keyboard.press('ArrowDown');
  await expect.poll(() => textOf(tab, liveRegion)).toBe(`Moved ${first} to position 2 of ${total}`);
  await tab.keyboard.press('ArrowDown');
  await expect.poll(() => textOf(tab, liveRegion)).toBe(`Moved ${first} to position 3 of ${total}`);
  // The handle keeps focus, and the server holds the order the page shows.
  expect(await tab.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
    `Move ${first}`,
  );
  await expect.poll(async () => (await queued(tab))[2]).toBe(first);
});

test('search: type, queue the first track, and it is on the server', async ({ tab, baseURL }) => {
  await openLounge(tab, baseURL!);
  const search = byRole('searchbox', 'Search');
  await fill(tab, search, 'neon');
  const result = '[data-slot="search-result"]';
  await see(tab, result);
  const title = (await textOf(tab, `${result} p`)) ?? '';
  expect(title.toLowerCase()).toContain('neon');
  // The queue is long: the track joins its end, beyond the first page of the answer.
  const length = async () => (await apiGet<TrackLoad>(tab, '/api/track/lounge/true')).numTracks;
  const before = await length();
  await click(tab, byRole('button', `Queue ${title}`));
  await seeText(tab, 'Pushed to the queue');
  await expect.poll(length).toBe(before + 1);
  await fill(tab, search, 'zzzzqqqq');
  await seeText(tab, 'No results found');
});

const catalog = (code: string) =>
  JSON.parse(readFileSync(`src/lib/i18n/locales/${code}.json`, 'utf8')) as Record<string, string>;

test('language: German chosen in Settings speaks German after the reload', async ({
  tab,
  baseURL,
}) => {
  const german = catalog('de');
  await signInAs(tab, baseURL!, 'DJ');
  await tab.goto(`${baseURL}/settings`);
  await see(tab, byRole('heading', 'Settings'));
  await click(tab, byRole('combobox', 'Language'));
  const reloaded = tab.waitForNavigation({ waitUntil: 'load' });
  await click(tab, byRole('option', 'Deutsch'));
  await reloaded;
  await expect.poll(() => tab.evaluate(() => document.documentElement.lang)).toBe('de');
  await see(tab, byRole('heading', german['settings.heading'] ?? 'missing'));
  expect(await tab.evaluate(() => localStorage.getItem('language'))).toBe('de');
  await tab.goto(`${baseURL}/lounge`);
  await see(tab, byRole('button', german['player.pause'] ?? 'missing'));
});

test('downloader on a phone: Paste fills the field from the clipboard and loads the track', async ({
  tab,
  baseURL,
}) => {
  await tab.setViewport({ width: 390, height: 844 });
  await signInAs(tab, baseURL!, 'DJ');
  await tab.goto(`${baseURL}/download`);
  await see(tab, byRole('heading', 'Downloader'));
  const field = byRole('textbox', 'Paste a Spotify link');
  await see(tab, field);
  const { tracks } = await apiGet<{ tracks: { id: string; title: string }[] }>(
    tab,
    '/api/meta/spotify/playlist/gj3JAJvPycdgOvvGkRABI0',
  );
  const track = tracks[0]!;
  const link = `https://open.spotify.com/track/${track.id}`;
  await tab.evaluate((text) => navigator.clipboard.writeText(text), link);
  await click(tab, byRole('button', 'Paste'));
  await expect
    .poll(() => tab.$eval('main input', (input) => (input as HTMLInputElement).value))
    .toBe(link);
  await see(tab, byRole('heading', track.title));
  await seeText(tab, 'Downloaded');
  await onPath(tab, '/download');
});
