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
