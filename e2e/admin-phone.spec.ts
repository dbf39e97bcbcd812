import { expect as baseExpect, test } from './support/test';
import { smallTapTargets, sidewaysScrolls } from './support/phone-checks';
import { signInAs } from './support/sign-in';

// The dev server compiles the lazy admin chunk on first use and CI machines are busy.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** A phone held upright, driven by touch: the admin cards at 390 × 844. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone each instance is a card; its menu and Manage work by touch', async ({
  page,
  world,
}) => {
  await signInAs(page, 'root admin', { landOn: '/admin/instances' });
  const card = page.getByRole('row', { name: /Basement/ });
  await expect(card.locator('[data-slot=power-badge]')).toHaveText('offline');
  // The third card: below the fold on a phone, where a thumb scrolls to it.
  await card.scrollIntoViewIfNeeded();
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
  await signInAs(page, 'root admin', { landOn: '/admin/users/3' });
  const lounge = page.getByRole('table', { name: 'Permissions on The Lounge' });
  const shuffle = lounge
    .getByRole('group', { name: /^queue permissions/ })
    .getByRole('checkbox', { name: 'Shuffle the queue' });
  await shuffle.scrollIntoViewIfNeeded();
  await expect(shuffle).not.toBeChecked();
  await shuffle.tap();
  await expect(shuffle).toBeChecked();
  await page.reload();
  await expect(shuffle).toBeChecked();
});

test('on a phone the users list is cards: nothing scrolls sideways, a tap anywhere opens a user', async ({
  page,
}) => {
  await signInAs(page, 'root admin', { landOn: '/admin/users' });
  const table = page.getByRole('table', { name: 'Users' });
  // Still a table's rows for a screen reader, each with its Manage link.
  const rows = table.getByRole('row').filter({ has: page.getByRole('link', { name: /^Manage / }) });
  await expect(rows.first()).toBeVisible();
  expect(await sidewaysScrolls(page)).toEqual([]);
  const count = await rows.count();
  expect(count).toBeGreaterThan(2);
  for (let index = 0; index < count; index++) {
    const row = rows.nth(index);
    await row.scrollIntoViewIfNeeded();
    const href = (await row.getByRole('link').getAttribute('href'))!;
    // Both dates are on the card, with their column's name.
    await expect(row).toContainText('Account Created');
    await expect(row).toContainText('Last Login');
    // A tap on the card's lower left (its dates, far from the Manage button) opens the user.
    const box = (await row.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.touchscreen.tap(box.x + 12, box.y + box.height - 10);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.goBack();
    await expect(rows.first()).toBeVisible();
  }
});

test('on a phone every tap target of a user page is 44 × 44 and the grid reads in words', async ({
  page,
}) => {
  await signInAs(page, 'root admin', { landOn: '/admin/users/3' });
  const lounge = page.getByRole('table', { name: 'Permissions on The Lounge' });
  const controls = lounge.getByRole('group', { name: /^controls permissions/ });
  // Human labels, the permission string beside each as secondary text.
  const skipOther = controls.getByRole('checkbox', { name: "Skip other people's tracks" });
  await expect(skipOther).toHaveAccessibleDescription('web:controls:skip-other');
  await expect(controls.getByText('web:controls:skip-other', { exact: true })).toBeVisible();
  await expect(
    lounge
      .getByRole('group', { name: /^instance permissions/ })
      .getByRole('checkbox', { name: 'Restart the bot' }),
  ).toBeVisible();
  await expect(controls.getByRole('checkbox', { name: 'Restart the track' })).toBeVisible();
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await sidewaysScrolls(page)).toEqual([]);
  // A tap anywhere in a box's 44 px area toggles that box, not a neighbour.
  const box = (await skipOther.boundingBox())!;
  await skipOther.scrollIntoViewIfNeeded();
  const again = (await skipOther.boundingBox())!;
  expect(again.width).toBe(box.width);
  await page.touchscreen.tap(again.x + again.width / 2 - 20, again.y + again.height / 2 + 20);
  await expect(skipOther).toBeChecked();
});

test("on a phone an instance's users are cards: Kick in reach, a tap opens the user", async ({
  page,
}) => {
  await signInAs(page, 'root admin', { landOn: '/admin/instances/lounge' });
  const table = page.getByRole('table', { name: 'Users of this instance' });
  const lena = table.getByRole('row', { name: /Lena Listener/ });
  await lena.scrollIntoViewIfNeeded();
  await expect(lena.getByRole('button', { name: 'Kick Lena Listener (1234)' })).toBeInViewport();
  expect(await sidewaysScrolls(page)).toEqual([]);
  const box = (await lena.boundingBox())!;
  await page.touchscreen.tap(box.x + 12, box.y + 12);
  await expect(page).toHaveURL(/\/admin\/users\/3$/);
});

test('on a phone a tap anywhere on an instance card opens it', async ({ page }) => {
  await signInAs(page, 'root admin', { landOn: '/admin/instances' });
  const card = page.getByRole('row', { name: /Basement/ });
  await expect(card.locator('[data-slot=power-badge]')).toBeVisible();
  expect(await sidewaysScrolls(page)).toEqual([]);
  // The third card: below the fold on a phone, where a thumb scrolls to it.
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  // The foot of the card, under the resource bars.
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height - 6);
  await expect(page).toHaveURL(/\/admin\/instances\/basement$/);
});
