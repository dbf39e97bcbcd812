/**
 * The admin area in WebKit with a mouse: a permission granted and kept by the server,
 * and an instance stopped and started through its row menu, the world's clock moved past each
 * step.
 */
import { expect, test } from './fixtures';
import type { Query, WebKitTab } from './tab';

test.use({ viewport: { width: 1280, height: 800 } });

const checked = async (tab: WebKitTab, within: Query['within']) =>
  (await tab.find({ role: 'checkbox', name: /restart/i, within })).getAttribute('aria-checked');

test('a permission granted to the listener is kept by the server', async ({ tab }) => {
  await tab.signInAs('root admin');
  await tab.goto('/admin/users/3');
  await tab.see({ role: 'heading', name: 'Profile' });
  const group = { role: 'group', name: /permissions for The Lounge$/ };
  expect(await checked(tab, group)).toBe('false');
  await tab.click({ role: 'checkbox', name: /restart/i, within: group });
  await expect.poll(() => checked(tab, group)).toBe('true');
  // The server holds it: the page read afresh shows it ticked.
  await tab.goto('/admin/users/3');
  await tab.see({ role: 'heading', name: 'Profile' });
  await expect.poll(() => checked(tab, group)).toBe('true');
});

test('an instance stopped and started through its row menu', async ({ tab, world }) => {
  await tab.signInAs('root admin');
  await tab.goto('/admin/instances');
  const badge = async () =>
    tab.run<string | null>(
      `const row = [...document.querySelectorAll('[role=row], tr')].find((r) => r.textContent.includes('Quiet Room'));
       return row?.querySelector('[data-slot=power-badge]')?.textContent ?? null;`,
    );
  await expect.poll(badge).toBe('running');
  const menu = async (item: string) => {
    await tab.click({ role: 'button', name: 'Actions for Quiet Room' });
    await tab.click({ role: 'menuitem', name: new RegExp(`^${item}`), within: '[role="menu"]' });
    await tab.click({ role: 'button', name: 'Confirm', within: '[role="alertdialog"]' });
  };
  await menu('Stop');
  await expect.poll(badge).toBe('stopping');
  await world.advance(10_000);
  await expect.poll(badge).toBe('offline');
  await menu('Start');
  await expect.poll(badge).toBe('starting');
  await world.advance(10_000);
  await expect.poll(badge).toBe('running');
});

test('a page opened by its address stays where the person scrolls it', async ({ tab }) => {
  await tab.signInAs('root admin');
  // Opened as a document, as a typed address or a reload is: React Router's saved position for
  // such a page would be another page's, applied once the router settles, unless the page's
  // position is kept by its path (src/app/routes/shell/root-route.tsx); the page would jump back
  // to the top about a second after it was drawn.
  await tab.goto('/admin/users/3');
  await tab.see({ role: 'heading', name: 'Profile' });
  await tab.run('window.scrollTo(0, 400)');
  // No jump may come: a jump comes well within two seconds of the heading.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(await tab.run<number>('return window.scrollY')).toBe(400);
});
