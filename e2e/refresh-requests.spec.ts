/**
 * What goes over the wire after an action and after an outage (issue #49 point 3). The page's
 * timers run on Playwright's clock, paused and moved by the test, so a request is counted only
 * when something the test did started it: a press, or a step of the page's clock.
 */
import type { Page } from '@playwright/test';
import { openLounge } from './instance-support';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(120_000);

/** Every API request the page sends from now on, as `METHOD path?query`. */
function recordRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    sent.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return {
    /** The requests since the last call. */
    take: () => sent.splice(0, sent.length),
  };
}

/** Every call of the page's fetch, also one aborted before it left (the app's client calls it). */
async function countFetchCalls(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { fetchCalls: string[] }).fetchCalls = calls;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/')) calls.push(`${request.method} ${url.pathname}${url.search}`);
      return original(input, init);
    };
  });
  return {
    take: () =>
      page.evaluate(() => {
        const calls = (window as unknown as { fetchCalls: string[] }).fetchCalls;
        return calls.splice(0, calls.length);
      }),
  };
}

/** How many times each address was asked for. */
function perAddress(requests: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of requests) counts[request] = (counts[request] ?? 0) + 1;
  return counts;
}

/** Lets the requests already started answer (they go over the real network). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {});
}

/** Moves the page's clock a second at a time, letting its requests answer in between. */
async function runSeconds(page: Page, seconds: number, until?: () => Promise<boolean>) {
  for (let second = 1; second <= seconds; second += 1) {
    await page.clock.runFor(1000);
    await settle(page);
    if (until && (await until())) return second;
  }
  return seconds;
}

let fetchCalls: Awaited<ReturnType<typeof countFetchCalls>>;

/** The Lounge with every page timer on a paused clock that only the test moves. */
async function openLoungeOnPausedClock(page: Page) {
  fetchCalls = await countFetchCalls(page);
  await page.clock.install();
  await openLounge(page, 'mouse');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await settle(page);
}

test('one Pause press refreshes the page once: one track load, one instance list', async ({
  page,
  world,
}) => {
  await world.pause();
  await openLoungeOnPausedClock(page);
  const requests = recordRequests(page);
  // A few polls first, so the poll's own requests are on the test's clock.
  await runSeconds(page, 3);
  requests.take();
  await fetchCalls.take();

  await page.getByRole('button', { name: 'Pause', exact: true }).first().click();
  await expect(page.getByRole('button', { name: 'Resume', exact: true }).first()).toBeVisible();
  await settle(page);
  const press = perAddress(requests.take());
  console.log('Pause press:', JSON.stringify(press, null, 1));
  console.log('Pause press, fetch calls:', JSON.stringify(perAddress(await fetchCalls.take()), null, 1));
  expect(Object.keys(press).filter((request) => request.startsWith('POST '))).toEqual([
    'POST /api/action/pause/lounge',
  ]);
});

test('the server answering again after an outage: each address is asked once', async ({
  page,
  world,
}) => {
  await openLoungeOnPausedClock(page);
  const banner = page.locator('[data-slot="connection-banner"]');
  const requests = recordRequests(page);

  await world.faults({ errorRate: 1 });
  await runSeconds(page, Number(process.env.OUTAGE_S ?? 40));
  await expect(banner).toBeVisible();
  requests.take();
  await fetchCalls.take();

  await world.faults({ errorRate: 0 });
  const took = await runSeconds(page, 10, async () => (await banner.count()) === 0);
  expect(took).toBeLessThanOrEqual(10);
  const back = perAddress(requests.take());
  console.log(`back after ${took} s:`, JSON.stringify(back, null, 1));
  console.log('fetch calls:', JSON.stringify(perAddress(await fetchCalls.take()), null, 1));
  const after = perAddress((await runSeconds(page, 3), requests.take()));
  console.log('the 3 s after:', JSON.stringify(after, null, 1));
});
