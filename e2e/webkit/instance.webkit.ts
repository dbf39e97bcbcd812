/**
 * The instance page in WebKit, as a DJ with a mouse and a keyboard: the player's
 * buttons and their toasts, the volume, a seek, the queue moved by keyboard and by a mouse drag,
 * Remove then Undo, search and queue. Each checks what the person sees and what the server holds.
 */
import { expect, test } from './fixtures';
import { Origin } from 'selenium-webdriver';
import { Key, type WebKitTab } from './tab';

test.use({ viewport: { width: 1440, height: 900 } });

interface TrackLoad {
  tracks: { id: string; name: string; isPlaying?: boolean }[];
  numTracks: number;
  instance: { playerStateType: number; playerVolume: number; playerProgress: number };
}

const load = (tab: WebKitTab) => tab.apiGet<TrackLoad>('/api/track/lounge/true');
const queued = async (tab: WebKitTab) =>
  (await load(tab)).tracks.filter((track) => track.isPlaying !== true);
const liveRegion = '[data-slot="live-region"]';
const controls = '[data-slot="player-controls"]';

test('player: pause, resume and skip with their toasts; the volume; a seek', async ({ tab }) => {
  await tab.openLounge();
  await tab.click({ role: 'button', name: 'Pause', within: controls });
  await tab.seeText('Paused');
  await tab.see({ role: 'button', name: 'Resume', within: controls });
  await expect.poll(async () => (await load(tab)).instance.playerStateType).toBe(1);
  await tab.click({ role: 'button', name: 'Resume', within: controls });
  await tab.seeText('Resumed');
  await expect.poll(async () => (await load(tab)).instance.playerStateType).toBe(0);

  const title = '[data-slot="instance-header-track"]';
  const before = await tab.textOf(title);
  await tab.click({ role: 'button', name: 'Skip', within: controls });
  await tab.seeText('This will skip the current track.');
  const confirm = { role: 'button', name: 'Confirm', within: '[role="alertdialog"]' };
  await tab.click(confirm);
  await tab.seeText('This track was queued by Maya (7777). Do you really want to skip it?');
  await tab.click(confirm);
  await tab.seeText('Skipped');
  await expect.poll(() => tab.textOf(title)).not.toBe(before);

  // The player bar's volume slider, by keyboard: Home then five steps up.
  const volume = await tab.find({
    role: 'slider',
    name: 'Volume',
    within: '[data-slot="player-bar"]',
  });
  await volume.click();
  await tab.press(Key.HOME);
  await expect.poll(async () => (await load(tab)).instance.playerVolume).toBe(0);
  await tab.press(Key.ARROW_UP, Key.ARROW_UP);
  await expect.poll(async () => (await load(tab)).instance.playerVolume).toBeGreaterThan(0);
  expect(await volume.getAttribute('aria-valuenow')).toBe(
    String((await load(tab)).instance.playerVolume),
  );

  // A click three quarters along the now-playing card's seek bar.
  const bar = await tab.find({
    css: '[data-slot="seek-bar"]',
    within: '[aria-label="Now playing"]',
  });
  const box = await bar.getRect();
  await tab.driver
    .actions()
    .move({ origin: bar, x: Math.round(box.width * 0.25), y: 0 })
    .click()
    .perform();
  // The world's clock stands still, so the server holds exactly what was sent.
  await expect.poll(async () => (await load(tab)).instance.playerProgress).toBeCloseTo(0.75, 1);
});

test('queue: moved by keyboard, then by a mouse drag; the server holds the order shown', async ({
  tab,
}) => {
  await tab.openLounge();
  const row = '[data-slot="queue-row"]';
  const total = await tab.run<string>(
    'return document.querySelector(arguments[0]).getAttribute("aria-setsize");',
    row,
  );
  const first = (await tab.textOf(`${row} [data-slot="queue-row-title"]`)) ?? '';
  expect(first).not.toBe('');
  const handle = await tab.find({ role: 'button', name: `Move ${first}` });
  await tab.run('arguments[0].focus()', handle);
  await tab.press(Key.ARROW_DOWN);
  await expect.poll(() => tab.textOf(liveRegion)).toBe(`Moved ${first} to position 2 of ${total}`);
  await tab.press(Key.ARROW_DOWN);
  await expect.poll(() => tab.textOf(liveRegion)).toBe(`Moved ${first} to position 3 of ${total}`);
  expect(await tab.run('return document.activeElement?.getAttribute("aria-label")')).toBe(
    `Move ${first}`,
  );
  await expect.poll(async () => (await queued(tab))[2]?.name).toBe(first);

  // A mouse drag: the fourth track's handle pressed, moved over the first row, released.
  const fourth = (await queued(tab))[3]!;
  const from = await tab.find({
    css: `${row}[data-id="${fourth.id}"] [data-slot="queue-drag-handle"]`,
  });
  const to = await tab.find({ css: `${row}[aria-posinset="1"]` });
  const [start, end] = [await from.getRect(), await to.getRect()];
  await tab.driver
    .actions()
    .move({ origin: from })
    .press()
    .move({ origin: from, y: -4, duration: 50 })
    .move({ origin: Origin.POINTER, x: 0, y: Math.round(end.y - start.y) - 4, duration: 300 })
    .move({ origin: Origin.POINTER, x: 0, y: 2, duration: 50 })
    .release()
    .perform();
  await expect.poll(async () => (await queued(tab))[0]?.id).toBe(fourth.id);
  expect(await tab.textOf(`${row}[aria-posinset="1"] [data-slot="queue-row-title"]`)).toBe(
    fourth.name,
  );
});

test('queue: Remove, then Undo puts the track back in its place', async ({ tab }) => {
  await tab.openLounge();
  // The toast stays until it is dismissed, so a busy machine cannot hide Undo before the click.
  await tab.run('localStorage.setItem("notificationTimeout", "0")');
  await tab.goto('/lounge');
  await tab.see({ css: '[data-slot="queue-row"]' });
  const track = (await queued(tab))[2]!;
  await tab.click({ role: 'button', name: `Remove ${track.name} from the queue` });
  await tab.seeText('Track removed from queue');
  await tab.gone({ css: `[data-slot="queue-row"][data-id="${track.id}"]` });
  await expect.poll(async () => (await queued(tab)).map((t) => t.id)).not.toContain(track.id);
  await tab.click({ role: 'button', name: 'Undo', within: '[role="alert"]' });
  await expect
    .poll(() =>
      tab.textOf('[data-slot="queue-row"][aria-posinset="3"] [data-slot="queue-row-title"]'),
    )
    .toBe(track.name);
  // Undo queues the same track again (a new queue entry) and moves it back to its place.
  await expect.poll(async () => (await queued(tab))[2]?.name, { timeout: 15_000 }).toBe(track.name);
});

test('search: type, queue the first track, and it is on the server', async ({ tab }) => {
  await tab.openLounge();
  const search = { role: 'searchbox', name: 'Search' };
  await tab.fill(search, 'neon');
  const result = '[data-slot="search-result"]';
  await tab.see({ css: result });
  const title = (await tab.textOf(`${result} p`)) ?? '';
  expect(title.toLowerCase()).toContain('neon');
  const before = (await load(tab)).numTracks;
  await tab.click({ role: 'button', name: `Queue ${title}` });
  await tab.seeText('Pushed to the queue');
  await expect.poll(async () => (await load(tab)).numTracks).toBe(before + 1);
  await tab.fill(search, 'zzzzqqqq');
  await tab.seeText('No results found');
});
