import { expect, test } from './support/test';
import { signInAs } from './support/sign-in';

// The instance page's first frame: drawn whole, and a page that cannot load its code says so.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.setTimeout(120_000);

test('when the page code cannot be fetched, the page says so instead of staying half drawn', async ({
  page,
}) => {
  await signInAs(page, 'DJ');
  // The instance page's chunk (a module of its own in dev).
  await page.route(/instance-route/, (route) => route.abort('internetdisconnected'));
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
