import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { signInAs } from './support/sign-in';

/**
 * Every screen besides the instance page (which has its own width checks) at a phone's 360 px
 * and a desktop's 1440 px, signed in as root admin so every screen opens: nothing makes the page
 * scroll sideways (a wide table scrolls inside its own box), and every control is drawn inside
 * the window or sits in the menu sheet that the visible menu button opens.
 */
test.setTimeout(240_000);
// The dev server compiles each lazy screen on its first visit, on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const screens: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/home',
    ready: (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    path: '/settings',
    ready: (p) => expect(p.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible(),
  },
  {
    path: '/download',
    ready: (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    path: '/admin',
    ready: (p) => expect(p.getByRole('link', { name: 'Users', exact: true })).toBeVisible(),
  },
  {
    path: '/admin/users',
    ready: (p) => expect(p.getByRole('table', { name: 'Users' })).toBeVisible(),
  },
  {
    path: '/admin/users/3',
    ready: (p) => expect(p.getByText('Lena Listener').first()).toBeVisible(),
  },
  {
    path: '/admin/instances',
    ready: (p) => expect(p.getByRole('table', { name: 'Instances' })).toBeVisible(),
  },
  {
    path: '/admin/instances/lounge',
    ready: (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    path: '/admin/instances/create',
    ready: (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
];

async function problemsOn(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) found.push(`the page scrolls ${overflow} px sideways`);
    const controls = document.querySelectorAll<HTMLElement>(
      'main a[href], main button, main input, main select, main textarea, main [role="slider"], main [role="tab"], main [role="switch"], main [role="checkbox"], main [role="combobox"]',
    );
    for (const control of controls) {
      if (!control.checkVisibility()) continue;
      // A control inside a box that scrolls sideways (a wide table) is reached by scrolling it.
      let scroller = control.parentElement;
      while (
        scroller &&
        scroller !== document.body &&
        getComputedStyle(scroller).overflowX === 'visible'
      ) {
        scroller = scroller.parentElement;
      }
      const inScroller =
        scroller !== null && scroller !== document.body && scroller.tagName !== 'MAIN';
      const box = control.getBoundingClientRect();
      const outside = box.left < -0.5 || (box.right > window.innerWidth + 0.5 && !inScroller);
      if (box.width === 0 || box.height === 0 || outside) {
        found.push(
          `${control.tagName} "${control.getAttribute('aria-label') || control.textContent?.trim() || ''}" at ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
      }
    }
    return found;
  });
}

for (const width of [360, 1440]) {
  test(`every screen fits ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAs(page, 'root admin');
    const problems: string[] = [];
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.ready(page);
      problems.push(...(await problemsOn(page)).map((problem) => `${screen.path}: ${problem}`));
    }
    // The server list and account live behind the menu button on a phone: one tap away.
    if (width < 768) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expect(
        page.getByRole('dialog', { name: 'Menu' }).getByRole('link').first(),
      ).toBeInViewport();
    }
    expect(problems).toEqual([]);
  });
}
