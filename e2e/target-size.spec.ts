import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signInAs } from './support/sign-in';

/**
 * Every pointer target is at least 24 × 24 CSS px (WCAG 2.2, 2.5.8 Target Size (Minimum)), or has
 * the criterion's spacing: a 24 px square centred on it overlaps no other target. Links inside a
 * sentence are the criterion's inline exception. Checked on each main screen at a desktop and a
 * phone width, as the root admin (who sees every control).
 */
test.setTimeout(180_000);

/**
 * The visible targets on the page (or in `scope`) that fail a size rule, each as "name (w×h)".
 * Measured once animations that end have ended (a sheet pops in at 96 % of its size).
 *
 * - `pointer`: at least 24 × 24 CSS px (WCAG 2.2, 2.5.8), or the criterion's spacing: a 24 px
 *   square centred on it overlaps no other target nor the square around another small one. A
 *   target whose centre is under the docked header or player bar is left to another scroll
 *   position (a queue row's checkbox beside the player bar met its "Show the full player").
 * - `finger`: 44 × 44 CSS px or more, or a hit area that large. Measured by
 *   where taps land, not by classes: a target drawn smaller passes only if `elementFromPoint` at
 *   the corners, edges and centre of the 44 px square around its centre all find it (so a
 *   pseudo-element's invisible extension counts, and one a neighbour covers does not). Only what
 *   is on screen at this scroll position is measured; a target partly scrolled out of its
 *   scrolling box, or a probe that meets the docked header or player bar, leaves that target to
 *   another scroll position.
 *
 * Links inside a sentence are the criterion's inline exception; a slider is pressed anywhere
 * along its root (Radix moves the thumb there), so the root is the target, not the thumb; a
 * target nested in another counts as the outer one.
 */
