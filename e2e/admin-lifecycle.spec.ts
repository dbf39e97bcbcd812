import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { signInAs } from './support/sign-in';
import { expectReadableAtEveryWidth } from './support/readable';

// The dev server compiles the lazy admin chunk on first use and CI machines are busy.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** A laptop with a mouse: the row menu must work at 1024 × 768. */
test.use({ viewport: { width: 1024, height: 768 } });

/** Opens a row's menu with the mouse and returns it. */
async function openMenu(page: Page, trigger: Locator) {
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

const item = (menu: Locator, name: string) =>
  menu.getByRole('menuitem', { name: new RegExp(`^${name}`) });

test('stop and start through the row menu move the badge through stopping, offline, starting, running', async ({
  page,
  world,
}) => {
  await signInAs(page, 'root admin', { landOn: '/admin/instances' });
  const row = page.getByRole('row', { name: /Quiet Room/ });
  const badge = row.locator('[data-slot=power-badge]');
  await expect(badge).toHaveText('running');
  await expect(badge).toHaveAttribute('data-variant', 'success');
  // The list reads whole at every width before the journey goes on (back at 1440 px after).
  await expectReadableAtEveryWidth(page, '[data-slot=instances-table]', {
    minChars: 12,
    wholeSelector: '[role=columnheader], button, [data-slot=badge], [data-slot=resource-meter]',
    fitWidth: true,
  });
  await page.setViewportSize({ width: 1024, height: 768 });

  const actions = row.getByRole('button', { name: 'Actions for Quiet Room' });
  // Running and managed: start and up are off, the rest on; Logs is the panel in a new tab.
  let menu = await openMenu(page, actions);
  await expect(item(menu, 'Start')).toHaveAttribute('aria-disabled', 'true');
  await expect(item(menu, 'Up')).toHaveAttribute('aria-disabled', 'true');
  // Logs: the server panel in a new tab (the mock's stand-in panel in development).
  const [panel] = await Promise.all([page.waitForEvent('popup'), item(menu, 'Logs').click()]);
  await expect(panel.getByRole('heading', { name: 'Quiet Room', level: 1 })).toBeVisible();
  await expect(panel.getByLabel('Console log')).toBeVisible();
  await panel.close();
  menu = await openMenu(page, actions);
  await item(menu, 'Stop').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to stop this instance?');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(badge).toHaveText('stopping');
  await expect(badge).toHaveAttribute('data-variant', 'warning');
  // The bot takes a few seconds to stop: the test moves the world's clock past it.
  await world.advance(10_000);
  await expect(badge).toHaveText('offline');
  await expect(badge).toHaveAttribute('data-variant', 'error');

  menu = await openMenu(page, actions);
  await expect(item(menu, 'Stop')).toHaveAttribute('aria-disabled', 'true');
  await expect(item(menu, 'Kill')).toHaveAttribute('aria-disabled', 'true');
  await item(menu, 'Start').click();
  await expect(dialog).toContainText('Are you sure you want to start this instance?');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  // Focus comes back to the menu's trigger once the dialog closes.
  await expect(actions).toBeFocused();
  await expect(badge).toHaveText('starting');
  await world.advance(10_000);
  await expect(badge).toHaveText('running');

  // The Start command has answered (the menu's spinner is gone) before the person moves on.
  await expect(actions).not.toHaveAttribute('aria-busy', 'true');
  // Manage is the row's one button.
  await row.getByRole('link', { name: 'Manage Quiet Room' }).click();
  await expect(page).toHaveURL(/\/admin\/instances\/quiet-room$/);
});

test('the All instances menu asks about ALL instances; unmanaged rows read n/a', async ({
  page,
}) => {
  await signInAs(page, 'root admin', { landOn: '/admin/instances' });
  const bulk = page.locator('[data-slot=instances-bulk-row]');
  let menu = await openMenu(page, bulk.getByRole('button', { name: /All instances/ }));
  for (const off of ['View', 'Logs', 'Delete']) {
    await expect(item(menu, off)).toHaveAttribute('aria-disabled', 'true');
  }
  await item(menu, 'Restart').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to restart ALL instances?');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();

  // By keyboard: Enter opens the row menu, arrows move, Escape closes it.
  const garage = page.getByRole('row', { name: /Garage Band/ });
  await expect(garage.locator('[data-slot=power-badge]')).toHaveText('n/a');
  const trigger = garage.getByRole('button', { name: 'Actions for Garage Band' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  menu = page.getByRole('menu');
  await expect(item(menu, 'Up')).not.toHaveAttribute('aria-disabled');
  await expect(item(menu, 'Down')).toHaveAttribute('aria-disabled', 'true');
  await expect(item(menu, 'Delete')).not.toHaveAttribute('aria-disabled');
  // The first action that applies has focus; the arrows skip the ones that do not.
  await expect(item(menu, 'Up')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(menu, 'Delete')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();
});
