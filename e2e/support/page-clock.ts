/**
 * A page whose timers run on Playwright's clock, moved by the test: every call of the page's
 * `fetch` to the API is counted, and after each move of the clock the test waits until every
 * request it started has its answer, so nothing depends on how fast the machine is.
 */
import type { Page } from '@playwright/test';
import { expect } from './test';

export interface FetchCall {
  /** `METHOD path?query` */
  address: string;
  /** The page's clock when it was called (epoch ms). */
  at: number;
}

/** Counts every API call of the page's fetch from its first script on, and those still unanswered. */
export async function countFetchCalls(page: Page) {
  await page.addInitScript(() => {
    const calls: { address: string; at: number }[] = [];
    const page = window as unknown as { fetchCalls: typeof calls; fetchesPending: number };
    page.fetchCalls = calls;
    page.fetchesPending = 0;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/')) return original(input, init);
      calls.push({ address: `${request.method} ${url.pathname}${url.search}`, at: Date.now() });
      page.fetchesPending += 1;
      const answer = original(input, init);
      // Its body too: the page reads it before it acts on the answer.
      void answer
        .then((response) => response.clone().arrayBuffer())
        .catch(() => undefined)
        .finally(() => (page.fetchesPending -= 1));
      return answer;
    };
  });
  return {
    /** The calls since the last take. */
    take: () =>
      page.evaluate(() => {
        const calls = (window as unknown as { fetchCalls: FetchCall[] }).fetchCalls;
        return calls.splice(0, calls.length);
      }),
  };
}

/**
 * Waits until every API request the page started has its answer, and the page has had a moment
 * to act on it (`waitForLoadState('networkidle')` resolves at once once the page has loaded).
 */
export async function settle(page: Page) {
  await expect
    .poll(
      () => page.evaluate(() => (window as unknown as { fetchesPending: number }).fetchesPending),
      {
        message: 'requests still on their way',
        intervals: [20, 50, 100],
      },
    )
    .toBe(0);
  // A message is a task the paused clock does not hold (its timers would wait for the test).
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      }),
  );
}

/** Moves the page's clock in steps, letting its requests answer in between. */
export async function runClock(
  page: Page,
  ms: number,
  step: number,
  until?: () => Promise<boolean>,
) {
  for (let ran = step; ran <= ms; ran += step) {
    await page.clock.runFor(step);
    await settle(page);
    if (until && (await until())) return ran;
  }
  return ms;
}