async function undersizedTargets(
  page: Page,
  rule: 'pointer' | 'finger',
  scope?: string,
): Promise<string[]> {
  return page.evaluate(
    async ({ rule, within }) => {
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      const root = within ? document.querySelector(within) : document.body;
      if (!root) return [`${within}: not found`];
      const selector = [
        'button',
        'a[href]',
        'input:not([type=hidden])',
        'select',
        'textarea',
        'summary',
        '[role=slider]',
        '[role=switch]',
        '[role=checkbox]',
        '[role=radio]',
        '[role=tab]',
        '[role=menuitem]',
        '[role=option]',
      ].join(',');
      // Visually hidden (sr-only) skip links are not pointer targets until focused.
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        const style = getComputedStyle(element);
        return style.visibility !== 'hidden' && style.pointerEvents !== 'none';
      };
      const inline = (element: Element) =>
        element.tagName === 'A' &&
        getComputedStyle(element).display === 'inline' &&
        (element.parentElement?.textContent ?? '').trim().length >
          (element.textContent ?? '').trim().length + 20;
      const asTarget = (element: Element) =>
        element.getAttribute('role') === 'slider'
          ? (element.closest('[data-slot="slider"], [data-slot="seek-bar"]') ?? element)
          : element;
      const targets = [
        ...new Set(
          [...root.querySelectorAll(selector)]
            .filter(
              (element) =>
                visible(element) && !inline(element) && !(element as HTMLButtonElement).disabled,
            )
            .map(asTarget),
        ),
      ];
      const outer = targets.filter(
        (element) => !targets.some((other) => other !== element && other.contains(element)),
      );
      const named = (element: Element, box: DOMRect) => {
        const name =
          element.getAttribute('aria-label') ??
          element.textContent?.trim().slice(0, 40) ??
          element.tagName;
        return `${name} (${Math.round(box.width)}×${Math.round(box.height)})`;
      };
      const small: string[] = [];
      const docked = '[data-docked-top], [data-docked-bottom]';
      // A target scrolled under a docked bar (the player bar) is out of a pointer's reach there:
      // the rows beside it in the list are measured, and it is when scrolled out from under it.
      const underDocked = (element: Element, box: DOMRect) => {
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return Boolean(hit?.closest(docked)) && !element.closest(docked);
      };

      if (rule === 'pointer') {
        const boxes = outer.map((element) => ({ element, box: element.getBoundingClientRect() }));
        const grown = (box: DOMRect) => {
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          return { left: x - 12, right: x + 12, top: y - 12, bottom: y + 12 };
        };
        const overlaps = (
          a: { left: number; right: number; top: number; bottom: number },
          b: { left: number; right: number; top: number; bottom: number },
        ) =>
          a.left < b.right - 0.5 &&
          b.left < a.right - 0.5 &&
          a.top < b.bottom - 0.5 &&
          b.top < a.bottom - 0.5;
        const undersized = (box: DOMRect) => box.width < 23.5 || box.height < 23.5;
        for (const { element, box } of boxes) {
          if (!undersized(box) || underDocked(element, box)) continue;
          const square = grown(box);
          const crowded = boxes.some(
            ({ element: other, box: otherBox }) =>
              other !== element &&
              (overlaps(square, otherBox) ||
                (undersized(otherBox) && overlaps(square, grown(otherBox)))),
          );
          if (crowded) small.push(named(element, box));
        }
        return small;
      }

      for (const element of outer) {
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const reach = 21;
        // Wholly on screen, or not measured here.
        if (y - reach < 0 || y + reach > innerHeight || x - reach < 0 || x + reach > innerWidth) {
          continue;
        }
        if (box.width >= 43.5 && box.height >= 43.5) continue;
        // Partly scrolled out of a box that scrolls (the search sheet's lists): not measured here.
        let clip = element.parentElement;
        while (clip && !/(auto|scroll)/.test(getComputedStyle(clip).overflowY)) {
          clip = clip.parentElement;
        }
        const seen = clip?.getBoundingClientRect();
        if (seen && (y - reach < seen.top || y + reach > seen.bottom)) continue;
        const probes = [-reach, 0, reach].flatMap((dx) =>
          [-reach, 0, reach].map((dy) => document.elementFromPoint(x + dx, y + dy)),
        );
        const behindDocked = probes.some((hit) => hit?.closest(docked) && !element.closest(docked));
        if (behindDocked) continue;
        if (probes.every((hit) => hit !== null && element.contains(hit))) continue;
        small.push(named(element, box));
      }
      return small;
    },
    { rule, within: scope },
  );
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px every pointer target is 24 × 24 or spaced as if it were`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'root admin');
    const screens: [string, () => Promise<void>][] = [
      ['/home', async () => {}],
      [
        '/lounge',
        () =>
          expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible({ timeout: 30_000 }),
      ],
      ['/settings', async () => {}],
      ['/download', async () => {}],
      ['/admin', async () => {}],
    ];
    const found: string[] = [];
    for (const [path, ready] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
        timeout: 30_000,
      });
      await ready();
      found.push(
        ...(await undersizedTargets(page, 'pointer')).map((target) => `${path}: ${target}`),
      );
    }
    expect(found).toEqual([]);
  });
}

/**
 * Most Popular, Recently Played and Random, each scrolled into view (in the page or in the
 * search sheet) and measured, so the covers that open a track are measured wherever they are.
 */
async function measureTrackLists(
  page: Page,
  where: string,
  measure: (where: string, scope?: string) => Promise<unknown>,
) {
  const lists = page.locator('[data-slot="track-list-card"]');
  await expect(lists.nth(2).locator('[data-slot="track-list-item"]').first()).toBeVisible({
    timeout: 15_000,
  });
  // A cover button on every list: without one there would be nothing to measure.
  await expect(lists.locator('li button[aria-label^="Open details of"]').first()).toBeVisible();
  for (let index = 0; index < 3; index += 1) {
    const list = lists.nth(index);
    // The scope is one CSS selector: this list, marked while it is measured.
    await list.evaluate((element) => element.setAttribute('data-measured', ''));
    const items = list.locator('[data-slot="track-list-item"]');
    for (const item of [items.first(), items.last()]) {
      await item.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await measure(`${where} list ${index + 1}`, '[data-measured]');
    }
    await list.evaluate((element) => element.removeAttribute('data-measured'));
  }
}

test.describe('a touch screen, 1366 × 1024 (a tablet in landscape: the lists in an aside)', () => {
  test.use({ viewport: { width: 1366, height: 1024 }, hasTouch: true, isMobile: true });

  test("the covers of the instance page's lists are 44 × 44 for a finger", async ({ page }) => {
    await signInAs(page, 'root admin', { landOn: '/lounge' });
    await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible({ timeout: 30_000 });
    const found: string[] = [];
    await measureTrackLists(page, '/lounge', async (where, scope) =>
      found.push(
        ...(await undersizedTargets(page, 'finger', scope)).map((target) => `${where}: ${target}`),
      ),
    );
    expect([...new Set(found)]).toEqual([]);
  });
});

test.describe('a touch screen, 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every tap target on the instance page, the drawer and the search sheet is 44 × 44 for a finger', async ({
    page,
  }) => {
    await signInAs(page, 'root admin', { landOn: '/lounge' });
    await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible({ timeout: 30_000 });
    const found: string[] = [];
    const measure = async (where: string, scope?: string) =>
      found.push(
        ...(await undersizedTargets(page, 'finger', scope)).map((target) => `${where}: ${target}`),
      );
    // The page from top to foot, a screen at a time (the mini player shows once the full
    // player scrolls away), and each tab's panel.
    for (const tab of ['Queue', 'Lyrics', 'Controls', 'Activity']) {
      await page.getByRole('tab', { name: tab }).tap();
      if (tab === 'Controls') {
        // The folded equalizer unfolded, to measure its sliders too.
        await page.locator('[data-slot="equalizer-toggle"]').tap();
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; top < height && top < 6 * 844; top += 600) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        await page.waitForTimeout(100);
        await measure(`/lounge ${tab} at ${top}`);
      }
    }
    // The mini player's volume panel (at the foot of the queue).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('tab', { name: 'Queue' }).tap();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const mini = page.getByRole('region', { name: 'Player' });
    await mini.getByRole('button', { name: 'Volume' }).tap();
    await measure('mini player volume', '[data-slot="player-bar"]');
    await page.keyboard.press('Escape');
    // A row's menu.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByRole('button', { name: /^More actions for / })
      .first()
      .tap();
    await expect(page.getByRole('menu')).toBeVisible();
    await measure('row menu', '[role="menu"]');
    await page.keyboard.press('Escape');
    // The drawer.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await measure('drawer', '[data-slot="app-layout-sheet"]');
    await page.keyboard.press('Escape');
    // The search sheet: its lists (Most Popular, Recently Played, Random: a cover opens its
    // track), a list at a time brought into view, then with results.
    await page.getByRole('button', { name: 'Search songs' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Search and lists' });
    await measureTrackLists(page, 'search sheet', measure);
    await sheet.getByRole('searchbox', { name: 'Search' }).fill('neon');
    await expect(sheet.getByRole('region', { name: 'Tracks' })).toBeVisible({ timeout: 15_000 });
    await measure('search sheet', '[data-slot="search-sheet"]');
    const once = new Map<string, string>();
    for (const entry of found) {
      const key = entry.replace(/^[^:]*: /, '');
      if (!once.has(key)) once.set(key, entry);
    }
    expect([...once.values()]).toEqual([]);
  });
});
