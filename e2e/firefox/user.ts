/**
 * What a person does and sees in the Firefox journeys, in puppeteer's terms: elements found by
 * role and accessible name in the page's markup (e2e/support/role-query.ts; puppeteer's
 * `::-p-aria` waited 30 to 43 s for Firefox's accessibility tree of The Lounge), text as it
 * shows, waits that end as soon as the page is there.
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import { expect } from './fixtures';
import { describeQuery, findInPage, findInPageArgs, type Query } from '../support/role-query';

const WAIT = 15_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The element of that role whose accessible name is exactly `name` (inside `within`, CSS). */
export const byRole = (role: string, name: string, within?: string): Query => ({
  role,
  name,
  within,
});

/** A query, or a CSS selector. */
type Target = Query | string;

/** The first shown element that matches, once there is one. */
export async function find(tab: Page, target: Target, timeout = WAIT) {
  const query = typeof target === 'string' ? { css: target } : target;
  const args = findInPageArgs(query);
  const end = Date.now() + timeout;
  for (;;) {
    try {
      const handle = await tab.evaluateHandle(findInPage, ...args);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (element) return element;
      await handle.dispose();
    } catch (error) {
      // The page went on to another document between the query and its answer: ask again.
      if (
        !/Target closed|destroyed|detached|no such frame|No node found|navigat/i.test(String(error))
      )
        throw error;
    }
    if (Date.now() > end) {
      throw new Error(`Not shown within ${timeout} ms: ${describeQuery(query)}`);
    }
    await sleep(100);
  }
}

/** Waits until the element is shown. */
export async function see(tab: Page, target: Target, timeout = WAIT) {
  await (await find(tab, target, timeout)).dispose();
}

/**
 * Whether a press on the element's centre reaches it: nothing drawn over it, and nothing on the
 * page still moving into place (a toast sliding in over it; an animation that ends, not a
 * skeleton's endless pulse).
 */
const reachable = (element: Element) => {
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const moving = document
    .getAnimations()
    .some(
      (animation) =>
        animation.playState === 'running' &&
        Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
    );
  if (moving) return false;
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return hit !== null && element.contains(hit);
};

/**
 * Clicks the element once it is shown and reachable, as a person would (the pointer on its
 * centre). Puppeteer clicks wherever the element is, so a toast over it took the press; the
 * Chromium journeys' Playwright waits for the same (its "stable" and "receives events" checks).
 */
export async function click(tab: Page, target: Target) {
  const handle = await find(tab, target);
  const end = Date.now() + WAIT;
  while (!(await handle.evaluate(reachable))) {
    if (Date.now() > end) {
      throw new Error(
        `Covered for ${WAIT} ms: ${describeQuery(typeof target === 'string' ? { css: target } : target)}`,
      );
    }
    await sleep(100);
  }
  await handle.click();
  await handle.dispose();
}

/** Types `text` into a field over whatever it held, key by key. */
export async function fill(tab: Page, target: Target, text: string) {
  const handle = await find(tab, target);
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
