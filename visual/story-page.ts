/**
 * A worker's Storybook page, shared by the visual specs: loaded once per theme and language, and
 * from one test to the next Storybook is asked to render the next story (as its test runner
 * does) instead of loading and compiling its preview again (about 1.3 s of a two-core machine
 * per story). What a story could leave behind is cleared before the next: local and session
 * storage, cookies, the seed of Math.random and the scroll position; Storybook unmounts the
 * previous story itself. A test that fails half-way leaves the next one a fresh load.
 */
import { test as base, type BrowserContext, type Page, type Request } from '@playwright/test';
import { FIXED_TIME } from './visual-settings';

/**
 * The page's first script, before any story code: nothing stored by an earlier story in this
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
 * (not in `document.images`) and swaps the initials for it when it arrives, so a shot waits
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

export interface StoryPage {
  page: Page;
  /** Image requests still on the wire. */
  pendingImages: () => number;
  /** The globals the page was loaded with ("theme:…;locale:…"). */
  globals: string;
  /** The story on the page. */
  storyId: string;
  /** False while a test is under way: one that fails half-way leaves the next a fresh load. */
  clean: boolean;
}

/** This worker's page (each worker is a process of its own). */
let held: StoryPage | undefined;

export const test = base.extend<{ storyPage: StoryPage }, { storyContext: BrowserContext }>({
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

/**
 * Shows `storyId` with `globals` ("theme:…;locale:…"): rendered in the page as it is when the
 * globals are the same, a fresh load otherwise. Storybook keeps the story it shows when asked
 * for it again (its play function already ran), so the same story again is a fresh load too.
 * Resolves once the story has rendered and its play function has finished.
 */
export async function showStory(storyPage: StoryPage, storyId: string, globals: string) {
  const { page } = storyPage;
  await page.context().clearCookies();
  if (storyPage.globals === globals && storyPage.storyId !== storyId) {
    await page.evaluate(async (id) => {
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
      ).__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, storyId);
  } else {
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=${globals}`);
    storyPage.globals = globals;
  }
  storyPage.storyId = storyId;
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
}
