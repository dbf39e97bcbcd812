/**
 * The last screen before the network (src/api/query/last-known.ts). A returning visit draws the
 * person's last answers at once, marked as last known, then the live ones; with every API answer
 * failing it keeps the last-known screen and says the server cannot be reached, and takes the
 * live screen back by itself; another person on the same browser never sees a thing of the one
 * before, not for a frame; and a command pressed on the last-known screen waits for the live
 * answer and does what the live state says.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { STORE_PREFIX } from '../src/api/query/last-known-store';
import { openInstance } from './instance-support';
import { holdRequests } from './support/hold-requests';
import { countFetchCalls, runClock } from './support/page-clock';
import { sessionCookies, signInAs } from './support/sign-in';
import { expect, test } from './support/test';

const NOTICE = '[data-slot="last-known-notice"]';
/** The app's entry script: the kept screen's paint needs none of it. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;
/** What the boot script painted (src/app/boot/last-screen.ts). */
const KEPT = '[data-last-screen]';

/**
 * The person puts the phone away: the page is hidden, which writes the store at once; then the
 * address of the screen the store keeps.
 */
async function hideAndReadKeptPath(page: Page): Promise<string | undefined> {
  return page.evaluate((prefix) => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    // Visible again: the document's own state, from its prototype.
    Reflect.deleteProperty(document, 'visibilityState');
    const name = Object.keys(localStorage).find((key) => key.startsWith(prefix));
    const stored = name === undefined ? null : localStorage.getItem(name);
    return stored === null
      ? undefined
      : (JSON.parse(stored) as { screen?: { path?: string } }).screen?.path;
  }, STORE_PREFIX);
}

/** A first visit that leaves the person's last screen in the browser: The Lounge, then home. */
async function firstVisit(page: Page) {
  await openInstance(page, 'DJ');
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /Garage Band/ }).first()).toBeVisible();
  // The home is drawn first from The Lounge's answers, marked; only the live screen is kept.
  await expect(page.locator(NOTICE)).toHaveCount(0);
  // The code that keeps the page as drawn loads after the first screen (keep-drawn-screen.ts):
  // once it is in, hiding the page keeps the home.
  await expect.poll(() => hideAndReadKeptPath(page)).toBe('/home');
  await page.goto('about:blank');
}

/** Every text the page paints from its first parse: each added node's text, and text edits. */
async function recordPaintedText(context: BrowserContext) {
  await context.addInitScript(() => {
    const painted: string[] = [];
    (window as unknown as { painted: string[] }).painted = painted;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') painted.push(record.target.textContent ?? '');
        for (const node of record.addedNodes) painted.push(node.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return (page: Page) =>
    page.evaluate(() => (window as unknown as { painted: string[] }).painted.join('\n'));
}

test('a returning visit shows the last-known screen, marked, then the live one', async ({
  page,
}) => {
  await firstVisit(page);
  const list = await holdRequests(page, /\/api\/instance(\?|$)/);
  await page.goto('/home');
  // Drawn from the store while the live answer is held, by the app once it is up (the boot
  // script's kept screen goes): the servers, and the mark.
  await expect.poll(() => list.count()).toBeGreaterThan(0);
  await expect(page.locator(KEPT)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Garage Band/ }).first()).toBeVisible();
  await expect(page.locator(NOTICE)).toContainText(/^Last known state, from .+\. Updating…$/);
  await list.release();
  await expect(page.locator(NOTICE)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Garage Band/ }).first()).toBeVisible();
});

