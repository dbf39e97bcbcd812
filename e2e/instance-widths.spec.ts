import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openLounge } from './instance-support';
import { serverState } from './support/server-state';
import { touchStroke } from './support/touch';

/**
 * Every feature of the instance page at every width: a phone journey with touch, a
 * laptop journey with the mouse, and a check at 360, 768, 1024 and 1440 px that each control is
 * on screen or one visible control away.
 */
test.setTimeout(180_000);

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

/** A touch drag as a finger does it: down on the handle, move in steps, lift (CDP touch events). */
async function touchDrag(page: Page, from: Locator, to: Locator) {
  // Playwright's checks without the tap: the handle is still and nothing lies over it (a toast
  // on its way out covered a phone's bottom rows and took the finger).
  await from.tap({ trial: true });
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  const x = start.x + start.width / 2;
  const y0 = start.y + start.height / 2;
  const y1 = end.y + 4;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
    });
  await touch('touchStart', y0);
  // A long-press before the move: what a finger on a handle does, and what a delay asks for.
  await page.waitForTimeout(400);
  for (let step = 1; step <= 16; step += 1) {
    await touch('touchMove', y0 + ((y1 - y0) * step) / 16);
    // A finger's pace, not a jump.
    await page.waitForTimeout(60);
  }
  // A finger rests on the spot before it lifts.
  await touch('touchMove', y1 - 2);
  await page.waitForTimeout(300);
  await touch('touchEnd', y1);
  await cdp.detach();
}

async function mouseDrag(page: Page, from: Locator, to: Locator) {
  await from.hover({ trial: true });
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, end.y + 4, { steps: 12 });
  await page.mouse.move(x, end.y + 2, { steps: 4 });
  await page.mouse.up();
}

/** Search from the header's Search button (the sheet below 1280 px), queue the first track. */
async function searchAndQueue(page: Page, input: 'touch' | 'mouse') {
  const before = (await serverState(page)).numTracks;
  const open = page.getByRole('button', { name: 'Search songs' });
  await (input === 'touch' ? open.tap() : open.click());
  const sheet = page.getByRole('dialog', { name: 'Search and lists' });
  const box = sheet.getByRole('searchbox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.fill('neon');
  const queue = sheet
    .getByRole('region', { name: 'Tracks' })
    .getByRole('button', { name: /^Queue / })
    .first();
  await expect(queue).toBeVisible({ timeout: 15_000 });
  await (input === 'touch' ? queue.tap() : queue.click());
  await expect(toast(page, 'Pushed to the queue')).toBeVisible();
  await expect.poll(async () => (await serverState(page)).numTracks).toBe(before + 1);
  // The next poll brings the new track into the page's queue.
  await expect(page.locator('[data-slot="queue-summary"]')).toContainText(`${before + 1} tracks`);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  // On a phone the toast lies over the foot of the queue until it times out.
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 20_000 });
}

/** Drags the third queued row above the first; the server's order follows. */
async function reorder(page: Page, input: 'touch' | 'mouse') {
  const rows = page.locator('[data-slot="queue-row"]');
  const moved = await rows.nth(2).getAttribute('data-id');
  // By id: a poll may re-render the list between reading the row and grabbing it.
  const handle = page
    .locator(`[data-slot="queue-row"][data-id="${moved}"]`)
    .locator('[data-slot="queue-drag-handle"]');
  await (input === 'touch'
    ? touchDrag(page, handle, rows.nth(0))
    : mouseDrag(page, handle, rows.nth(0)));
  await expect(rows.nth(0)).toHaveAttribute('data-id', moved ?? '');
  await expect
    .poll(async () => (await serverState(page)).queuedIds[0], { timeout: 10_000 })
    .toBe(moved);
}

/**
 * Below 640 px a row's Play next and Remove sit in its menu ("More actions for …"), not inline:
 * play the fourth row next, then remove the new fourth, each from its menu; the server follows.
 */
