import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { settled } from './support/settled';
import { signInAs } from './support/sign-in';

/**
 * Focus in sight (src/components/layout/use-focus-in-sight.ts) scrolls what the keyboard focuses
 * clear of the docked layers, and never moves the page under a press of the mouse: a person holds
 * the button down for a tenth of a second or so, and a page that scrolls between press and release
 * loses the click (the release lands on something else).
 */

/** How long a person holds the mouse button for a click. */
const PERSON_CLICK_MS = 150;

/** Scrolls the window so the bottom of the row's Manage link sits `gap` px above its foot. */
async function manageAtTheFoot(page: Page, gap: number, instance = 'Quiet Room') {
  const manage = page.getByRole('link', { name: `Manage ${instance}` });
  await manage.evaluate((link, room) => {
    const { bottom } = link.getBoundingClientRect();
    window.scrollBy({ top: bottom - (window.innerHeight - room), behavior: 'instant' });
  }, gap);
  return manage;
}

/**
 * A success toast at the window's foot, from restarting Quiet Room through its row menu, where it
 * has settled. Notifications stay until dismissed (setting 0), so the default 2.5 s cannot run
 * out on a busy machine before the test has looked.
 */
async function successToast(page: Page) {
  const row = page.getByRole('row', { name: /Quiet Room/ });
  await row.getByRole('button', { name: 'Actions for Quiet Room' }).click();
  await page.getByRole('menuitem', { name: /^Restart/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Success!' });
  await expect(toast).toBeVisible();
  await settled(toast);
  return toast;
}

/** Signs in as root, with notifications kept until dismissed, at `position`. */
async function openInstances(page: Page, position: string) {
  await signInAs(page, 'root admin');
  await page.addInitScript((chosen) => {
    localStorage.setItem('notificationTimeout', '0');
    localStorage.setItem('notificationPosition', chosen);
  }, position);
  await page.goto('/admin/instances');
  await expect(page.getByRole('row', { name: /Quiet Room/ })).toBeVisible();
}

test.use({ viewport: { width: 1024, height: 600 } });

/** The window's scroll after two frames: the focus hook acts in the frame after a focus move. */
async function scrollAfterFrames(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
      ),
  );
}

test('a click held like a person’s, on a link just above a toast, opens the link', async ({
  page,
}) => {
  // Bottom right: the toast lies under the rows' Manage links. A short window, so the page can
  // scroll both ways from where the link sits above the toast.
  await page.setViewportSize({ width: 1024, height: 420 });
  await openInstances(page, 'bottom-right');
  const toast = await successToast(page);
  const over = (await toast.boundingBox())!;
  // The link wholly in view, its foot 2 px above the toast: clickable, but inside the room that
  // keyboard focus keeps from a docked layer. Study Hall's, which has rows below it (at the
  // page's end, nothing could move it).
  const height = page.viewportSize()!.height;
  const manage = await manageAtTheFoot(page, height - over.y + 2, 'Study Hall');
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThan(
    await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
  );
  // Press and hold; the page must stay where the person pressed.
  const box = (await manage.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(PERSON_CLICK_MS);
  expect(await scrollAfterFrames(page), 'the page scrolled under the press').toBe(before);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/admin\/instances\/study-hall$/);
});

test('a link that Tab reaches under a toast at the foot scrolls clear of it', async ({ page }) => {
  await openInstances(page, 'bottom-right');
  const toast = await successToast(page);
  const over = (await toast.boundingBox())!;
  const manage = await manageAtTheFoot(page, 4);
  // Before the focus move the link's foot is under the toast.
  const start = (await manage.boundingBox())!;
  expect(start.y + start.height).toBeGreaterThan(over.y);
  // Back onto the link from the row menu's trigger, which the closed dialog gave focus to.
  await page.keyboard.press('Shift+Tab');
  await expect(manage).toBeFocused();
  await expect
    .poll(
      async () => {
        const link = await manage.boundingBox();
        return link ? link.y + link.height <= over.y : false;
      },
      { message: 'the focused link is still under the toast' },
    )
    .toBe(true);
});

test('a toast beside the link that Tab reaches leaves the page where it is', async ({ page }) => {
  // Bottom centre (the default): the toast lies beside the rows' Manage links, at their height.
  await openInstances(page, 'bottom-center');
  const toast = await successToast(page);
  const over = (await toast.boundingBox())!;
  const manage = await manageAtTheFoot(page, 12);
  const start = (await manage.boundingBox())!;
  expect(start.y + start.height).toBeGreaterThan(over.y);
  expect(start.x).toBeGreaterThan(over.x + over.width);
  const before = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Shift+Tab');
  await expect(manage).toBeFocused();
  expect(await scrollAfterFrames(page), 'the page scrolled for a toast that covers nothing').toBe(
    before,
  );
});