test("a return paints the person's last screen before the app's code, marked, and the app takes over without moving it", async ({
  page,
}) => {
  await firstVisit(page);
  // Whether a server's name is ever missing once painted: a frame without it would be a jump.
  await page.addInitScript(() => {
    const w = window as unknown as { seen: boolean; gap: boolean };
    new MutationObserver(() => {
      const shown = document.body?.textContent?.includes('Garage Band') ?? false;
      if (w.seen && !shown) w.gap = true;
      w.seen ||= shown;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const entry = await holdRequests(page, ENTRY);
  const list = await holdRequests(page, /\/api\/instance(\?|$)/);
  await page.goto('/home', { waitUntil: 'commit' });
  // Painted from the HTML and the store alone: the servers, and the app's own mark.
  const server = page.getByRole('link', { name: /Garage Band/ }).first();
  await expect(server).toBeVisible();
  await expect(page.locator(KEPT).first()).toBeAttached();
  const notice = page.locator(NOTICE);
  await expect(notice).toContainText(/^Last known state, from .+\. Updating…$/);
  const painted = { box: await server.boundingBox(), notice: await notice.textContent() };
  await entry.release();
  // The app's first render draws the same answers, marked the same way, where they were.
  await expect(page.locator(KEPT)).toHaveCount(0);
  await expect(server).toBeVisible();
  expect(await server.boundingBox()).toEqual(painted.box);
  expect(await notice.textContent()).toBe(painted.notice);
  await list.release();
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { gap?: boolean }).gap)).toBeUndefined();
});

test("a return draws the kept screen's frame before the app's code is started", async ({
  page,
}) => {
  await firstVisit(page);
  // In order: the frame that paints the kept screen, and the entry's module script put in the
  // page (a module script in the HTML would run before that frame).
  await page.addInitScript(
    ({ entry, kept: keptScreen }) => {
      const order: string[] = [];
      (window as unknown as { order: string[] }).order = order;
      let kept = false;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && new RegExp(entry).test(node.src)) {
              order.push('entry');
            }
          }
        }
        if (!kept && document.querySelector(keptScreen)) {
          kept = true;
          requestAnimationFrame(() => order.push('kept screen drawn'));
        }
      }).observe(document, { childList: true, subtree: true });
    },
    { entry: ENTRY.source, kept: KEPT },
  );
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /Garage Band/ }).first()).toBeVisible();
  await expect(page.locator(KEPT)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { order: string[] }).order)).toEqual([
    'kept screen drawn',
    'entry',
  ]);
});

test('a return paints the kept screen as soon as the frames begin, while the rest of the page is still parsed', async ({
  page,
}) => {
  await firstVisit(page);
  // The HTML stops after its first language's frames, at a script held until released: the rest
  // of the page (the other languages' frames) is not parsed until then.
  const rest = await holdRequests(page, /\/hold-the-parse\.js$/);
  await page.route(
    (url) => url.pathname === '/home',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const secondLanguage = '<div data-frame-lang="ar">';
      expect(html).toContain(secondLanguage);
      const held = html.replace(
        secondLanguage,
        `<script src="hold-the-parse.js"></script>${secondLanguage}`,
      );
      await route.fulfill({ response, body: held });
    },
  );
  await page.goto('/home', { waitUntil: 'commit' });
  await expect.poll(() => rest.count()).toBe(1);
  await expect(page.getByRole('link', { name: /Garage Band/ }).first()).toBeVisible();
  // The other languages' notices are hidden in the HTML until the parse ends.
  await expect(page.locator(`${NOTICE}:visible`)).toContainText(
    /^Last known state, from .+\. Updating…$/,
  );
  expect(await page.evaluate(() => document.readyState)).toBe('loading');
  await expect(page.locator('[data-frame-lang="ar"]')).toHaveCount(0);
  await rest.release();
  // Once parsed, the frames go; the app then takes the kept screen's place.
  await expect(page.locator('[data-frame-lang], [data-frame-notice]')).toHaveCount(0);
  await expect(page.locator(KEPT)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Garage Band/ }).first()).toBeVisible();
});

