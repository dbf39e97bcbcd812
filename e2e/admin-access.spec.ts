import { expect as baseExpect, test } from './support/test';
import { signInAs } from './support/sign-in';

// The dev server compiles the lazy admin chunk on first use and CI machines are busy.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const REFUSAL = "You don't have access to this section";

test('root admin finds the admin entry, the landing buttons and both lists', async ({ page }) => {
  await signInAs(page, 'root admin');
  await page.getByRole('link', { name: 'Admin', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  const users = page.getByRole('table', { name: 'Users' });
  for (const column of ['Discord Name', 'Account Created', 'Last Login']) {
    await expect(users.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(users.getByText('Lena Listener (1234)')).toBeVisible();
  // A list date: day ordinal, full month, year.
  await expect(users.getByText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/).first()).toBeVisible();
  // Newt never signed in to the dashboard.
  await expect(users.getByRole('row', { name: /Newt Newcomer/ })).toContainText('Never');

  await page.goBack();
  await page.getByRole('link', { name: 'Instances', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/instances$/);
  const instances = page.getByRole('table', { name: 'Instances' });
  for (const column of ['Name', 'State', 'Resources', 'Actions']) {
    await expect(instances.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(instances.getByRole('row', { name: /Garage Band/ })).toContainText('n/a');
});

test('root admin: a user or instance the server does not have is not found, with a way back', async ({
  page,
}) => {
  await signInAs(page, 'root admin', { landOn: '/admin/users/99999' });
  const missing = page.getByRole('alert');
  await expect(missing).toContainText('Not found');
  await expect(missing).toContainText('There is no user with the id "99999".');
  await expect(page.getByText(REFUSAL)).toHaveCount(0);
  await missing.getByRole('link', { name: 'Back to users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);

  await page.goto('/admin/instances/no-such-instance');
  await expect(missing).toContainText('There is no instance with the id "no-such-instance".');
  await expect(page.getByText(REFUSAL)).toHaveCount(0);
  await missing.getByRole('link', { name: 'Back to instances' }).click();
  await expect(page).toHaveURL(/\/admin\/instances$/);
});

for (const persona of ['listener', 'DJ', 'newcomer'] as const) {
  test(`${persona}: no admin entry, and /admin is refused`, async ({ page }) => {
    await signInAs(page, persona);
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    for (const path of ['/admin', '/admin/users', '/admin/instances/lounge']) {
      await page.goto(path);
      await expect(page.getByText(REFUSAL)).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    }
  });
}
