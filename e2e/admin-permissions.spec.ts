import { expect as baseExpect, test } from './support/test';
import { signInAs } from './support/sign-in';

// The dev server compiles the lazy admin chunk on first use and CI machines are busy.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * Root grants the listener web:instance:restart on The Lounge and the listener's open instance
 * page gains the options menu with Restart; revoking takes it away again. Then grant all and
 * revoke all move every box.
 */
test('a granted permission appears on the listener’s instance page and goes when revoked', async ({
  world,
}) => {
  const adminContext = await world.newContext();
  const listenerContext = await world.newContext();
  const admin = await adminContext.newPage();
  const listener = await listenerContext.newPage();
  await signInAs(admin, 'root admin');
  await signInAs(listener, 'listener', { landOn: '/lounge' });
  const options = listener.getByRole('button', { name: 'Instance options', exact: true });
  await expect(listener.getByRole('heading', { name: 'The Lounge' }).first()).toBeVisible();
  await expect(options).toHaveCount(0);

  await admin.goto('/admin/users/3');
  await expect(admin.getByRole('heading', { name: 'Profile' })).toBeVisible();
  const lounge = admin.getByRole('table', { name: 'Permissions on The Lounge' });
  const restart = lounge
    .getByRole('group', { name: /^instance permissions/ })
    .getByRole('checkbox', { name: 'restart' });
  await expect(restart).not.toBeChecked();

  await restart.click();
  await expect(restart).toBeChecked();
  await expect(options).toBeVisible({ timeout: 10_000 });
  await options.click();
  await expect(listener.getByRole('menuitem', { name: 'Restart' })).toBeVisible();
  await listener.keyboard.press('Escape');

  await restart.click();
  await expect(restart).not.toBeChecked();
  await expect(options).toHaveCount(0, { timeout: 10_000 });

  // Grant all ticks every box (and survives a reload); revoke all clears them.
  await lounge.getByRole('button', { name: 'Grant all', exact: true }).click();
  await expect(lounge.getByRole('checkbox', { checked: false })).toHaveCount(0);
  await admin.reload();
  await expect(lounge.getByRole('checkbox', { checked: false })).toHaveCount(0);
  await expect(lounge.getByRole('checkbox', { checked: true })).toHaveCount(26);
  await expect(options).toBeVisible({ timeout: 10_000 });
  await lounge.getByRole('button', { name: 'Revoke all', exact: true }).click();
  await expect(lounge.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(options).toHaveCount(0, { timeout: 10_000 });
});
