/**
 * Signing in and out, the home's servers, and the settings that outlive a reload (a
 * theme, a language), in WebKit. Arabic lays the page out right to left. Expected words come
 * from the catalogs, so these check wiring, not one translator's wording.
 */
import { readFileSync } from 'node:fs';
import { themes } from '../../src/themes/themes';
import { expect, test } from './fixtures';
import type { WebKitTab } from './tab';

test.use({ viewport: { width: 1440, height: 900 } });

const catalog = (code: string) =>
  JSON.parse(readFileSync(`src/lib/i18n/locales/${code}.json`, 'utf8')) as Record<string, string>;
const cookieNames = async (tab: WebKitTab) =>
  (await tab.driver.manage().getCookies()).filter((c) => c.value !== '').map((c) => c.name);
const html = (tab: WebKitTab, attribute: string) =>
  tab.run<string | null>('return document.documentElement.getAttribute(arguments[0]);', attribute);

/** Chooses an option of a settings combobox; `reloads` when the choice reloads the page. */
async function choose(tab: WebKitTab, combobox: string | RegExp, option: string) {
  await tab.click({ role: 'combobox', name: combobox });
  await tab.click({ role: 'option', name: option });
}

test('sign in: home lists the servers; sign out clears the session', async ({ tab }) => {
  await tab.signInAs('DJ');
  const servers = '[data-slot="server-cards"]';
  await tab.see({ role: 'link', name: 'The Lounge', within: servers });
  await tab.see({ role: 'link', name: 'Study Hall', within: servers });
  expect(
    await tab.run<number>(
      'return document.querySelectorAll(arguments[0] + " li").length;',
      servers,
    ),
  ).toBeGreaterThan(1);
  expect(await cookieNames(tab)).toEqual(expect.arrayContaining(['token', 'refresh']));
  await tab.click({ role: 'link', name: 'Sign out', within: 'nav[aria-label="Account"]' });
  await tab.onPath('/mock-oauth/authorize', 20_000);
  expect(await cookieNames(tab)).not.toContain('token');
  expect(await cookieNames(tab)).not.toContain('refresh');
});

test('a returning visit shows the last-known servers, marked, then the live ones', async ({
  tab,
  world,
}) => {
  await tab.signInAs('DJ');
  const servers = '[data-slot="server-cards"]';
  await tab.see({ role: 'link', name: 'Garage Band', within: servers });
  // The server does not answer: the return draws the last-known servers, marked as such (the
  // line, or once the outage is known, the banner). Leaving the page kept its answers and the
  // page as drawn (src/api/query/last-known.ts), which the boot script paints first.
  await world.faults({ errorRate: 1 });
  await tab.goto('/home');
  await tab.see({ role: 'link', name: 'Garage Band', within: servers });
  await tab.see({ css: '[data-slot="last-known-notice"], [data-slot="connection-banner"]' });
  // The server answers again: the live screen comes back by itself.
  await world.faults({ errorRate: 0 });
  await tab.gone({ css: '[data-slot="last-known-notice"]' }, 40_000);
  await tab.gone({ css: '[data-slot="connection-banner"]' }, 40_000);
  await tab.see({ role: 'link', name: 'Garage Band', within: servers });
});

test('settings: a theme and a language are applied and kept across a reload', async ({ tab }) => {
  await tab.signInAs('DJ');
  await tab.goto('/settings');
  await tab.see({ role: 'heading', name: 'Settings' });
  const background = () =>
    tab.run<string>('return getComputedStyle(document.documentElement).backgroundColor;');
  const before = await background();
  const light = themes.find((theme) => theme.label === 'Light')!.id;
  await choose(tab, 'Theme', 'Light');
  await expect.poll(() => html(tab, 'data-theme')).toBe(light);
  expect(await background()).not.toBe(before);

  // German: the page reloads and speaks it.
  const german = catalog('de');
  await choose(tab, 'Language', 'Deutsch');
  await expect.poll(() => html(tab, 'lang')).toBe('de');
  await tab.watchErrors();
  await tab.see({ role: 'heading', name: german['settings.heading']! });
  await tab.goto('/settings');
  await tab.see({ role: 'heading', name: german['settings.heading']! });
  expect(await html(tab, 'data-theme')).toBe(light);
  expect(await html(tab, 'lang')).toBe('de');
  expect(await background()).not.toBe(before);
});

test('Arabic lays the page out right to left, mirrored, the instance page too', async ({ tab }) => {
  const arabic = catalog('ar');
  await tab.signInAs('DJ');
  await tab.goto('/settings');
  await choose(tab, 'Language', 'العربية');
  await expect.poll(() => html(tab, 'dir')).toBe('rtl');
  expect(await html(tab, 'lang')).toBe('ar');
  await tab.goto('/lounge');
  await tab.see({ role: 'heading', name: 'The Lounge' });
  await tab.see({ css: '[data-slot="queue-row"]' });
  // Mirrored: the server list is right of the main area, the queue's text starts at the right.
  const [servers, main] = await tab.run<[number, number]>(
    `return [document.querySelector('nav[aria-label="' + arguments[0] + '"]').getBoundingClientRect().x,
             document.querySelector('main').getBoundingClientRect().x];`,
    arabic['sidebar.servers'],
  );
  expect(servers).toBeGreaterThan(main);
  expect(
    await tab.run(
      'return getComputedStyle(document.querySelector("[data-slot=queue-row]")).direction;',
    ),
  ).toBe('rtl');
  await tab.see({
    role: 'button',
    name: arabic['player.pause']!,
    within: '[data-slot="player-controls"]',
  });
  expect(
    await tab.run(
      'return document.documentElement.scrollWidth - document.documentElement.clientWidth;',
    ),
  ).toBeLessThanOrEqual(0);
});
