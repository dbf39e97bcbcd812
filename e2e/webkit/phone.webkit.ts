/**
 * The phone layout in WebKit at 450 × 844 (the narrowest MiniBrowser window), with a mouse
 * (WebKitGTK's driver has no touch actions, docs/testing.md): the drawer, the search sheet, no
 * sideways scroll; and a total outage's banner and its end. The page's own clock runs here (no
 * clock control over WebDriver), so the outage journey waits for the page's polls as a person
 * would.
 */
import { expect, test } from './fixtures';
import { Key, type WebKitTab } from './tab';

// MiniBrowser's window is at least 447 px wide (its toolbar), so the phone is 450 × 844: the phone
// layout (below 768 px) all the same. A zoom that made the window 390 CSS px (GDK_DPI_SCALE)
// moved WebDriver's clicks off their targets. The Chromium journeys cover 360 and 390 px.
test.use({ viewport: { width: 450, height: 844 } });

const sideways = (tab: WebKitTab) =>
  tab.run<number>(
    'return document.documentElement.scrollWidth - document.documentElement.clientWidth;',
  );

test('phone: the drawer, the search sheet and no sideways scroll', async ({ tab }) => {
  await tab.signInAs('DJ');
  await tab.goto('/lounge');
  await tab.see({ css: '[data-slot="queue-row"]' });
  expect(await sideways(tab)).toBeLessThanOrEqual(0);
  // The server list lives in the drawer, not beside the page.
  await tab.gone({ css: 'nav[aria-label="Servers"]' });
  await tab.click({ role: 'button', name: 'Open menu' });
  await tab.see({ role: 'dialog', name: 'Menu' });
  await tab.click({ css: '[role="dialog"] nav[aria-label="Servers"] a[href$="/study-hall"]' });
  await tab.see({ role: 'heading', name: 'Study Hall' });
  await tab.gone({ role: 'dialog', name: 'Menu' });
  expect(await sideways(tab)).toBeLessThanOrEqual(0);

  await tab.click({ role: 'button', name: 'Search songs' });
  const sheet = '[role="dialog"][data-slot="search-sheet"], [data-slot="search-sheet"]';
  await tab.see({ role: 'dialog', name: 'Search and lists' });
  await tab.fill({ role: 'searchbox', name: 'Search', within: sheet }, 'neon');
  await tab.see({ css: `[data-slot="search-result"]`, within: sheet });
  expect(await sideways(tab)).toBeLessThanOrEqual(0);
  await tab.press(Key.ESCAPE);
  await tab.gone({ role: 'dialog', name: 'Search and lists' });

  for (const path of ['/home', '/settings', '/download']) {
    await tab.goto(path);
    await tab.see({ role: 'heading', name: /./, within: 'main' });
    await expect.poll(() => sideways(tab), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test('a total outage: the banner says so, and goes once the server answers', async ({
  tab,
  world,
}) => {
  await tab.signInAs('DJ');
  await tab.goto('/lounge');
  await tab.see({ css: '[data-slot="queue-row"]' });
  const banner = { css: '[data-slot="connection-banner"]' };
  expect(await tab.query(banner)).toBeNull();
  await world.faults({ errorRate: 1 });
  await tab.see(banner, 40_000);
  expect(await tab.textOf(banner.css)).toContain('Cannot reach the server');
  await world.faults({ errorRate: 0 });
  await tab.gone(banner, 30_000);
});
