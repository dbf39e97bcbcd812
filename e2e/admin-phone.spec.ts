import { expect as baseExpect, test } from './support/test';
import { signInAs } from './support/sign-in';

// The dev server compiles the lazy admin chunk on first use and CI machines are busy.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** A phone held upright, driven by touch (#21: the admin cards at 390 × 844). */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone each instance is a card; its menu and Manage work by touch', async ({
  page,
  world,
}) => {
  await signInAs(page, 'root admin');
  await page.goto('/admin/instances');
  const card = page.getByRole('row', { name: /Basement/ });
  await expect(card.locator('[data-slot=power-badge]')).toHaveText('offline');
  // A card, not a squeezed table row: the name, the badge and the bars are stacked inside it.
  const box = (await card.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  await expect(card.getByRole('meter', { name: 'Disk used' })).toBeInViewport();

  await card.getByRole('button', { name: 'Actions for Basement' }).tap();
  const menu = page.getByRole('menu');
  await expect(menu).toBeInViewport();
  await menu.getByRole('menuitem', { name: 'Start', exact: true }).tap();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to start this instance?');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).tap();
  await expect(card.locator('[data-slot=power-badge]')).toHaveText('starting');
  await world.advance(10_000);
  await expect(card.locator('[data-slot=power-badge]')).toHaveText('running');

  // The bulk row is one menu on a phone too.
  await page.getByRole('button', { name: /All instances/ }).tap();
  await page.getByRole('menuitem', { name: 'Kill', exact: true }).tap();
  await expect(dialog).toContainText('Are you sure you want to kill ALL instances?');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).tap();

  await card.getByRole('link', { name: 'Manage Basement' }).tap();
  await expect(page).toHaveURL(/\/admin\/instances\/basement$/);
  await expect(page.getByRole('heading', { name: 'Basement', level: 1 })).toBeVisible();
});

test('on a phone the permission grid is whole and its boxes toggle by touch', async ({ page }) => {
  await signInAs(page, 'root admin');
  await page.goto('/admin/users/3');
  const lounge = page.getByRole('table', { name: 'Permissions on The Lounge' });
  const shuffle = lounge
    .getByRole('group', { name: /^queue permissions/ })
    .getByRole('checkbox', { name: 'shuffle' });
  await shuffle.scrollIntoViewIfNeeded();
  await expect(shuffle).not.toBeChecked();
  await shuffle.tap();
  await expect(shuffle).toBeChecked();
  await page.reload();
  await expect(shuffle).toBeChecked();
});
