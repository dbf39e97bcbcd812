/**
 * What goes over the wire after an action and after an outage. An action is followed by one
 * refresh, through its window event: one track load and one instance list. When the server
 * answers again after an outage, each address is asked for once, one after another, not all in
 * the same moment. The page's timers run on Playwright's clock, paused and moved by the test, and
 * after each move the test waits until every request it started has its answer: a request is
 * counted only when something the test did started it, and none is still on its way when the
 * test changes the server. Every call of the page's `fetch` is counted, also one aborted before
 * it left (SWR folds two revalidations of one key into one request on the wire, but each is
 * still a refresh asked for).
 */
import type { Page } from '@playwright/test';
import { openLounge } from './instance-support';
import { countFetchCalls, type FetchCall, runClock, settle } from './support/page-clock';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(120_000);

/** How many times each address was called. */
function perAddress(calls: readonly FetchCall[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { address } of calls) counts[address] = (counts[address] ?? 0) + 1;
  return counts;
}

/**
 * The calls since the last take, once every address of `expected` has been called at least once:
 * a refresh's fetches start a moment after the answer that asks for them, later than a busy
 * machine's next look (`waitForLoadState('networkidle')` resolves at once on a loaded page).
 */
async function takeOnceCalled(
  calls: Awaited<ReturnType<typeof countFetchCalls>>,
  expected: readonly string[],
) {
  const taken: FetchCall[] = [];
  await expect
    .poll(
      async () => {
        taken.push(...(await calls.take()));
        const counts = perAddress(taken);
        return expected.filter((address) => !counts[address]);
      },
      { message: 'addresses not called yet' },
    )
    .toEqual([]);
  taken.push(...(await calls.take()));
  return perAddress(taken);
}

/** The Lounge with every page timer on a paused clock that only the test moves. */
async function openLoungeOnPausedClock(page: Page) {
  const calls = await countFetchCalls(page);
  await page.clock.install();
  await openLounge(page, 'mouse');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  await settle(page);
  // A few polls, so every poll's timer is on the test's clock.
  await runClock(page, 3000, 1000);
  await calls.take();
  return calls;
}

const THE_LOUNGE_POLL =
  'GET /api/track/lounge/false?includePopular=false&includeRecent=false&includeRandom=false&queuedTrackNum=50';

test('an action refreshes the page once: one track load and one instance list', async ({
  page,
  world,
}) => {
  await world.pause();
  const calls = await openLoungeOnPausedClock(page);

  await page.getByRole('button', { name: 'Pause', exact: true }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Paused' })).toBeVisible();
  expect(await takeOnceCalled(calls, [THE_LOUNGE_POLL, 'GET /api/instance'])).toEqual({
    'POST /api/action/pause/lounge': 1,
    [THE_LOUNGE_POLL]: 1,
    'GET /api/instance': 1,
  });

  // A queue edit: its event comes once the queue has settled the edit, and refreshes once too.
  const third = page.locator('[data-slot="queue-row"][aria-posinset="3"]');
  const answered = page.waitForResponse((response) => response.request().method() === 'PUT');
  await third.getByRole('button', { name: /^Play .+ next$/ }).click();
  expect((await answered).ok()).toBe(true);
  const edit = await takeOnceCalled(calls, [THE_LOUNGE_POLL, 'GET /api/instance']);
  expect(Object.keys(edit).filter((address) => address.startsWith('PUT '))).toHaveLength(1);
  expect(edit[THE_LOUNGE_POLL]).toBe(1);
  expect(edit['GET /api/instance']).toBe(1);
});

for (const outage of [15_000, 60_000]) {
  test(`the server answering again after a ${outage / 1000}-second outage: each address is asked once, not all at once`, async ({
    page,
    world,
  }) => {
    const calls = await openLoungeOnPausedClock(page);
    const banner = page.locator('[data-slot="connection-banner"]');

    // 15 s: reads are still being retried when it ends; 60 s: their retries are long spent.
    await world.faults({ errorRate: 1 });
    await runClock(page, outage, 1000);
    await expect(banner).toBeVisible();
    // Nothing is on its way (run settles each step): the next request meets the server back.
    await calls.take();

    await world.faults({ errorRate: 0 });
    // While it cannot be reached only the probe (the instance list) goes out, so the probe finds
    // the server back, within its 8 s; from that moment, 800 ms of the page's clock: shorter
    // than the 1 s poll, so a second ask of an address would be a duplicate.
    await runClock(page, 10_000, 100, async () => (await banner.count()) === 0);
    await expect(banner).toHaveCount(0);
    await runClock(page, 800, 100);
    const back = await calls.take();
    const counts = perAddress(back);
    expect(counts['GET /api/instance'], 'the probe that found the server back').toBe(1);
    expect(counts[THE_LOUNGE_POLL], 'the queue poll, asked again').toBe(1);
    expect(
      Object.values(counts).every((count) => count === 1),
      JSON.stringify(counts),
    ).toBe(true);
    // One after another: no two reads in the same moment of the page's clock.
    const moments = new Set(back.map(({ at }) => at));
    expect(moments.size).toBe(back.length);
  });
}
