/**
 * Selecting many in WebKit, with a mouse: many queued tracks selected (a checkbox, then
 * Shift-click) and removed in one act, told in one toast whose Undo puts every one back at its
 * place; and a queue saved in the browser (IndexedDB), still listed after a reload, and added to
 * another server's queue in order. Each checks what the person sees and what the server holds.
 */
import { expect, test } from './fixtures';
import { Key, type WebKitTab } from './tab';

test.use({ viewport: { width: 1280, height: 900 } });

interface TrackLoad {
  tracks: { id: string; name: string; uri: string; isPlaying?: boolean }[];
}

/** Every track the server holds, the playing one first when there is one. */
const tracks = async (tab: WebKitTab, instanceId: string) =>
  (await tab.apiGet<TrackLoad>(`/api/track/${instanceId}/true`)).tracks;
const queued = async (tab: WebKitTab, instanceId: string) =>
  (await tracks(tab, instanceId)).filter((track) => track.isPlaying !== true);
const bar = { role: 'toolbar', name: 'Selected tracks' };
const check = (id: string) => ({ css: `[data-slot="queue-row"][data-id="${id}"] [role=checkbox]` });

test('five tracks selected by checkbox and Shift-click, removed at once, and put back by Undo', async ({
  tab,
}) => {
  await tab.openLounge();
  // The toast stays until it is dismissed, so a busy machine cannot hide Undo before the click.
  await tab.run('localStorage.setItem("notificationTimeout", "0")');
  await tab.goto('/lounge');
  await tab.see({ css: '[data-slot="queue-row"]' });
  const before = await queued(tab, 'lounge');
  const picked = before.slice(1, 6).map((track) => track.id);

  await tab.click(check(picked[0]!));
  await tab.seeText('1 selected');
  await tab.click(check(picked[4]!), { hold: Key.SHIFT });
  await tab.seeText('5 selected');
  await tab.click({ role: 'button', name: 'Remove', within: bar });

  await tab.seeText('Removed 5 tracks');
  for (const id of picked) await tab.gone({ css: `[data-slot="queue-row"][data-id="${id}"]` });
  await expect
    .poll(async () => (await queued(tab, 'lounge')).filter((track) => picked.includes(track.id)))
    .toEqual([]);

  await tab.click({ role: 'button', name: 'Undo', within: '[role="alert"]' });
  await tab.seeText('Put 5 tracks back', 30_000);
  // The server holds the same tracks in the same order as before (new entries, same places).
  await expect
    .poll(async () => (await queued(tab, 'lounge')).map((track) => track.name), {
      timeout: 15_000,
    })
    .toEqual(before.map((track) => track.name));
});

test('a queue saved in the browser is kept across a reload and added to another server in order', async ({
  tab,
}) => {
  await tab.signInAs('DJ');
  await tab.goto('/study-hall');
  await tab.see({ css: '[data-slot="queue-row"]' });
  const saved = (await queued(tab, 'study-hall')).map((track) => track.uri);
  expect(saved.length).toBeGreaterThan(1);

  await tab.click({ role: 'button', name: 'Save queue…' });
  await tab.fill({ role: 'textbox', name: 'Name', within: '[role="dialog"]' }, 'Study set');
  await tab.click({ role: 'button', name: 'Save', within: '[role="dialog"]' });
  await tab.seeText('Saved “Study set”');

  // IndexedDB keeps it: another server's page, loaded afresh, lists it.
  await tab.goto('/quiet-room');
  await tab.see({ role: 'heading', name: 'Quiet Room' });
  await tab.click({ role: 'button', name: 'Saved queues' });
  const row = '[data-slot="saved-queue-row"]';
  await tab.see({ css: row });
  expect(await tab.textOf(row)).toContain(`Study set`);
  expect(await tab.textOf(row)).toContain(`${saved.length} tracks`);
  await tab.click({ role: 'button', name: "Add to this server's queue", within: row });
  await tab.seeText(`${saved.length} tracks added`, 30_000);
  // The empty server plays the first track added; the rest follow it in order.
  expect((await tracks(tab, 'quiet-room')).map((track) => track.uri)).toEqual(saved);
});
