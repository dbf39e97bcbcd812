/**
 * One screenshot test per story, theme and width, against the static Storybook. Everything that
 * could change between two runs is pinned here: clock, Math.random, motion, fonts, network
 * images, viewport and device scale factor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
  expect,
  test as base,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import {
  inThemes,
  parseThemeShard,
  snapshotCases,
  type IndexEntry,
  type SnapshotSet,
} from './snapshot-cases';
import { BASELINE_DIR, FIXED_TIME, STATIC_DIR } from './visual-settings';

const index = JSON.parse(readFileSync(`${STATIC_DIR}/index.json`, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const set: SnapshotSet = process.env.VISUAL_SET === 'ci' ? 'ci' : 'full';
// Grouped by theme and language (stable within a group): a worker's page is loaded again only
// when those change (see `storyPage` below), so a group's shots follow one another.
const globalsOf = (snapshot: { themeId: string; locale: string }) =>
  `${snapshot.themeId};${snapshot.locale}`;
const cases = inThemes(
  snapshotCases(Object.values(index.entries), set),
  parseThemeShard(process.env.VISUAL_THEMES),
).sort((a, b) => globalsOf(a).localeCompare(globalsOf(b)));

/**
 * The page's first script, before any story code: nothing stored by an earlier shot in this
 * context, and mulberry32 with a fixed seed in place of Math.random. (Playwright sends the
 * function's source alone: everything it uses is inside it.)
 */
function freshStart() {
  localStorage.clear();
  sessionStorage.clear();
  let state = 0x2f6b_1d3a;
  (window as unknown as { __reseedRandom: () => void }).__reseedRandom = () => {
    state = 0x2f6b_1d3a;
  };
  Math.random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Counts image requests still on the wire. Radix's Avatar loads its picture with `new Image()`
 * (not in `document.images`) and swaps the initials for it when it arrives, so the picture waits
 * for every image request to end, loaded or failed.
 */
function trackImageRequests(page: Page) {
  let pending = 0;
  const isImage = (request: Request) => request.resourceType() === 'image';
  page.on('request', (request) => {
    if (isImage(request)) pending += 1;
  });
  const settled = (request: Request) => {
    if (isImage(request)) pending -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return () => pending;
}

/** Resolves once Storybook has rendered the story and its play function has finished. */
async function waitForStory(page: Page, storyId: string, pendingImages: () => number) {
  await page.waitForFunction((id) => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
      }
    ).__STORYBOOK_PREVIEW__;
    if (preview?.currentRender?.id !== id) return false;
    const phase = preview.currentRender.phase;
    if (phase === 'errored' || document.body.classList.contains('sb-show-errored')) {
      throw new Error(document.querySelector('#error-message')?.textContent ?? 'story errored');
    }
    return phase === 'completed' || phase === 'finished';
  }, storyId);
  await page.evaluate(() => document.fonts.ready);
  // Lazy images load or not depending on scrolling, and a virtual list mounts more rows (more
  // images) a frame or two after the play function ends: make every image eager and wait until
  // two looks a frame apart find the same images, all loaded or failed, and nothing on the wire.
  let lastCount = -1;
  await expect
    .poll(
      async () => {
        const { count, incomplete } = await page.evaluate(async () => {
          for (const image of document.images) image.loading = 'eager';
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          const images = [...document.images];
          return { count: images.length, incomplete: images.filter((i) => !i.complete).length };
        });
        const settled = count === lastCount && incomplete === 0 && pendingImages() === 0;
        lastCount = count;
        return settled;
      },
      { timeout: 15_000, intervals: [50] },
    )
    .toBe(true);
  await page.evaluate(async () => {
    // Loaded is not yet drawn: covers decode asynchronously (`decoding="async"`), and on a busy
    // machine a loaded cover could still be blank in the shot. Wait for every decode.
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    // A task for the image's load handler to set state, then two frames so it has painted.
    await new Promise((done) => setTimeout(done, 50));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/**
 * The area to capture: the story's own elements plus anything it portalled to <body> (dialogs,
 * menus, tooltips, toasts), not the whole page.
 */
async function storyArea(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('#storybook-root');
    const portalled = [...document.body.children].filter(
      (element) =>
        !element.matches('#storybook-root, #storybook-docs, script, .sb-wrapper, .sb-preparing') &&
        !element.className.toString().startsWith('sb-'),
    );
    const rects = [...(root?.children ?? []), ...portalled]
      .flatMap((element) => [element, ...element.querySelectorAll('*')])
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0);
    if (rects.length === 0) return null;
    // A margin so focus rings and shadows just outside the boxes are in the picture.
    const margin = 8;
    const left = Math.max(0, Math.floor(Math.min(...rects.map((rect) => rect.left)) - margin));
    const top = Math.max(0, Math.floor(Math.min(...rects.map((rect) => rect.top)) - margin));
    const right = Math.ceil(Math.max(...rects.map((rect) => rect.right)) + margin);
    const bottom = Math.ceil(Math.max(...rects.map((rect) => rect.bottom)) + margin);
    return {
      x: left + window.scrollX,
      y: top + window.scrollY,
      width: Math.min(right, document.documentElement.scrollWidth) - left,
      // Long lists (a 1,000-track queue) are cut at 4,000 px: the top shows the look, and the
      // baseline stays small.
      height: Math.min(bottom, document.documentElement.scrollHeight, top + 4000) - top,
    };
  });
}