async function rowMenu(page: Page) {
  const rows = page.locator('[data-slot="queue-row"]');
  const act = async (index: number, item: string, message: string) => {
    const id = (await rows.nth(index).getAttribute('data-id')) ?? '';
    // By id: a poll may re-render the list between reading the row and tapping it.
    const row = page.locator(`[data-slot="queue-row"][data-id="${id}"]`);
    const title = (await row.locator('[data-slot="queue-row-title"]').textContent()) ?? '';
    await expect(row.getByRole('button', { name: `Play ${title} next` })).toBeHidden();
    await expect(row.getByRole('button', { name: `Remove ${title} from the queue` })).toBeHidden();
    await row.getByRole('button', { name: `More actions for ${title}` }).tap();
    const menu = page.getByRole('menu', { name: `More actions for ${title}` });
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: item }).tap();
    await expect(menu).toBeHidden();
    await expect(toast(page, message)).toBeVisible();
    return id;
  };
  const next = await act(3, 'Play next', 'Moved to the top of the queue');
  await expect
    .poll(async () => (await serverState(page)).queuedIds[0], { timeout: 10_000 })
    .toBe(next);
  const removed = await act(3, 'Remove from the queue', 'Track removed from queue');
  await expect
    .poll(async () => (await serverState(page)).queuedIds.includes(removed), { timeout: 10_000 })
    .toBe(false);
  await expect(page.locator(`[data-slot="queue-row"][data-id="${removed}"]`)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 20_000 });
}

async function lyricsAndVolume(page: Page, input: 'touch' | 'mouse') {
  const lyricsTab = page.getByRole('tab', { name: 'Lyrics' });
  await (input === 'touch' ? lyricsTab.tap() : lyricsTab.click());
  // The world is this test's own, so the seeded track and its synced lyrics are still playing.
  const panel = page.getByRole('tabpanel', { name: 'Lyrics' });
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-slot="lyrics-line"][aria-current="true"]')).toHaveCount(1);

  const controlsTab = page.getByRole('tab', { name: 'Controls' });
  await (input === 'touch' ? controlsTab.tap() : controlsTab.click());
  const before = (await serverState(page)).volume;
  // The Controls tab's slider (from 1024 px the player bar has a volume of its own).
  const track = page
    .getByRole('tabpanel', { name: 'Controls' })
    .locator('[data-slot="slider-field"]')
    .filter({ hasText: 'Volume' });
  const slider = track.locator('[data-slot="slider"]');
  await expect(slider).toBeVisible();
  const box = (await slider.boundingBox())!;
  // A finger-sized target: the whole row the slider sits in is at least 44 px tall on touch.
  if (input === 'touch') expect(box.height).toBeGreaterThanOrEqual(44);
  // A value away from the current one: the journeys (and their repeats) share one mock server.
  const preferred = input === 'touch' ? 30 : 70;
  const target = Math.abs(before - preferred) > 10 ? preferred : 100 - preferred;
  const at = { x: box.x + (box.width * target) / 100, y: box.y + box.height / 2 };
  // A finger moves a slider by a horizontal drag only (a tap sets nothing: e2e/phone-thumb.spec.ts).
  if (input === 'touch') {
    const from = box.x + box.width * (target > before ? 0.02 : 0.98);
    await touchStroke(page, { x: from, y: at.y }, at);
  } else await page.mouse.click(at.x, at.y);
  // A drag may send values on its way; the one that stays is where the finger or click ended.
  await expect
    .poll(async () => Math.abs((await serverState(page)).volume - target), { timeout: 10_000 })
    .toBeLessThanOrEqual(3);
}

test.describe('phone, 390 × 844 with touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('sign in, open a server, search and queue, reorder by touch, row menu, lyrics, volume', async ({
    page,
  }) => {
    await openLounge(page, 'touch');
    // The phone player: title, artists and seek bar above the fold, the queue one tap away.
    const card = page.getByRole('region', { name: 'Now playing' });
    await expect(card.getByRole('slider', { name: 'Track progress' })).toBeInViewport();
    await expect(page.getByRole('tab', { name: 'Queue', selected: true })).toBeInViewport();
    await searchAndQueue(page, 'touch');
    await reorder(page, 'touch');
    await rowMenu(page);
    await lyricsAndVolume(page, 'touch');
  });
});

test.describe('a phone turned on its side, with a screen reader or a keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a row action keeps the focus as the row swaps its menu for its buttons and back', async ({
    page,
  }) => {
    await openLounge(page, 'mouse');
    const row = page.locator('[data-slot="queue-row"]').nth(1);
    const title = (await row.locator('[data-slot="queue-row-title"]').textContent()) ?? '';
    const menu = row.getByRole('button', { name: `More actions for ${title}` });
    const remove = row.getByRole('button', { name: `Remove ${title} from the queue` });
    const playNext = row.getByRole('button', { name: `Play ${title} next` });
    // Below 640 px the row has its menu; on its side (844 px) its own buttons.
    await menu.focus();
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(playNext).toBeFocused();
    await remove.focus();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(menu).toBeFocused();
    // Back on its side: the same action the person had, not the first.
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Track removed from queue')).toBeVisible();
  });
});

