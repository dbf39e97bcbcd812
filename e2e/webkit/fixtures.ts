/**
 * The WebKit journeys' `test` (playwright.webkit.config.ts): one MiniBrowser per worker, started
 * by Debian's WebKitWebDriver under xvfb-run and driven over classic WebDriver by
 * selenium-webdriver, its session reused by every journey of the worker; for every journey a
 * mock world of its own whose clock starts paused (as e2e/support/test.ts gives the Chromium
 * journeys, docs/testing.md), and no cookie or storage left by the journey before. The page is
 * `tab`, a WebKitTab (e2e/webkit/tab.ts); Playwright Test only runs the journeys and controls the
 * world.
 *
 * Every journey also fails if its page reported an uncaught error or an unhandled rejection: the
 * driver has no log endpoint, so the page records them itself (WebKitTab.watchErrors).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { WebDriver } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http/index.js';
import type { WorldOptions } from '../../mock-api/test-worlds';
import {
  WEBKIT_ENV,
  findMiniBrowser,
  findWebKitDriver,
  findXvfbRun,
} from '../../scripts/webkit.mjs';
import { WebKitTab } from './tab';

export { expect };

export interface WebKitWorld {
  id: string;
  /** Moves the mock's clock forward: players progress, tracks end, tokens age. */
  advance(ms: number): Promise<void>;
  /**
   * Turns the world's fault knobs while it runs: `errorRate: 1` answers every API request but
   * sign-in's with a 500 (the server "gone"), `0` brings it back.
   */
  faults(knobs: { errorRate?: number; latencyMs?: number }): Promise<void>;
}

async function send(
  request: APIRequestContext,
  method: 'put' | 'post' | 'delete',
  url: string,
  data?: object,
) {
  const response = await request[method](url, { data, headers: { connection: 'close' } });
  if (!response.ok()) {
    throw new Error(
      `${method.toUpperCase()} ${url} answered ${response.status()}: ${await response.text()}`,
    );
  }
  return response;
}

/** A port nobody listens on now, for this worker's WebKitWebDriver. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function driverReady(url: string, driver: ChildProcess, output: () => string) {
  const end = Date.now() + 30_000;
  for (;;) {
    if (driver.exitCode !== null) {
      throw new Error(`WebKitWebDriver exited (${driver.exitCode}): ${output()}`);
    }
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > end) throw new Error(`WebKitWebDriver did not answer at ${url}: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const test = base.extend<
  { worldOptions: WorldOptions; world: WebKitWorld; tab: WebKitTab },
  { session: WebDriver }
>({
  worldOptions: [{}, { option: true }],
  session: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, provide) => {
      const [xvfbRun, driverPath, binary] = [findXvfbRun(), findWebKitDriver(), findMiniBrowser()];
      if (!xvfbRun || !driverPath || !binary) {
        throw new Error('No WebKit: run `node scripts/ensure-webkit.mjs`.');
      }
      const port = await freePort();
      // Its own X display (-a: the first free one) and process group, ended together below.
      const driver = spawn(
        xvfbRun,
        ['-a', '-s', '-screen 0 2400x1800x24', driverPath, `--port=${port}`, '--host=127.0.0.1'],
        {
          env: { ...process.env, ...WEBKIT_ENV },
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        },
      );
      let output = '';
      const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-4000));
      driver.stdout?.on('data', keep);
      driver.stderr?.on('data', keep);
      const url = `http://127.0.0.1:${port}`;
      try {
        await driverReady(url, driver, () => output);
        const session = await WebDriver.createSession(new Executor(new HttpClient(url)), {
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
          pageLoadStrategy: 'normal',
        });
        await provide(session);
        await session.quit().catch(() => undefined);
      } finally {
        if (driver.pid) {
          try {
            process.kill(-driver.pid, 'SIGTERM');
          } catch {
            // Already gone.
          }
        }
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  world: async ({ request, baseURL, worldOptions }, provide, testInfo) => {
    if (!baseURL) throw new Error('The world fixture needs a baseURL.');
    const id = ['webkit', testInfo.testId, testInfo.retry, Date.now().toString(36)].join('-');
    const path = `${baseURL}/mock-test/worlds/${id}`;
    await send(request, 'put', path, worldOptions);
    await provide({
      id,
      async advance(ms) {
        await send(request, 'post', `${path}/clock`, { advanceMs: ms });
      },
      async faults(knobs) {
        await send(request, 'post', `${path}/faults`, knobs);
      },
    });
    await send(request, 'delete', path);
  },
  tab: async ({ session, world, baseURL, viewport }, provide, testInfo) => {
    const tab = new WebKitTab(session, baseURL ?? 'http://localhost');
    await tab.fresh(world.id, viewport ?? { width: 1440, height: 900 });
    await provide(tab);
    if (testInfo.status !== testInfo.expectedStatus) {
      // What the page showed when the journey failed (Playwright's own screenshot is Chromium's).
      const shot = await Promise.race([
        session.takeScreenshot().catch(() => undefined),
        new Promise<undefined>((resolve) => setTimeout(resolve, 10_000, undefined)),
      ]);
      if (shot) {
        await testInfo.attach('webkit.png', {
          body: Buffer.from(shot, 'base64'),
          contentType: 'image/png',
        });
      }
    }
    const errors = await tab.errors();
    // The next journey of this worker starts from a blank page, not this one's timers.
    await session.get('about:blank').catch(() => undefined);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});