test("a press on the kept screen's menu button opens the menu once the app is up", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await firstVisit(page);
  const entry = await holdRequests(page, ENTRY);
  await page.goto('/home', { waitUntil: 'commit' });
  await expect(page.locator(KEPT).first()).toBeAttached();
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toBeVisible();
  await menu.click();
  await entry.release();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('with every API answer a 503 a return shows the last-known screen and the outage, then the live one', async ({
  page,
}) => {
  await firstVisit(page);
  await countFetchCalls(page);
  // The reachability rule's seconds and the polls run on the page's clock, moved by the test.
  await page.clock.install();
  const down = /\/api\//;
  await page.route(down, (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  );
  await page.goto('/lounge');
  // The app's first render, from the store.
  await expect(page.getByRole('heading', { name: 'The Lounge', level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible();
  const banner = page.locator('[data-slot="connection-banner"]');
  await runClock(page, 15_000, 1000, async () => (await banner.count()) > 0);
  await expect(banner).toContainText('Cannot reach the server');
  await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible();
  // The server answers again: the page takes the live screen back by itself.
  await page.unroute(down);
  const notice = page.locator(NOTICE);
  await runClock(
    page,
    15_000,
    1000,
    async () => (await banner.count()) === 0 && (await notice.count()) === 0,
  );
  await expect(banner).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible();
});

for (const leaving of ['the cookies are cleared', 'a sign-out'] as const) {
  test(`another person signing in after ${leaving} never sees a server of the one before`, async ({
    page,
    context,
  }) => {
    await firstVisit(page);
    if (leaving === 'a sign-out') {
      await page.goto('/logout');
      await page.waitForURL(/\/mock-oauth\/authorize\?/);
    }
    await context.clearCookies();
    const painted = await recordPaintedText(context);
    // The listener shares two servers with the DJ, and not Garage Band or Quiet Room.
    await signInAs(page, 'listener', { landOn: '/lounge' });
    await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible();
    await page.goto('/home');
    await expect(page.getByRole('link', { name: /Study Hall/ }).first()).toBeVisible();
    const text = await painted(page);
    for (const theirs of ['Garage Band', 'Quiet Room', 'DJ Nova']) {
      expect(text).not.toContain(theirs);
    }
    // Nothing of the DJ's is left in the browser: the listener's store at most.
    const { token } = await sessionCookies(page);
    const listenerId = (
      JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as {
        DiscordId: string;
      }
    ).DiscordId;
    const stores = await page.evaluate(
      (prefix) => Object.keys(localStorage).filter((name) => name.startsWith(prefix)),
      STORE_PREFIX,
    );
    expect(stores.filter((name) => !name.endsWith(`:${listenerId}`))).toEqual([]);
  });
}

test('the server one person opened last is not marked for the next person on the browser', async ({
  page,
  context,
}) => {
  // The DJ opened The Lounge last; the listener shares it.
  await firstVisit(page);
  await page.goto('/logout');
  await page.waitForURL(/\/mock-oauth\/authorize\?/);
  await context.clearCookies();
  await signInAs(page, 'listener');
  const servers = page.getByRole('region', { name: 'Your servers' });
  await expect(servers.getByRole('link', { name: 'The Lounge', exact: true })).toBeVisible();
  await expect(servers.getByText('Last opened')).toHaveCount(0);
  // Their own opening is theirs to see.
  await page.goto('/lounge');
  await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible();
  await page.goto('/home');
  await expect(servers.getByRole('listitem').first()).toContainText('Last opened');
});

test('a command pressed on the last-known screen does what the live state says', async ({
  page,
}) => {
  await firstVisit(page);
  // While the person was away the player was paused elsewhere: the store still says playing.
  const { token } = await sessionCookies(page);
  const paused = await page.request.post('/api/action/pause/lounge', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(paused.ok()).toBe(true);
  const tracks = await holdRequests(page, /\/api\/track\/lounge\//);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
  });
  await page.goto('/lounge');
  const pause = page.getByRole('button', { name: 'Pause', exact: true }).first();
  await expect(pause).toBeVisible();
  await expect(page.locator(NOTICE)).toBeVisible();
  // The stale picture's Pause waits for the server: pressing it sends nothing.
  await expect(pause).toBeDisabled();
  await pause.click({ force: true });
  expect(sent.filter((path) => path.startsWith('/api/action/'))).toEqual([]);
  await tracks.release();
  // The live state is paused: its command is Resume, and it is what goes over the wire.
  const resume = page.getByRole('button', { name: 'Resume', exact: true }).first();
  await expect(resume).toBeEnabled();
  await resume.click();
  await expect
    .poll(() => sent.filter((path) => path.startsWith('/api/action/')))
    .toEqual(['/api/action/resume/lounge']);
});
