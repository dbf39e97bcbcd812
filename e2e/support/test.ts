/**
 * The journeys' `test`: every test runs in a mock world of its own (mock-api/test-worlds.ts),
 * seeded like `npm start`'s, with a clock the test owns. A cookie routes the page's requests
 * (and `page.request`'s) to it, so no journey meets another's leftovers, whatever ran before it,
 * in whatever order, on however busy a machine.
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
} from '@playwright/test';
import { ensureServerLanguage } from '../../mock-api/server-language';
import type { WorldOptions } from '../../mock-api/test-worlds';

// Journeys read the app's English texts (t()) in Node, as the mock does. Every spec activates
// English here, not by grace of a spec that imported the mock before it in the same worker: a
// worker restarted after a failure ran shell-settings with no language.
ensureServerLanguage();

export { expect };

export interface MockWorld {
  id: string;
  /** Moves the mock's clock forward: players progress, tracks end, tokens age. */
  advance(ms: number): Promise<void>;
  /** The mock's clock follows the wall clock from where it stands. */
  resume(): Promise<void>;
  /** The mock's clock stops where it stands. */
  pause(): Promise<void>;
  /** Where the mock's clock stands (epoch ms), e.g. for `page.clock.setFixedTime`. */
  now(): Promise<number>;
  /**
   * Turns the world's fault knobs while it runs: `errorRate: 1` answers every API request but
   * sign-in's with a 500 (the server "gone"), `0` brings it back.
   */
  faults(knobs: { errorRate?: number; latencyMs?: number }): Promise<void>;
  /** A second browser (another person) in the same world; closed when the test ends. */
  newContext(): Promise<BrowserContext>;
}

/** PUT and DELETE are idempotent: one retry covers a connection the server closed under us. */
async function idempotent<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return call();
  }
}

async function send(
  request: APIRequestContext,
  method: 'put' | 'post',
  url: string,
  data: object,
): Promise<{ now: number; running: boolean }> {
  const call = () => request[method](url, { data });
  const response = await (method === 'put' ? idempotent(call) : call());
  if (!response.ok()) {
    throw new Error(
      `${method.toUpperCase()} ${url} answered ${response.status()}: ${await response.text()}`,
    );
  }
  return (await response.json()) as { now: number; running: boolean };
}

export const test = base.extend<{ worldOptions: WorldOptions; world: MockWorld }>({
  worldOptions: [{}, { option: true }],
  world: [
    async ({ browser, context, baseURL, playwright, worldOptions }, use, testInfo) => {
      if (!baseURL) throw new Error('The world fixture needs a baseURL.');
      // Its own request context: the control calls carry no world cookie of their own.
      // `Connection: close`: no pooled socket for the server to close between two control calls.
      const control = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { connection: 'close' },
      });
      const id = [
        testInfo.testId,
        testInfo.repeatEachIndex,
        testInfo.retry,
        Date.now().toString(36),
      ].join('-');
      const path = `/mock-test/worlds/${id}`;
      await send(control, 'put', path, worldOptions);
      const cookie = { name: 'mock-world', value: id, url: baseURL };
      await context.addCookies([cookie]);
      const others: BrowserContext[] = [];
      const clock = (change: object) => send(control, 'post', `${path}/clock`, change);
      await use({
        id,
        async advance(ms) {
          await clock({ advanceMs: ms });
        },
        async resume() {
          await clock({ running: true });
        },
        async pause() {
          await clock({ running: false });
        },
        now: async () => (await clock({})).now,
        async faults(knobs) {
          await send(control, 'post', `${path}/faults`, knobs);
        },
        async newContext() {
          const other = await browser.newContext();
          await other.addCookies([cookie]);
          others.push(other);
          return other;
        },
      });
      for (const other of others) await other.close();
      await idempotent(() => control.delete(path));
      await control.dispose();
    },
    { auto: true },
  ],
});
