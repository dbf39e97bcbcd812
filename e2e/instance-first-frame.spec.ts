import { expect, test } from './support/test';
import { signInAs } from './support/sign-in';

// A phone in a voice call (issue #32): the first frame of an instance page is its header and the
// player; the lower part (tabs, queue, search, player bar) is a chunk of its own drawn after it.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.setTimeout(120_000);

/** When each part first enters the page (performance.now), recorded in the page itself. */
function recordArrivals() {
  const seen: Record<string, number> = {};
  (window as unknown as { __arrivals: Record<string, number> }).__arrivals = seen;
  const parts = {
    player: '[data-slot="player-section"] [data-slot="now-playing-card"]',
    tabs: '[data-slot="instance-tabs"]',
  };
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(parts)) {
      if (seen[name] === undefined && document.querySelector(selector)) {
        seen[name] = performance.now();
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

test('on a phone the player is drawn first, then the tabs and the queue below it', async ({
  page,
}) => {
  await signInAs(page, 'DJ');
  await page.addInitScript(recordArrivals);
  await page.goto('/lounge');
  const player = page.getByRole('group', { name: 'Player controls' });
  await expect(player).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible({ timeout: 30_000 });
  const arrivals = await page.evaluate(
    () => (window as unknown as { __arrivals: Record<string, number> }).__arrivals,
  );
  // Not one frame: the tabs come in a later task, after the player's frame.
  expect(arrivals.player).toBeDefined();
  expect(arrivals.player ?? Infinity).toBeLessThan(arrivals.tabs ?? -Infinity);
  // Nothing above moved when the lower part arrived: the player is where it was drawn.
  const box = await player.boundingBox();
  await page.waitForTimeout(500);
  expect(await player.boundingBox()).toEqual(box);
});

test('when the lower part cannot be fetched, the page says so instead of staying half drawn', async ({
  page,
}) => {
  await signInAs(page, 'DJ');
  // The lower part's module (its own chunk in a build; a module of its own in dev).
  await page.route(/lower-part/, (route) => route.abort('internetdisconnected'));
  await page.goto('/lounge');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
});

test.describe('at 1440 px, where search and the lists sit in an aside', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test("the player's and the queue's column keeps its width from the first frame", async ({
    page,
  }) => {
    // Each frame's width of the column, from the page's first frame on: the aside's code came
    // after the queue's, and the column narrowed by 344 px under a pointer about to press "Save
    // queue…", which the header's wrap had moved 76 px down.
    await page.addInitScript(() => {
      const widths: number[] = [];
      (window as unknown as { __widths: number[] }).__widths = widths;
      const frame = () => {
        const column = document.querySelector('[data-slot="instance-page"] > div');
        const width = column?.getBoundingClientRect().width;
        if (width !== undefined && widths[widths.length - 1] !== width) widths.push(width);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await signInAs(page, 'DJ', { landOn: '/study-hall' });
    await expect(page.getByRole('complementary', { name: 'Search and lists' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible({ timeout: 30_000 });
    const widths = await page.evaluate(
      () => (window as unknown as { __widths: number[] }).__widths,
    );
    expect(widths).toHaveLength(1);
  });
});