test.describe('laptop, 1024 × 768 with the mouse', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('sign in, open a server, search and queue, reorder by drag, lyrics, volume', async ({
    page,
  }) => {
    await openLounge(page, 'mouse');
    await searchAndQueue(page, 'mouse');
    await reorder(page, 'mouse');
    await lyricsAndVolume(page, 'mouse');
  });
});

/**
 * What must be reachable on the instance page: each target is visible, or one visible control
 * (a tab, the Search button) shows it.
 */
const features: { name: string; target: (page: Page) => Locator; via?: string[] }[] = [
  { name: 'player controls', target: (p) => p.getByRole('group', { name: 'Player controls' }) },
  { name: 'instance options', target: (p) => p.getByRole('button', { name: 'Instance options' }) },
  {
    name: 'queue',
    target: (p) => p.getByRole('list', { name: 'Queued tracks' }),
    via: ['tab:Queue'],
  },
  {
    name: 'lyrics',
    target: (p) => p.getByRole('tabpanel', { name: 'Lyrics' }),
    via: ['tab:Lyrics'],
  },
  {
    name: 'audio controls',
    target: (p) => p.getByRole('group', { name: 'Presets' }),
    via: ['tab:Controls'],
  },
  {
    name: 'activity',
    target: (p) => p.getByRole('list', { name: 'Activity' }),
    via: ['tab:Activity'],
  },
  {
    name: 'search',
    target: (p) => p.getByRole('searchbox', { name: 'Search' }),
    via: ['button:Search songs'],
  },
  {
    name: 'Most Popular',
    target: (p) => p.getByText('Most Popular', { exact: true }),
    via: ['button:Search songs'],
  },
  {
    name: 'Recently Played',
    target: (p) => p.getByText('Recently Played', { exact: true }),
    via: ['button:Search songs'],
  },
  {
    name: 'Random',
    target: (p) => p.getByText('Random', { exact: true }),
    via: ['button:Search songs'],
  },
];

async function reachable(page: Page, feature: (typeof features)[number]) {
  // Any shown match: the player bar holds two "Player controls" groups, the mini player's
  // (hidden from 1024 px) first, and which one the page draws first depends on timing.
  const shownTarget = () => feature.target(page).filter({ visible: true }).first();
  // What the page shows itself may be in a part that arrives after the queue (the player bar is
  // a lazy chunk): waited for, not read at once.
  if (!feature.via) {
    return shownTarget()
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
  }
  if (await shownTarget().isVisible()) return true;
  for (const way of feature.via ?? []) {
    const [role, name] = way.split(':') as ['tab' | 'button', string];
    const control = page.getByRole(role, { name, exact: true });
    if (!(await control.isVisible())) continue;
    await control.click();
    // A tab's panel may be a lazy chunk (the Activity tab is React.lazy): give it time to arrive.
    const shown = await shownTarget()
      .waitFor({ state: 'visible', timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (role === 'button') await page.keyboard.press('Escape');
    if (shown) return true;
  }
  return false;
}

for (const width of [360, 768, 1024, 1440]) {
  test(`every control of the instance page is reachable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openLounge(page, 'mouse');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);

    // Every control in the page is drawn inside the window's width, with a size.
    const offscreen = await page.locator('main').evaluate((main) =>
      [
        ...main.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [role="slider"], [role="tab"], [tabindex="0"]',
        ),
      ]
        // Inactive tab panels are `hidden`: not on the page, so nothing to reach there.
        .filter((element) => element.checkVisibility())
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return (
            box.width === 0 ||
            box.height === 0 ||
            box.left < 0 ||
            box.right > window.innerWidth + 0.5
          );
        })
        .map(
          (element) =>
            element.getAttribute('aria-label') ||
            element.textContent ||
            element.outerHTML.slice(0, 160),
        ),
    );
    expect(offscreen, 'controls outside the window').toEqual([]);

    const unreachable: string[] = [];
    for (const feature of features) {
      if (!(await reachable(page, feature))) unreachable.push(feature.name);
    }
    expect(unreachable, `not reachable at ${width} px`).toEqual([]);
  });
}
