import { expect as baseExpect, test } from './support/test';
import { signInAs } from './support/sign-in';
import { expectNoAxeViolations } from './support/axe';

// The dev server compiles the lazy admin chunk on first use and CI machines are busy.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test('create validates, shows the secret key once, opens the new instance', async ({ page }) => {
  await signInAs(page, 'root admin', { landOn: '/admin/instances' });
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/instances\/create$/);

  // Errors wait for a submit (or a touch), then name each field with a capital letter.
  await expect(page.getByText('is a required field')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Name is a required field')).toBeVisible();
  await expect(page.getByText('Discord Channel ID is a required field')).toBeVisible();
  await expect(page.getByText('Discord Guild ID is a required field')).toBeVisible();
  // The form with its errors shown still passes axe (each message tied to its field).
  await expectNoAxeViolations(page, 'the create form with its errors');

  await page.getByLabel('Name').fill('Rooftop');
  await page.getByLabel('Discord Channel ID').fill('twelve');
  await page.getByLabel('Discord Guild ID').fill('424242');
  await expect(page.getByText('Discord Channel ID must be a number type')).toBeVisible();
  await page.getByLabel('Discord Channel ID').fill('1212');
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Instance created' });
  await expect(dialog).toBeVisible();
  const key = (await dialog.locator('[data-slot=secret-key]').textContent()) ?? '';
  expect(key).toMatch(/^[0-9a-f]{40}$/);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/instance-\d+$/);
  const id = new URL(page.url()).pathname.slice(1);

  // Never shown again: not on the admin page of the instance, not in its edit form.
  await page.goto(`/admin/instances/${id}`);
  await expect(page.getByRole('heading', { name: 'Rooftop', level: 1 })).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(page.getByLabel('Discord Channel ID')).toHaveValue('1212');

  // The edit form: every field required; the server's new data after "Success!".
  await page.getByLabel('Discord Nickname').fill('Rooftop Bot');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Discord Token is a required field')).toBeVisible();
  const secrets = {
    'Discord Token': 'token-1',
    'Spotify Username': 'roof@example.com',
    'Spotify Password': 'p4ss word',
    'Spotify Client ID': 'client-1',
    'Spotify Client Secret': 'secret-1',
  };
  for (const [label, value] of Object.entries(secrets)) {
    const input = page.getByLabel(label, { exact: true });
    await expect(input).toHaveAttribute('type', 'password');
    await input.fill(value);
  }
  await page.getByRole('button', { name: 'Show Discord Token', exact: true }).click();
  await expect(page.getByLabel('Discord Token', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Name', { exact: true }).fill('Rooftop Terrace');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Success!').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rooftop Terrace', level: 1 })).toBeVisible();

  // Delete asks with the addendum, then the instance is gone from the list.
  await page.getByRole('button', { name: 'Delete Rooftop Terrace', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this instance? The instance will be killed and removed.',
  );
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/instances$/);
  await expect(page.getByRole('row', { name: /Rooftop/ })).toHaveCount(0);
});
