import { expect as baseExpect, test } from './support/test';
import { sessionCookies, signInAs } from './support/sign-in';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

interface InstanceList {
  instances: { id: string; name: string; isOnline: boolean }[];
}

test('the sidebar lists the seeded instances with the right dots and links', async ({ page }) => {
  await signInAs(page, 'root admin');
  const { token } = await sessionCookies(page);
  const answer = await page.request.get('/api/instance', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { instances } = (await answer.json()) as InstanceList;
  expect(instances.length).toBeGreaterThan(1);
  expect(instances.some((i) => !i.isOnline)).toBe(true);

  const servers = page.getByRole('navigation', { name: 'Servers' });
  await expect(servers.getByRole('link')).toHaveCount(instances.length);
  for (const instance of instances) {
    const link = servers.getByRole('link').filter({ hasText: instance.name });
    await expect(link).toHaveAttribute('href', `/${instance.id}`);
    await expect(
      link.getByRole('img', { name: instance.isOnline ? 'Online' : 'Offline' }),
    ).toBeVisible();
  }
});

test('a user in no server sees "No servers found."', async ({ page }) => {
  await signInAs(page, 'newcomer');
  await expect(
    page.getByRole('navigation', { name: 'Servers' }).getByText('No servers found.'),
  ).toBeVisible();
});

test('at 360 px the sidebar sits behind the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'DJ');
  await expect(page.getByRole('navigation', { name: 'Servers' })).toBeHidden();
  // The shell fits: nothing sticks out sideways at this width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  const first = sheet.getByRole('navigation', { name: 'Servers' }).getByRole('link').first();
  await expect(first).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Settings' })).toBeVisible();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('"Hide servers" gives the column back to the page and is remembered', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'DJ');
  const column = page.locator('[data-slot="app-layout-column"]');
  const main = page.locator('main');
  const servers = page.getByRole('navigation', { name: 'Servers' });
  await expect(servers.getByRole('link').first()).toBeVisible();
  const wide = await column.boundingBox();
  const pageBefore = await main.boundingBox();

  await page.getByRole('button', { name: 'Hide servers' }).click();
  await expect(servers).toHaveCount(0);
  // The column is a rail of icons now: the page gets the width the list had.
  await expect.poll(async () => (await column.boundingBox())?.width).toBeLessThanOrEqual(64);
  const pageAfter = await main.boundingBox();
  expect(pageAfter!.width).toBeGreaterThanOrEqual(pageBefore!.width + wide!.width - 64 - 1);
  // Everything the column held is still one click away.
  for (const name of ['Home', 'Show servers', 'Settings', 'Sign out']) {
    await expect(
      column.getByRole(name === 'Show servers' ? 'button' : 'link', { name }),
    ).toBeVisible();
  }

  await page.reload();
  await expect(page.getByRole('button', { name: 'Show servers' })).toBeVisible();
  await expect(servers).toHaveCount(0);
  expect((await column.boundingBox())!.width).toBeLessThanOrEqual(64);

  await page.getByRole('button', { name: 'Show servers' }).click();
  await expect(servers.getByRole('link').first()).toBeVisible();
  await page.reload();
  await expect(servers.getByRole('link').first()).toBeVisible();
});
