/**
 * What a person does and sees in the WebKit journeys, over classic WebDriver (selenium-webdriver
 * against WebKitGTK's WebKitWebDriver): elements found by role and accessible name in the page
 * (one script call a try: the driver has no accessibility-tree locator), clicks, keys and mouse
 * drags as WebDriver actions, waits that end as soon as the page is there, and the page's own
 * record of its uncaught errors.
 */
// eslint-disable-next-line no-restricted-imports -- the tab's own waits; journeys take test and expect from ./fixtures.
import { expect } from '@playwright/test';
import { Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { describeQuery, findInPage, findInPageArgs, type Query } from '../support/role-query';

export { Key };
export type { Query };

const WAIT = 15_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const ERRORS_KEY = 'webkit-journey-errors';
/** WebDriver's answers to a click on an element that cannot take it yet. */
const NOT_YET_CLICKABLE = /not ?interactable|click ?intercepted|stale ?element/i;

/** Runs in the page: keeps its uncaught errors in session storage, which a reload keeps. */
function watchErrorsInPage(key: string) {
  const page = window as unknown as { __journeyErrorsWatched?: boolean };
  if (page.__journeyErrorsWatched) return;
  page.__journeyErrorsWatched = true;
  const keep = (text: string) => {
    const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    sessionStorage.setItem(key, JSON.stringify([...list, text]));
  };
  // Added after the app's own listeners: an event the app cancelled (Vite's report of a chunk
  // cut short by a leave, src/lib/scheduling/load-chunk.ts) is not reported, as a browser's
  // console would not.
  addEventListener('error', (event) => {
    if (!event.defaultPrevented) {
      keep(`${event.message} (${event.filename}:${event.lineno}:${event.colno})`);
    }
  });
  addEventListener('unhandledrejection', (event) => {
    if (!event.defaultPrevented) keep(`unhandled rejection: ${String(event.reason)}`);
  });
}

/**
 * Runs in the page: a press that does not reach `element` is stopped before the page sees it, with
 * the rest of its click, and `window.__clickGuard` says whether the press reached it. WebDriver
 * clicks a point, not an element: a page still settling (scrolled back to the top, a card drawn
 * above) moves the element away, and the press would land on a neighbour. Playwright checks its
 * hit target the same way.
 */
function guardClickInPage(element: Element) {
  const page = window as unknown as {
    __clickGuard?: { reached: boolean | null };
    __clickGuardOff?: () => void;
  };
  page.__clickGuardOff?.();
  const guard: { reached: boolean | null } = { reached: null };
  page.__clickGuard = guard;
  const types = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'];
  const off = () => {
    for (const type of types) removeEventListener(type, check, true);
  };
  // The press decides: once it reached the element, the rest of the click goes wherever the
  // page sends it (a select's list opens on the press, under the pointer).
  const check = (event: Event) => {
    if (guard.reached === null) {
      const target = event.target as Node | null;
      guard.reached = target !== null && (target === element || element.contains(target));
    }
    if (guard.reached) return off();
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === 'click') off();
  };
  page.__clickGuardOff = off;
  for (const type of types) addEventListener(type, check, true);
}

/**
 * In the page: calls `done` once the element's box has stayed the same over two animation frames
 * (Playwright's "stable"), or after a second. WebDriver's click presses and releases at the
 * centre it read first; a toast still sliding in moved between the two, and its click went to
 * the toast's container instead of Undo while the press had reached the button.
 */