/** A worker's page, kept from shot to shot while the globals (theme, language) stay the same. */
interface StoryPage {
  page: Page;
  pendingImages: () => number;
  globals: string;
  /** The story on the page. */
  storyId: string;
  /** False while a shot is under way: a shot that failed half-way leaves the next a fresh load. */
  clean: boolean;
}

/** This worker's page (each worker is a process of its own). */
let held: StoryPage | undefined;

/**
 * One page per worker, loaded once per theme and language: from one shot to the next Storybook
 * is asked to render the next story (as its test runner does), instead of loading and compiling
 * its preview again (about 1.3 s of a two-core machine per shot). What a story could leave
 * behind is cleared before the next: local and session storage, cookies, the seed of
 * Math.random and the scroll position; Storybook unmounts the previous story itself.
 */
const test = base.extend<{ storyPage: StoryPage }, { storyContext: BrowserContext }>({
  storyContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'dark',
        locale: 'en-GB',
        timezoneId: 'UTC',
      });
      // Date.now() and new Date() stand still (the mock backend's players read this clock);
      // timers keep running so SWR, MSW and play functions work.
      await context.clock.setFixedTime(FIXED_TIME);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ storyContext }, provide) => {
    let current = held;
    if (!current || !current.clean) {
      await current?.page.close();
      const page = await storyContext.newPage();
      // Only the static Storybook answers: a story that reaches for a CDN image gets the same
      // broken-image box on every machine instead of whatever the network gives.
      const origin = new URL(test.info().project.use.baseURL ?? '').origin;
      await page.route(
        (url) => url.origin !== origin,
        (route) => route.abort(),
      );
      await page.addInitScript(freshStart);
      current = {
        page,
        pendingImages: trackImageRequests(page),
        globals: '',
        storyId: '',
        clean: true,
      };
      held = current;
    }
    current.clean = false;
    await provide(current);
  },
});

test.describe.configure({ mode: 'parallel' });

// A baseline whose story was renamed or removed would sit in the repository unchecked: the full
// set (or one shard of themes) lists every PNG it does not shoot.
if (set === 'full') {
  test('every baseline belongs to a shot', () => {
    const shot = new Set(cases.map((snapshot) => `${snapshot.baseline}.png`));
    const themeIds = new Set(cases.map((snapshot) => snapshot.themeId));
    const stale = readdirSync(BASELINE_DIR, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.png') && themeIds.has(file.split('/')[0] ?? ''))
      .filter((file) => !shot.has(file));
    expect(stale, 'baselines of no story: delete them').toEqual([]);
  });
}

for (const snapshot of cases) {
  const title = `${snapshot.label} [${snapshot.themeLabel}, ${snapshot.width}px]`;
  test(title, async ({ storyPage }) => {
    test
      .info()
      .annotations.push(
        { type: 'story', description: snapshot.label },
        { type: 'theme', description: snapshot.themeLabel },
        { type: 'width', description: String(snapshot.width) },
        { type: 'baseline', description: snapshot.baseline },
      );
    const { page, pendingImages } = storyPage;
    await page.setViewportSize({ width: snapshot.width, height: snapshot.height });
    // The width comes from the page's viewport; theme and language from the globals Chromatic sets.
    const globals = `theme:${snapshot.themeId};locale:${snapshot.locale}`;
    // Storybook keeps the story it shows when asked for it again (its play function already ran
    // at the last width): the same story at another width is a fresh load.
    await page.context().clearCookies();
    if (storyPage.globals === globals && storyPage.storyId !== snapshot.storyId) {
      await page.evaluate(async (storyId) => {
        // A new width reaches the page's resize listeners (a phone-layout store) a frame later:
        // the next story must not render with the last one's layout.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        localStorage.clear();
        sessionStorage.clear();
        (window as unknown as { __reseedRandom: () => void }).__reseedRandom();
        window.scrollTo(0, 0);
        (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, value: object) => void };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }, snapshot.storyId);
    } else {
      await page.goto(`/iframe.html?id=${snapshot.storyId}&viewMode=story&globals=${globals}`);
      storyPage.globals = globals;
    }
    storyPage.storyId = snapshot.storyId;
    await waitForStory(page, snapshot.storyId, pendingImages);
    const clip = await storyArea(page);
    await expect(page).toHaveScreenshot(
      [
        ...snapshot.baseline.split('/').slice(0, -1),
        `${snapshot.storyId}--${snapshot.viewport}.png`,
      ],
      {
        ...(clip ? { clip } : {}),
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
      },
    );
    storyPage.clean = true;
  });
}
