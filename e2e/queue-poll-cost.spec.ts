import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { BIG_QUEUE_TRACKS } from '../playwright.config';
import { bringIntoView, openEveryTrack, row } from './support/queue-rows';
import { serverState } from './support/server-state';
import { sessionCookies } from './support/sign-in';

/**
 * After "Load N more tracks" an idle instance page costs what changes. The
 * 1 s poll asks for the first page (loadAll=false) and the page joins it with the rest it holds;
 * the whole queue comes again only on a reason or on the slow safety refresh (docs/screens.md "Queue
 * edits and polls"). Checked over the wire on The Lounge with 2,000 queued tracks.
 */
test.use({
  worldOptions: { queueTracks: BIG_QUEUE_TRACKS },
  viewport: { width: 1440, height: 900 },
});
test.setTimeout(180_000);

/** The slow refresh of the whole queue at 2,000 tracks (src/lib/queue/whole-refresh.ts): 30 s. */
const SAFETY_REFRESH_MS = 30_000;

interface QueuePoll {
  loadAll: boolean;
  /** When it left (wall clock, ms). */
  at: number;
}

/**
 * Whole-queue requests among `polls` only as the safety refresh makes them: at least 30 s after
 * the previous whole one (`lastWholeAt`). Checked against when each left, so a slow machine that
 * reaches a refresh during a step does not fail the journey, and an early one always does.
 */
function expectOnlySafetyRefreshes(polls: QueuePoll[], lastWholeAt: number): number {
  let previous = lastWholeAt;
  for (const poll of polls.filter((p) => p.loadAll)) {
    // 1 s of slack: a poll's timer runs late, never early, but the page stamps "asked" first.
    expect(poll.at - previous, 'a whole-queue request before the safety refresh').toBeGreaterThan(
      SAFETY_REFRESH_MS - 1000,
    );
    previous = poll.at;
  }
  return previous;
}

/** The queue poll's requests (not the lists', which ask for popular, recent or random). */
function recordQueuePolls(page: Page) {
  const polls: QueuePoll[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const match = /^\/api\/track\/[^/]+\/(true|false)$/.exec(url.pathname);
    const lists = ['includePopular', 'includeRecent', 'includeRandom'];
    if (match === null || lists.some((name) => url.searchParams.get(name) === 'true')) return;
    polls.push({ loadAll: match[1] === 'true', at: Date.now() });
  });
  return {
    /** The polls since the last call. */
    take: () => polls.splice(0, polls.length),
  };
}

/** Someone else, on another client: a call on The Lounge outside this page. */
async function elsewhere(page: Page, path: string, data?: unknown) {
  const { token } = await sessionCookies(page);
  const response = await page.request.post(path, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
    data,
  });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
}

test('after Load all the 1 s poll asks for the first page; the rest comes on the slow refresh', async ({
  page,
  world,
}) => {
  const polls = recordQueuePolls(page);
  await openEveryTrack(page, BIG_QUEUE_TRACKS);
  await expect(row(page, 1)).toHaveAttribute('aria-setsize', String(BIG_QUEUE_TRACKS));
  // No track ends on its own from here: the changes are the test's.
  await world.pause();
  const loaded = polls.take().filter((poll) => poll.loadAll);
  let lastWholeAt = loaded.at(-1)?.at ?? Date.now();

  // Idle: several seconds of 1 s polls, first-page requests but for the safety refresh.
  await page.waitForTimeout(5_000);
  const idle = polls.take();
  expect(idle.filter((poll) => !poll.loadAll).length).toBeGreaterThanOrEqual(3);
  lastWholeAt = expectOnlySafetyRefreshes(idle, lastWholeAt);

  // The playing track ends (skipped elsewhere): the whole list moves up, from the first page.
  const before = await serverState(page);
  await elsewhere(page, '/api/action/skip/lounge/true');
  await expect(row(page, 1)).toHaveAttribute('data-id', before.queuedIds[1] ?? '');
  await expect(row(page, 1)).toHaveAttribute('aria-setsize', String(BIG_QUEUE_TRACKS - 1));
  const after = await serverState(page);
  const last = await bringIntoView(page, BIG_QUEUE_TRACKS - 1);
  await expect(last).toHaveAttribute('data-id', after.queuedIds.at(-1) ?? '');
  lastWholeAt = expectOnlySafetyRefreshes(polls.take(), lastWholeAt);

  // Someone else moves the 60th track to 55th, beyond the first page (50): count and length
  // stay, so the 1 s polls do not show it...
  const order = [...after.queuedIds];
  const [moved] = order.splice(59, 1);
  order.splice(54, 0, moved!);
  polls.take();
  await elsewhere(page, '/api/action/reorder/lounge', order);
  const position55 = await bringIntoView(page, 55);
  await page.waitForTimeout(3_000);
  const meanwhile = polls.take();
  lastWholeAt = expectOnlySafetyRefreshes(meanwhile, lastWholeAt);
  if (!meanwhile.some((poll) => poll.loadAll)) {
    await expect(position55).toHaveAttribute('data-id', after.queuedIds[54] ?? '');
  }

  // ...the safety refresh does, with one whole-queue request: 30 s after the last whole one
  // (real time: with Playwright's page clock installed the page's polls did not run).
  await expect(row(page, 55)).toHaveAttribute('data-id', moved ?? '', {
    timeout: SAFETY_REFRESH_MS + 15_000,
  });
  await expect(row(page, 56)).toHaveAttribute('data-id', after.queuedIds[54] ?? '');
  const later = polls.take();
  expect([...meanwhile, ...later].filter((poll) => poll.loadAll).length).toBeGreaterThanOrEqual(1);
  expectOnlySafetyRefreshes(later, lastWholeAt);
});
