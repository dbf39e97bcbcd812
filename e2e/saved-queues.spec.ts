/**
 * Saved queues: save a server's queue in the browser, rename, export, import,
 * delete, and add one to another server's queue in order, with progress, Cancel and a summary
 * that names refusals (the spec's wording) and failures with Retry. Asserted on screen, over the
 * wire and on the server.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { openInstance } from './instance-support';
import { expectNoAxeViolations } from './support/axe';
import { settled } from './support/settled';
import { sessionCookies } from './support/sign-in';
import { expect, test } from './support/test';

test.setTimeout(120_000);

/** Every track of a server in its order, the playing one first when there is one. */
async function serverTracks(page: Page, instanceId: string) {
  const { token } = await sessionCookies(page);
  const response = await page.request.get(`/api/track/${instanceId}/true`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  const load = (await response.json()) as {
    tracks: { name: string; uri: string; isPlaying: boolean }[];
  };
  return load.tracks;
}

const queued = async (page: Page, instanceId: string) =>
  (await serverTracks(page, instanceId)).filter((track) => !track.isPlaying);

const savedList = (page: Page) => page.getByRole('dialog', { name: 'Saved queues' });
const row = (page: Page, name: string) =>
  savedList(page).locator('[data-slot="saved-queue-row"]').filter({ hasText: name });
const pushCard = (page: Page) => page.locator('[data-slot="saved-queue-push"]');

async function saveQueue(page: Page, name: string) {
  await page.getByRole('button', { name: 'Save queue…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save queue' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Saved “${name}”` })).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Saves Study Hall's queue as "Study set" and opens the empty Quiet Room; the saved uris. */
async function studySetInQuietRoom(page: Page): Promise<string[]> {
  await openInstance(page, 'DJ', 'study-hall');
  const saved = (await queued(page, 'study-hall')).map((track) => track.uri);
  await saveQueue(page, 'Study set');
  await page.goto('/quiet-room');
  await expect(page.getByRole('heading', { name: 'Quiet Room', level: 1 })).toBeVisible();
  return saved;
}

async function openSavedQueues(page: Page) {
  await page.getByRole('button', { name: 'Saved queues' }).click();
  await expect(savedList(page)).toBeVisible();
}

async function rowCommand(page: Page, name: string, item: string) {
  await row(page, name)
    .getByRole('button', { name: `More actions for “${name}”` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function importFile(page: Page, path: string) {
  await savedList(page).locator('[data-slot="saved-queue-file"]').setInputFiles(path);
}

test('save a queue, rename it, export it, delete it and import it back', async ({
  page,
}, testInfo) => {
  await openInstance(page, 'DJ', 'study-hall');
  const names = (await queued(page, 'study-hall')).map((track) => track.name);
  expect(names.length).toBeGreaterThan(1);
  await saveQueue(page, 'Study set');

  await openSavedQueues(page);
  await expect(row(page, 'Study set')).toContainText(`${names.length} tracks`);
  await expectNoAxeViolations(page, 'saved queues', {
    include: '[data-slot="saved-queues-dialog"]',
  });

  await rowCommand(page, 'Study set', 'Rename…');
  const rename = page.getByRole('dialog', { name: 'Rename saved queue' });
  await rename.getByLabel('Name').fill('Thursday study');
  await rename.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row(page, 'Thursday study')).toBeVisible();
  await expect(row(page, 'Study set')).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    rowCommand(page, 'Thursday study', 'Export as a file'),
  ]);
  expect(download.suggestedFilename()).toBe('Thursday study.queue.json');
  const file = testInfo.outputPath('exported.queue.json');
  await download.saveAs(file);
  const exported = JSON.parse(await readFile(file, 'utf8')) as {
    version: number;
    name: string;
    tracks: { name: string; uri: string }[];
  };
  expect(exported).toMatchObject({ format: 'bot-dashboard/saved-queue', version: 1 });
  expect(exported.name).toBe('Thursday study');
  expect(exported.tracks.map((track) => track.name)).toEqual(names);

  await rowCommand(page, 'Thursday study', 'Delete…');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete the saved queue “Thursday study”?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(savedList(page).getByText('No saved queues yet')).toBeVisible();

  await importFile(page, file);
  await expect(row(page, 'Thursday study')).toContainText(`${names.length} tracks`);

  // Kept in the browser: still there after a reload.
  await page.reload();
  await openSavedQueues(page);
  await expect(row(page, 'Thursday study')).toBeVisible();
});

test('a bad file is refused, saying why, and changes nothing', async ({ page }, testInfo) => {
  await openInstance(page, 'DJ', 'study-hall');
  await saveQueue(page, 'Keep me');
  await openSavedQueues(page);
  const notice = savedList(page).getByRole('alert');
  const rows = savedList(page).locator('[data-slot="saved-queue-row"]');

  const write = async (name: string, text: string) => {
    const path = testInfo.outputPath(name);
    await writeFile(path, text);
    return path;
  };
  const track = {
    uri: 'spotify:track:abc',
    name: 'T',
    artists: [],
    streamingServiceType: 0,
    duration: 1,
  };
  const doc = (tracks: unknown[]) =>
    JSON.stringify({ format: 'bot-dashboard/saved-queue', version: 1, name: 'Bad', tracks });

  await importFile(page, await write('photo.json', '{"not": "a queue"}'));
  await expect(notice).toHaveText('This file is not a saved queue: nothing was imported.');
  await importFile(
    page,
    await write(
      'unsafe.json',
      doc([track, { ...track, uri: 'javascript:alert(1)', streamingServiceType: 100 }]),
    ),
  );
  await expect(notice).toHaveText(
    'Track 2 of this file has a link that is not a web address: nothing was imported.',
  );
  await importFile(
    page,
    await write('huge.json', doc(Array.from({ length: 10_001 }, () => track))),
  );
  await expect(notice).toHaveText(
    'This file is too large: a saved queue holds at most 10000 tracks in 2.00 MiB. Nothing was imported.',
  );
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Keep me');
});

test('add a saved queue to another server: in order, with progress and a summary', async ({
  page,
}) => {
  const saved = await studySetInQuietRoom(page);
  const pushes: string[] = [];
  await page.route(/\/api\/track\/ui\/push\/track\/quiet-room$/, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { uri: string; next: boolean };
    expect(body.next).toBe(false);
    pushes.push(body.uri);
    await route.fallback();
  });
  await openSavedQueues(page);
  await row(page, 'Study set').getByRole('button', { name: "Add to this server's queue" }).click();
  await expect(savedList(page)).toBeHidden();
  const card = pushCard(page);
  await expect(card).toContainText("Added “Study set” to this server's queue");
  await expect(card).toContainText(`${saved.length} tracks added`);
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(pushes).toEqual(saved);
  expect((await serverTracks(page, 'quiet-room')).map((track) => track.uri)).toEqual(saved);
  await expectNoAxeViolations(page, 'push summary', { include: '[data-slot="saved-queue-push"]' });
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expect(card).toBeHidden();
});

test('refusals and failures: the summary says which, and Retry sends the rest', async ({
  page,
}) => {
  const saved = await studySetInQuietRoom(page);

  // The 2nd push fails (a server error), the 4th is refused: the run stops there.
  let count = 0;
  const fault = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    count += 1;
    if (count === 2) return route.fulfill({ status: 500, json: { message: 'Boom' } });
    if (count === 4) return route.fulfill({ status: 403, json: { permission: 'web:queue:track' } });
    return route.fallback();
  };
  await page.route(/\/api\/track\/ui\/push\/track\/quiet-room$/, fault);
  await openSavedQueues(page);
  await row(page, 'Study set').getByRole('button', { name: "Add to this server's queue" }).click();
  const card = pushCard(page);
  await expect(card).toContainText('Stopped adding “Study set”');
  const rest = saved.length - 4;
  await expect(card.getByRole('status')).toHaveText(
    [
      '2 tracks added',
      "1 track refused: You're not allowed to add tracks to the queue",
      '1 track failed',
      `${rest} tracks not sent`,
    ].join(''),
  );
  expect((await serverTracks(page, 'quiet-room')).map((track) => track.uri)).toEqual([
    saved[0],
    saved[2],
  ]);

  // The permission is back: Retry sends the failed track and the rest, in order.
  await page.unroute(/\/api\/track\/ui\/push\/track\/quiet-room$/, fault);
  await card.getByRole('button', { name: `Retry ${rest + 1} tracks` }).click();
  await expect(card).toContainText(`${rest + 1} tracks added`);
  expect((await serverTracks(page, 'quiet-room')).map((track) => track.uri)).toEqual([
    saved[0],
    saved[2],
    saved[1],
    ...saved.slice(4),
  ]);
});

test('Cancel stops before the next track; the page stays usable meanwhile', async ({ page }) => {
  const saved = await studySetInQuietRoom(page);
  // The third push is held until Cancel is pressed, so the run is caught half way however fast
  // the machine is (a 300 ms latency knob let a busy run finish all 12 before the click).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(/\/api\/track\/ui\/push\/track\/quiet-room$/, async (route) => {
    count += 1;
    if (count === 3) await held;
    return route.fallback();
  });
  await openSavedQueues(page);
  await row(page, 'Study set').getByRole('button', { name: "Add to this server's queue" }).click();
  const card = pushCard(page);
  await expect(card).toContainText("Adding “Study set” to this server's queue");
  await expect(card).toContainText(`2 of ${saved.length} tracks`);
  // The page is not blocked: the tabs still answer.
  await page.getByRole('tab', { name: 'Controls' }).click();
  await expect(page.getByRole('tab', { name: 'Controls' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await card.getByRole('button', { name: 'Cancel' }).click();
  release();
  await expect(card).toContainText('Stopped adding “Study set”');
  const added = (await serverTracks(page, 'quiet-room')).length;
  expect(added).toBeGreaterThanOrEqual(2);
  expect(added).toBeLessThan(saved.length);
  await expect(card.getByRole('status')).toContainText(`${added} tracks added`);
  await expect(card.getByRole('status')).toContainText(`${saved.length - added} tracks not sent`);
  await card.getByRole('button', { name: `Retry ${saved.length - added} tracks` }).click();
  await expect(card).toContainText("Added “Study set” to this server's queue");
  expect((await serverTracks(page, 'quiet-room')).map((track) => track.uri)).toEqual(saved);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const tap = (locator: Locator) => locator.tap();

  test('save, list and add by touch, thumb-sized and axe clean', async ({ page }) => {
    await openInstance(page, 'DJ', 'study-hall');
    const saved = (await queued(page, 'study-hall')).map((track) => track.uri);
    await tap(page.getByRole('button', { name: 'Save queue…' }));
    const dialog = page.getByRole('dialog', { name: 'Save queue' });
    await dialog.getByLabel('Name').fill('Phone set');
    await tap(dialog.getByRole('button', { name: 'Save', exact: true }));
    await expect(dialog).toBeHidden();
    await tap(page.getByRole('button', { name: 'Saved queues' }));
    const add = row(page, 'Phone set').getByRole('button', { name: "Add to this server's queue" });
    // Measured once the dialog's entrance (a zoom) has finished: mid-zoom it reads 43.96 px.
    await settled(add);
    const box = await add.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page, 'saved queues on a phone', {
      include: '[data-slot="saved-queues-dialog"]',
    });
    await page.goto('/quiet-room');
    await expect(page.getByRole('heading', { name: 'Quiet Room', level: 1 })).toBeVisible();
    await tap(page.getByRole('button', { name: 'Saved queues' }));
    await tap(row(page, 'Phone set').getByRole('button', { name: "Add to this server's queue" }));
    await expect(pushCard(page)).toContainText(`${saved.length} tracks added`);
    expect((await serverTracks(page, 'quiet-room')).map((track) => track.uri)).toEqual(saved);
  });
});
