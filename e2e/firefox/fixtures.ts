/**
 * The Firefox journeys' `test` (playwright.firefox.config.ts): one Firefox ESR per run, driven
 * over WebDriver BiDi by puppeteer-core, and for every journey a browser context of its own (its
 * own cookies and storage) in a mock world of its own whose clock starts paused, as
 * e2e/support/test.ts gives the Chromium journeys (docs/testing.md). The page is `tab`, a
 * puppeteer Page; Playwright Test only runs the journeys and controls the world.
 *
 * Every journey also fails if its page threw an uncaught error or asked for anything beyond the
 * app's own origin (the profile sends such requests to a closed port anyway; scripts/firefox.mjs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { WorldOptions } from '../../mock-api/test-worlds';
import { FIREFOX_PREFS, findFirefox } from '../../scripts/firefox.mjs';

export { expect };

export interface FirefoxWorld {
  id: string;
  /** Moves the mock's clock forward: players progress, tracks end, tokens age. */
  advance(ms: number): Promise<void>;
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

export const test = base.extend<
  { worldOptions: WorldOptions; world: FirefoxWorld; tab: Page },
  { firefox: Browser; downloads: string }
>({
  worldOptions: [{}, { option: true }],
  downloads: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, provide) => {
      const folder = mkdtempSync(join(tmpdir(), 'firefox-downloads-'));
      await provide(folder);
      rmSync(folder, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  firefox: [
    async ({ downloads }, provide) => {
      const executablePath = findFirefox();
      if (!executablePath) throw new Error('No Firefox: run `node scripts/ensure-firefox.mjs`.');
      // No userDataDir: puppeteer writes a fresh profile in the temporary folder and deletes it
      // when the browser closes.
      const browser = await puppeteer.launch({
        browser: 'firefox',
        executablePath,
        headless: true,
        extraPrefsFirefox: { ...FIREFOX_PREFS, 'browser.download.dir': downloads },
      });
      await provide(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  world: async ({ request, baseURL, worldOptions }, provide, testInfo) => {
    if (!baseURL) throw new Error('The world fixture needs a baseURL.');
    const id = ['firefox', testInfo.testId, testInfo.retry, Date.now().toString(36)].join('-');
    const path = `${baseURL}/mock-test/worlds/${id}`;
    await send(request, 'put', path, worldOptions);
    await provide({
      id,
      async advance(ms) {
        await send(request, 'post', `${path}/clock`, { advanceMs: ms });
      },
    });
    await send(request, 'delete', path);
  },
  tab: async ({ firefox, world, baseURL, viewport }, provide) => {
    const context = await firefox.createBrowserContext();
    await context.setCookie({
      name: 'mock-world',
      value: world.id,
      domain: 'localhost',
      path: '/',
    });
    const tab = await context.newPage();
    if (viewport) await tab.setViewport(viewport);
    const offsite: string[] = [];
    const errors: string[] = [];
    const own = new URL(baseURL ?? 'http://localhost').origin;
    tab.on('request', (request) => {
      const url = request.url();
      if (!/^(data|blob|about):/.test(url) && new URL(url).origin !== own) offsite.push(url);
    });
    tab.on('pageerror', (error) => {
      // Firefox's own report of a load it ended because the page was left (a font of /login
      // when it sends the browser to sign in; NS_BINDING_ABORTED), as Chromium's network log is
      // left out of e2e/console-clean.spec.ts: the browser's words, not the app's.
      if (!/download failed .*status=2152398850/.test(String(error))) errors.push(String(error));
    });
    await provide(tab);
    await context.close();
    expect(offsite, 'requests beyond the app').toEqual([]);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

/**
 * An API answer as the signed-in page gets it (its token, its world's cookie), so a journey can
 * check that an action reached the server and not only the page.
 */
export function apiGet<T>(tab: Page, path: string): Promise<T> {
  return tab.evaluate(async (path) => {
    const token = document.cookie.match(/(?:^|; )token=([^;]*)/)?.[1] ?? '';
    const response = await fetch(path, {
      headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return response.json();
  }, path) as Promise<T>;
}
