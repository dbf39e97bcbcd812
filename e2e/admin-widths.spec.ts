import { expect as baseExpect, test } from './support/test';
import { signInAs } from './support/sign-in';
import { expectReadableAtEveryWidth } from './support/readable';

// The dev server compiles the lazy admin chunk on first use and CI machines are busy.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

/**
 * The admin tables and the permission grid read whole at 360, 390, 768, 1024 and
 * 1440 px. A row's text may not be cut to fewer than 12 characters, labels (column heads,
 * permission names, badges, buttons) never at all, and no control sits outside its scroll box.
 */
const READABLE = {
  minChars: 12,
  wholeSelector:
    'th, [role=columnheader], label, legend, button, [data-slot=badge], [data-slot=resource-meter]',
  // Redesigned to fit: nothing of a row may need a sideways scroll to be read.
  fitWidth: true,
};

test('the instance list reads whole at every width', async ({ page }) => {
  await signInAs(page, 'root admin', { landOn: '/admin/instances' });
  const list = page.locator('[data-slot=instances-table]');
  await expect(list.getByText('Quiet Room')).toBeVisible();
  await expect(list.getByText('running').first()).toBeVisible();
  await expectReadableAtEveryWidth(page, '[data-slot=instances-table]', READABLE);
});

test('the permission grid and profile read whole at every width', async ({ page }) => {
  await signInAs(page, 'root admin', { landOn: '/admin/users/3' });
  await expect(page.getByRole('table', { name: 'Permissions on The Lounge' })).toBeVisible();
  await expectReadableAtEveryWidth(page, '[data-slot=user-servers-card]', READABLE);
  await expectReadableAtEveryWidth(page, '[data-slot=user-profile-card]', READABLE);
});

test('the user list reads whole at every width', async ({ page }) => {
  await signInAs(page, 'root admin', { landOn: '/admin/users' });
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  // Below 640 px each user is a card: it fits, nothing scrolls sideways.
  await expectReadableAtEveryWidth(page, '[data-slot=users-table]', READABLE);
});

test('the landing counts users and instances and links the one that is offline', async ({
  page,
}) => {
  await signInAs(page, 'root admin', { landOn: '/admin' });
  const attention = page.getByRole('list', { name: 'Instances that need attention' });
  await expect(attention.getByRole('listitem')).toHaveCount(1);
  await expect(attention.getByRole('listitem')).toContainText('Basement');
  await expect(attention.getByRole('listitem')).toContainText('offline');
  const counts = page.locator('[data-slot=admin-landing] p');
  await expect(counts.filter({ hasText: 'registered' })).toHaveText(/^\d+\s*registered$/);
  await expect(counts.filter({ hasText: /^\d+\s*instances$/ })).toHaveText(/^5\s*instances$/);
  // The Lounge, Study Hall and Quiet Room; Basement is offline, Garage Band not managed.
  await expect(counts.filter({ hasText: /running$/ })).toHaveText(/^3\s*running$/);
  await expectReadableAtEveryWidth(page, '[data-slot=admin-landing]', READABLE);
  await attention.getByRole('link', { name: 'Manage Basement' }).click();
  await expect(page).toHaveURL(/\/admin\/instances\/basement$/);
});
