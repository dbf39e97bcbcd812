/**
 * One screenshot test per story, theme and width, against the static Storybook. Everything that
 * could change between two runs is pinned here: clock, Math.random, motion, fonts, network
 * images, viewport and device scale factor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import {
  inThemes,
  parseThemeShard,
  snapshotCases,
  type IndexEntry,
  type SnapshotSet,
} from './snapshot-cases';
import { showStory, test } from './story-page';
import { BASELINE_DIR, STATIC_DIR } from './visual-settings';

const index = JSON.parse(readFileSync(`${STATIC_DIR}/index.json`, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const set: SnapshotSet = process.env.VISUAL_SET === 'ci' ? 'ci' : 'full';
// Grouped by theme and language (stable within a group): a worker's page is loaded again only
// when those change (`visual/story-page.ts`), so a group's shots follow one another.
const globalsOf = (snapshot: { themeId: string; locale: string }) =>
  `${snapshot.themeId};${snapshot.locale}`;
const cases = inThemes(
  snapshotCases(Object.values(index.entries), set),
  parseThemeShard(process.env.VISUAL_THEMES),
).sort((a, b) => globalsOf(a).localeCompare(globalsOf(b)));

/**
 * Resolves once the story's pictures are in: Storybook has rendered it and its play function
 * has finished (`showStory`); here every image has loaded or failed and been drawn.
 */
async function waitForImages(page: Page, pendingImages: () => number) {
  await page.evaluate(() => document.fonts.ready);
  // Lazy images load or not depending on scrolling, and a virtual list mounts more rows (more
  // images) a frame or two after the play function ends: make every image eager and wait until
  // two looks a frame apart find the same images, all loaded or failed, and nothing on the wire.
  let lastCount = -1;
  await expect
    .poll(
      async () => {
        const { count, incomplete } = await page.evaluate(async () => {
          for (const image of document.images) {
            if (image.loading === 'eager') continue;
            // Chromium counts a lazy image it has not fetched yet as `complete`; made eager and
            // its src set again (a relevant mutation even when unchanged), it is fetched now and
            // counts as incomplete until it has loaded or failed. Rows below the fold of a long
            // list were shot as empty tiles on a loaded machine without this.
            image.loading = 'eager';
            image.setAttribute('src', image.getAttribute('src') ?? '');
          }
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
    await showStory(
      storyPage,
      snapshot.storyId,
      `theme:${snapshot.themeId};locale:${snapshot.locale}`,
    );
    await waitForImages(page, pendingImages);
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
