import { expect as baseExpect, test } from './support/test';
import { signInAs } from './support/sign-in';

// The dev server compiles the lazy admin chunk on first use and CI machines are busy.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test('kick asks first, removes the membership, and "Pick one" adds it back', async ({ page }) => {
  await signInAs(page, 'root admin', { landOn: '/admin/users/6' });
  await expect(page.getByRole('heading', { name: 'Kofi (3141)' })).toBeVisible();
  const basement = page.getByRole('table', { name: 'Permissions on Basement' });
  await expect(basement).toBeVisible();

  // Cancel keeps the user.
  await basement.getByRole('button', { name: 'Kick', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to kick this user?');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(basement).toBeVisible();

  await basement.getByRole('button', { name: 'Kick', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(basement).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Permissions on The Lounge' })).toBeVisible();
  await expect(basement).toHaveCount(0);

  // The instance's member list no longer has him either.
  await page.goto('/admin/instances/basement');
  const members = page.getByRole('table', { name: 'Users of this instance' });
  await expect(members.getByText('Maya (7777)')).toBeVisible();
  await expect(members.getByText('Kofi (3141)')).toHaveCount(0);

  // Back on his page, the dropdown offers Basement again and adds him with no permissions.
  await page.goto('/admin/users/6');
  await page.getByRole('combobox', { name: 'Add to server' }).click();
  await page.getByRole('option', { name: 'Basement' }).click();
  await expect(basement).toBeVisible();
  await expect(basement.getByRole('checkbox', { checked: true })).toHaveCount(0);
});

test('kick from the instance page’s users table', async ({ page }) => {
  await signInAs(page, 'root admin', { landOn: '/admin/instances/study-hall' });
  const members = page.getByRole('table', { name: 'Users of this instance' });
  await expect(members.getByText('Sven (2718)')).toBeVisible();
  await members.getByRole('button', { name: 'Kick Sven (2718)', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(members.getByText('Sven (2718)')).toHaveCount(0);
  await members.getByRole('link', { name: 'Manage DJ Nova (4242)' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/2$/);
});
