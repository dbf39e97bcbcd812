import { expect as baseExpect, test } from './support/test';
import { signInAs } from './support/sign-in';

// The dev server compiles the lazy admin chunk on first use and CI machines are busy.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test('stop and start move the badge through stopping, offline, starting, running', async ({
  page,
  world,
}) => {
  await signInAs(page, 'root admin');
  await page.goto('/admin/instances');
  const row = page.getByRole('row', { name: /Quiet Room/ });
  const badge = row.locator('[data-slot=power-badge]');
  await expect(badge).toHaveText('running');
  await expect(badge).toHaveAttribute('data-variant', 'success');
  // Running and managed: start and up are off, the rest on.
  await expect(row.getByRole('button', { name: 'Start Quiet Room', exact: true })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Up Quiet Room', exact: true })).toBeDisabled();
  const panel = row.getByRole('link', { name: /Logs Quiet Room/ });
  await expect(panel).toHaveAttribute('target', '_blank');

  await row.getByRole('button', { name: 'Stop Quiet Room', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to stop this instance?');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(badge).toHaveText('stopping');
  await expect(badge).toHaveAttribute('data-variant', 'warning');
  // The bot takes a few seconds to stop: the test moves the world's clock past it.
  await world.advance(10_000);
  await expect(badge).toHaveText('offline');
  await expect(badge).toHaveAttribute('data-variant', 'error');
  await expect(row.getByRole('button', { name: 'Stop Quiet Room', exact: true })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Kill Quiet Room', exact: true })).toBeDisabled();

  await row.getByRole('button', { name: 'Start Quiet Room', exact: true }).click();
  await expect(dialog).toContainText('Are you sure you want to start this instance?');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(badge).toHaveText('starting');
  await world.advance(10_000);
  await expect(badge).toHaveText('running');
});

test('bulk row asks about ALL instances; unmanaged rows read n/a', async ({ page }) => {
  await signInAs(page, 'root admin');
  await page.goto('/admin/instances');
  const bulk = page.getByRole('row', { name: /All instances/ });
  for (const off of ['View', 'Logs', 'Delete']) {
    await expect(
      bulk.getByRole('button', { name: `${off} all instances`, exact: true }),
    ).toBeDisabled();
  }
  await bulk.getByRole('button', { name: 'Restart all instances', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to restart ALL instances?');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();

  const garage = page.getByRole('row', { name: /Garage Band/ });
  await expect(garage.locator('[data-slot=power-badge]')).toHaveText('n/a');
  await expect(garage.getByRole('button', { name: 'Up Garage Band', exact: true })).toBeEnabled();
  await expect(
    garage.getByRole('button', { name: 'Down Garage Band', exact: true }),
  ).toBeDisabled();
  await expect(
    garage.getByRole('button', { name: 'Delete Garage Band', exact: true }),
  ).toBeEnabled();
});
