/**
 * 2-secondary §8: "Edit or create form submit failure: The error text shows under the form in
 * red". A save or create the server fails or refuses shows the server's text under the form, in
 * the danger colour, announced (role=alert), until the next edit or submit; the toast says
 * 'An error occurred' (1-core §8).
 */
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { signInAs } from './support/sign-in';

// The lazy admin chunk on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The form's own alert (the toasts are alerts too, outside the form). */
const formAlert = (form: Locator) => form.getByRole('alert');

/** The colour of the theme's danger token, as the page computes it. */
function dangerColour(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.className = 'text-danger';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

test('a save the server fails: its text under the form in the danger colour, until the next edit', async ({
  page,
}) => {
  await signInAs(page, 'root admin');
  let fail = true;
  await page.route('**/api/admin/instances/lounge', (route) =>
    route.request().method() === 'PUT' && fail
      ? route.fulfill({ status: 500, json: { message: 'Database down' } })
      : route.fallback(),
  );
  await page.goto('/admin/instances/lounge');
  const form = page.getByRole('form', { name: 'Edit instance' });
  await form.getByLabel('Discord Nickname').fill('Lounge Bot 3');
  await form.getByRole('button', { name: 'Save', exact: true }).click();

  const alert = formAlert(form);
  await expect(alert).toHaveText('Database down');
  await expect(alert).toHaveCSS('color', await dangerColour(page));
  // Under the form: below its Save button.
  const save = await form.getByRole('button', { name: 'Save', exact: true }).boundingBox();
  expect((await alert.boundingBox())!.y).toBeGreaterThan(save!.y + save!.height - 1);
  // The toast says the spec's words (1-core §8), never the server's.
  await expect(page.getByRole('alert').filter({ hasText: /^An error occurred$/ })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Database down' })).toHaveCount(1);
  await expect(form.getByLabel('Discord Nickname')).toHaveValue('Lounge Bot 3');

  // Kept while nothing changes; an edit takes it away.
  await expect(alert).toBeVisible();
  await form.getByLabel('Discord Nickname').fill('Lounge Bot 4');
  await expect(alert).toHaveCount(0);

  // The next submit that the server takes says so instead.
  fail = false;
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByRole('status')).toHaveText('Success!');
  await expect(formAlert(form)).toHaveCount(0);
});

test('a save the server refuses (400) names the refused field under the form', async ({ page }) => {
  await signInAs(page, 'root admin');
  await page.route('**/api/admin/instances/lounge', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          json: {
            message: 'Invalid request body',
            errors: [{ path: 'body/discordGuildId', message: 'Too big' }],
          },
        })
      : route.fallback(),
  );
  await page.goto('/admin/instances/lounge');
  const form = page.getByRole('form', { name: 'Edit instance' });
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(formAlert(form)).toHaveText('The server refused Discord Guild ID');
});

test('a create the server fails: its text under the form; a second try that works goes on', async ({
  page,
}) => {
  await signInAs(page, 'root admin');
  let fail = true;
  await page.route('**/api/admin/instances', (route) =>
    route.request().method() === 'POST' && fail
      ? route.fulfill({ status: 503, json: { message: 'The server panel is not answering.' } })
      : route.fallback(),
  );
  await page.goto('/admin/instances/create');
  const form = page.getByRole('form', { name: 'Create instance' });
  await form.getByLabel('Name').fill('Rooftop');
  await form.getByLabel('Discord Channel ID').fill('1212');
  await form.getByLabel('Discord Guild ID').fill('424242');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  const alert = formAlert(form);
  await expect(alert).toHaveText('The server panel is not answering.');
  await expect(alert).toHaveCSS('color', await dangerColour(page));
  await expect(form.getByLabel('Name')).toHaveValue('Rooftop');

  // The next submit clears it, and once the server takes it the secret key shows.
  fail = false;
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Instance created' })).toBeVisible();
  await expect(formAlert(form)).toHaveCount(0);
});
