/**
 * What a person does and sees in the Firefox journeys, in puppeteer's terms: elements found by
 * role and accessible name (`::-p-aria`, answered by Firefox's accessibility tree over BiDi),
 * text as it shows, waits that end as soon as the page is there.
 */
import type { Page } from 'puppeteer-core';
import { expect } from './fixtures';

const WAIT = 15_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A selector for the element of that role whose accessible name is exactly `name`. */
export const byRole = (role: string, name: string) =>
  `::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(role)}])`;

/**
 * The first shown element that matches, once there is one. Polled here: puppeteer's own waits
 * (locators, waitForSelector) never see an `::-p-aria` match that appears later in Firefox over
 * BiDi, while a one-off query does.
 */
export async function find(tab: Page, selector: string, timeout = WAIT) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      for (const handle of await tab.$$(selector)) {
        if (await handle.isVisible()) return handle;
        await handle.dispose();
      }
    } catch (error) {
      // The page went on to another document between the query and its answer: ask again.
      if (
        !/Target closed|destroyed|detached|no such frame|No node found|navigat/i.test(String(error))
      )
        throw error;
    }
    if (Date.now() > end) throw new Error(`Not shown within ${timeout} ms: ${selector}`);
    await sleep(100);
  }
}

/** Waits until the element is shown. */
export async function see(tab: Page, selector: string, timeout = WAIT) {
  await (await find(tab, selector, timeout)).dispose();
}

/** Clicks the element once it is shown, as a person would (the pointer on its centre). */
export async function click(tab: Page, selector: string) {
  const handle = await find(tab, selector);
  await handle.click();
  await handle.dispose();
}

/** Types `text` into a field over whatever it held, key by key. */
export async function fill(tab: Page, selector: string, text: string) {
  const handle = await find(tab, selector);
  await handle.focus();
  await handle.evaluate((field) => (field as HTMLInputElement).select());
  await tab.keyboard.type(text);
  await handle.dispose();
}

/** Waits until the page shows `text` somewhere (rendered text, not hidden markup). */
export async function seeText(tab: Page, text: string, timeout = WAIT) {
  await tab.waitForFunction(
    (text) => document.body.innerText.includes(text),
    {
      timeout,
      polling: 100,
    },
    text,
  );
}

/** The text of the first element matching a CSS selector (null while there is none). */
export function textOf(tab: Page, css: string) {
  return tab.evaluate((css) => document.querySelector(css)?.textContent ?? null, css);
}

/** Waits until the page's path is `path`. */
export async function onPath(tab: Page, path: string | RegExp, timeout = WAIT) {
  await expect
    .poll(() => new URL(tab.url()).pathname, { timeout })
    .toMatch(typeof path === 'string' ? new RegExp(`^${path}$`) : path);
}

/**
 * Signs in as a user does: /login sends the browser to the (mock) chat platform's sign-in page,
 * the persona's button sends it back with a code, and the app lands on /home.
 */
export async function signInAs(tab: Page, baseURL: string, persona: 'DJ' | 'listener') {
  await tab.goto(`${baseURL}/login`);
  await onPath(tab, '/mock-oauth/authorize');
  await click(tab, byRole('button', persona));
  await onPath(tab, '/home');
  await seeText(tab, 'Welcome');
}

/** Signs in as DJ and opens The Lounge from the server list. */
export async function openLounge(tab: Page, baseURL: string) {
  await signInAs(tab, baseURL, 'DJ');
  await click(tab, `nav[aria-label="Servers"] a[href$="/lounge"]`);
  await see(tab, byRole('heading', 'The Lounge'));
  await see(tab, '[data-slot="queue-row"]');
}

/** What the server holds in The Lounge's queue, read with the page's session. */
export interface TrackLoad {
  tracks: { id: string; name: string; isPlaying?: boolean }[];
  numTracks: number;
  instance: { playerStateType: number };
}