function whenStableInPage(element: Element, done: () => void) {
  let last = '';
  let same = 0;
  const until = performance.now() + 1000;
  const step = () => {
    const box = element.getBoundingClientRect();
    const now = `${box.x},${box.y},${box.width},${box.height}`;
    same = now === last ? same + 1 : 0;
    last = now;
    if (same >= 2 || performance.now() > until) done();
    else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export class WebKitTab {
  private readonly kept: string[] = [];

  constructor(
    readonly driver: WebDriver,
    readonly baseURL: string,
  ) {}

  /** A clean start for a journey: no cookie or storage of the last, this world's cookie, a size. */
  async fresh(worldId: string, viewport: { width: number; height: number }) {
    // A small file of the app's origin: cookies and storage belong to an origin.
    await this.driver.get(`${this.baseURL}/favicon.svg`);
    await this.driver.manage().deleteAllCookies();
    await this.driver.executeScript('localStorage.clear(); sessionStorage.clear();');
    // Saved queues live in IndexedDB: a journey starts with none.
    await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       indexedDB.databases()
         .then((list) => Promise.all(list.map((db) => new Promise((resolve) => {
           const request = indexedDB.deleteDatabase(db.name);
           request.onsuccess = request.onerror = request.onblocked = resolve;
         }))))
         .then(() => done(), () => done());`,
    );
    await this.driver.manage().addCookie({ name: 'mock-world', value: worldId, path: '/' });
    await this.setViewport(viewport);
  }

  /**
   * Sizes the window so that the page's viewport (innerWidth × innerHeight, CSS px) is
   * `viewport`. A CSS px is a fixed number of window px (scripts/webkit.mjs WEBKIT_ENV), and the
   * window's toolbar takes some of its height.
   */
  async setViewport({ width, height }: { width: number; height: number }) {
    const window = this.driver.manage().window();
    const inner = () =>
      this.driver.executeScript<[number, number]>('return [innerWidth, innerHeight];');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [innerWidth, innerHeight] = await inner();
      if (innerWidth === width && innerHeight === height) return;
      const outer = await window.getRect();
      const scale = outer.width / innerWidth;
      const toolbar = outer.height - innerHeight * scale;
      await window.setRect({
        width: Math.round(width * scale),
        height: Math.round(height * scale + toolbar),
      });
    }
    expect(await inner(), 'the page viewport').toEqual([width, height]);
  }

  /** Opens a path of the app and starts recording the page's uncaught errors. */
  async goto(path: string) {
    await this.keepErrors();
    await this.driver.get(new URL(path, this.baseURL).href);
    await this.watchErrors();
  }

  /** Records the page's uncaught errors from now on (again after a reload the page made). */
  async watchErrors() {
    await this.driver.executeScript(watchErrorsInPage, ERRORS_KEY);
  }

  private async keepErrors() {
    const list = await this.driver
      .executeScript<string | null>(
        `const list = sessionStorage.getItem(arguments[0]); sessionStorage.removeItem(arguments[0]); return list;`,
        ERRORS_KEY,
      )
      .catch(() => null);
    if (list) this.kept.push(...(JSON.parse(list) as string[]));
  }

  /** Every uncaught error the pages of this journey recorded. */
  async errors() {
    await this.keepErrors();
    return [...this.kept];
  }

  async path() {
    return new URL(await this.driver.getCurrentUrl()).pathname;
  }

  /** Waits until the page's path is `path`. */
  async onPath(path: string | RegExp, timeout = WAIT) {
    await expect
      .poll(() => this.path(), { timeout })
      .toMatch(typeof path === 'string' ? new RegExp(`^${path}$`) : path);
  }

  /** The first shown element that matches, or null, now. */
  async query(query: Query): Promise<WebElement | null> {
    const args = findInPageArgs(query);
    try {
      return await this.driver.executeScript<WebElement | null>(findInPage, ...args);
    } catch (error) {
      // The page went on to another document between the query and its answer: ask again.
      if (
        /stale|detached|navigat|JavaScript execution context|document unloaded/i.test(String(error))
      ) {
        return null;
      }
      throw error;
    }
  }

  /** The first shown element that matches, once there is one. */
  async find(query: Query, timeout = WAIT): Promise<WebElement> {
    const end = Date.now() + timeout;
    for (;;) {
      const found = await this.query(query);
      if (found) return found;
      if (Date.now() > end)
        throw new Error(`Not shown within ${timeout} ms: ${describeQuery(query)}`);
      await sleep(100);
    }
  }

  /** Waits until the element is shown. */
  async see(query: Query, timeout = WAIT) {
    await this.find(query, timeout);
  }

  /** Waits until no element matches. */
  async gone(query: Query, timeout = WAIT) {
    await expect.poll(async () => (await this.query(query)) === null, { timeout }).toBe(true);
  }

  /**
   * Clicks the element once it is shown: WebDriver's click, the pointer on its centre. A click
   * that cannot reach it yet (drawn again, covered, moved away; guardClickInPage) is stopped and
   * tried again until the wait is over, as Playwright's actionability checks do; a moving one is
   * waited for until it stands still (whenStableInPage). `hold`: a key
   * held down during the click (Key.SHIFT).
   */
  async click(query: Query, { hold, timeout = WAIT }: { hold?: string; timeout?: number } = {}) {
    const end = Date.now() + timeout;
    for (;;) {
      try {
        const element = await this.find(query, Math.max(end - Date.now(), 0));
        await this.driver.executeAsyncScript(whenStableInPage, element);
        await this.driver.executeScript(guardClickInPage, element);
        if (hold === undefined) await element.click();
        else {
          // With a key held (Shift-click): WebDriver's actions, which do not scroll.
          await this.driver.executeScript(
            'arguments[0].scrollIntoView({ block: "center" })',
            element,
          );
          await this.driver.actions().keyDown(hold).click(element).keyUp(hold).perform();
        }
        // No guard, or no answer: the page went on to another document, as only a click that
        // reached its link or button makes it do.
        const reached = await this.driver
          .executeScript<boolean | null>(
            'const guard = window.__clickGuard; delete window.__clickGuard; return guard ? guard.reached : true;',
          )
          .catch(() => true);
        if (reached !== false) return;
        if (Date.now() > end) throw new Error(`The click missed ${describeQuery(query)}`);
        await sleep(100);
      } catch (error) {
        if (!NOT_YET_CLICKABLE.test(String(error)) || Date.now() > end) throw error;
        await sleep(100);
      }
    }
  }

  /** Types `text` into a field over whatever it held. */
  async fill(query: Query, text: string) {
    const field = await this.find(query);
    await field.click();
    await this.driver.executeScript('arguments[0].select()', field);
    await field.sendKeys(Key.BACK_SPACE, text);
  }

  /** Presses keys on whatever has focus. */
  async press(...keys: string[]) {
    const actions = this.driver.actions();
    for (const key of keys) actions.keyDown(key).keyUp(key);
    await actions.perform();
  }

  /** Waits until the page shows `text` somewhere (rendered text, not hidden markup). */
  async seeText(text: string, timeout = WAIT) {
    await expect
      .poll(() => this.run<string>('return document.body.innerText;'), { timeout })
      .toContain(text);
  }

  /** The text content of the first element of a CSS selector (null while there is none). */
  textOf(css: string) {
    return this.run<string | null>(
      'return document.querySelector(arguments[0])?.textContent ?? null;',
      css,
    );
  }

  /** Runs a script in the page (a returned promise is awaited). */
  run<T>(script: string | ((...args: never[]) => unknown), ...args: unknown[]) {
    return this.driver.executeScript<T>(script as string, ...args);
  }

  /** An API answer as the signed-in page gets it (its token, its world's cookie). */
  apiGet<T>(path: string) {
    return this.run<T>(
      `const token = document.cookie.match(/(?:^|; )token=([^;]*)/)?.[1] ?? '';
       return fetch(arguments[0], { headers: { Authorization: 'Bearer ' + decodeURIComponent(token) } })
         .then((response) => { if (!response.ok) throw new Error('GET ' + arguments[0] + ' answered ' + response.status); return response.json(); });`,
      path,
    );
  }

  /**
   * Signs in as a user does: /login sends the browser to the (mock) chat platform's sign-in
   * page, the persona's button sends it back with a code, and the app lands on /home.
   */
  async signInAs(persona: 'root admin' | 'DJ' | 'listener') {
    await this.goto('/login');
    await this.onPath('/mock-oauth/authorize', 20_000);
    await this.click({ role: 'button', name: persona });
    await this.onPath('/home', 20_000);
    await this.watchErrors();
    await this.seeText('Welcome');
  }

  /** Signs in as DJ and opens The Lounge from the server list. */
  async openLounge(persona: 'root admin' | 'DJ' = 'DJ') {
    await this.signInAs(persona);
    await this.click({ css: 'nav[aria-label="Servers"] a[href$="/lounge"]' });
    await this.see({ role: 'heading', name: 'The Lounge' });
    await this.see({ css: '[data-slot="queue-row"]' });
  }
}
