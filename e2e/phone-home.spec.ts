import { expect as baseExpect, test } from './support/test';
import { signInAs } from './support/sign-in';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** A phone held upright, driven by touch: the home and the drawer. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the home lists the servers without a menu; one tap opens one, then it comes first', async ({
  page,
}) => {
  await signInAs(page, 'DJ');
  // The spec's welcome heading stays on top, the servers follow on the first screen.
  await expect(page.getByRole('heading', { name: 'Welcome, DJ Nova', level: 1 })).toBeVisible();
  const servers = page.getByRole('region', { name: 'Your servers' });
  const cards = servers.getByRole('listitem');
  await expect(cards.first()).toBeInViewport();
  expect(await cards.count()).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  // What plays, with its cover and who listens; an offline server says so in words.
  const lounge = cards.filter({ has: page.getByRole('link', { name: 'The Lounge', exact: true }) });
  await expect(lounge.locator('[data-slot=cover-image]')).toBeVisible();
  await expect(lounge.locator('[data-slot=server-card-track]')).not.toHaveText('Nothing playing');
  await expect(lounge.getByRole('group', { name: 'Listening on The Lounge' })).toBeVisible();

  // The second card, tapped anywhere on it (not on its name), opens its server.
  const second = cards.nth(1);
  const link = second.getByRole('link');
  const name = (await link.textContent())!;
  const href = (await link.getAttribute('href'))!;
  const box = (await second.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await page.touchscreen.tap(box.x + box.width - 24, box.y + box.height - 12);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // Back home, the server opened last is first and marked.
  await page.goto('/home');
  await expect(cards.first().getByRole('link')).toHaveText(name);
  await expect(cards.first()).toContainText('Last opened');
  await expect(servers.getByText('Last opened')).toHaveCount(1);
});

test('the drawer has no collapse control and lists the servers even with the list hidden', async ({
  page,
}) => {
  // "Hide servers" chosen earlier on a desktop and stored.
  await page.addInitScript(() => localStorage.setItem('serverListHidden', 'true'));
  await signInAs(page, 'DJ');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  const list = sheet.getByRole('navigation', { name: 'Servers' });
  await expect(list.getByRole('link').first()).toBeVisible();
  expect(await list.getByRole('link').count()).toBeGreaterThan(1);
  await expect(sheet.getByRole('button', { name: /Hide servers|Show servers/ })).toHaveCount(0);
  await expect(sheet.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Settings' })).toBeVisible();
  // The stored choice is the desktop column's and stays as it was.
  expect(await page.evaluate(() => localStorage.getItem('serverListHidden'))).toBe('true');
  const first = list.getByRole('link').first();
  const href = (await first.getAttribute('href'))!;
  await first.tap();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});
