/**
 * A lost connection does not look like a frozen bot, on a phone by touch.
 * The world's fault knob makes every API answer a 500 for 15 s of the page's clock: a banner
 * says the dashboard cannot reach the server and since when, said once to screen readers; the
 * progress stops; an action says why it was not sent. With the server back, the banner goes
 * within 10 s. The page's timers run on Playwright's clock, moved a second at a time, so nothing
 * waits for real time beyond the requests themselves.
 */
import type { Page } from '@playwright/test';
import { openLounge } from './instance-support';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.setTimeout(120_000);

/** Every sentence the page's live region says from now on. */
async function recordAnnouncements(page: Page) {
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    const region = document.querySelector('[data-slot="live-region"]');
    if (!region) throw new Error('no live region');
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) said.push(node.textContent ?? '');
      }
    }).observe(region, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { said: string[] }).said);
}

/** Moves the page's clock a second at a time, letting its requests answer in between. */
async function runSeconds(page: Page, seconds: number, until?: () => Promise<boolean>) {
  for (let second = 1; second <= seconds; second += 1) {
    await page.clock.runFor(1000);
    // The requests those timers started go over the real network: let them answer.
    await page.waitForLoadState('networkidle').catch(() => {});
    if (until && (await until())) return second;
  }
  return seconds;
}

test('every answer failing: a banner says so, once; it goes when the server answers', async ({
  page,
  world,
}) => {
  await openLounge(page, 'touch');
  await page.clock.install();
  const announcements = await recordAnnouncements(page);
  const banner = page.locator('[data-slot="connection-banner"]');
  await expect(banner).toHaveCount(0);

  await world.faults({ errorRate: 1 });
  await runSeconds(page, 15);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Cannot reach the server');
  await expect(banner).toContainText(/No answer since \d{1,2}:\d{2}:\d{2}\s?[AP]M\. What you see/);
  // Said once, politely, whatever the polls did meanwhile.
  const said = (await announcements()).filter((text) => text.includes('Cannot reach the server'));
  expect(said).toHaveLength(1);

  // The progress stands still: nothing says the track played on.
  const elapsed = page.locator('[data-slot="elapsed-time"]').first();
  const before = await elapsed.textContent();
  await runSeconds(page, 3);
  await expect(elapsed).toHaveText(before ?? '');
  expect((await announcements()).filter((text) => text.includes('Cannot reach'))).toHaveLength(1);

  // An action says why it was not sent.
  await page
    .getByRole('button', { name: /^(Pause|Resume)$/ })
    .first()
    .tap();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Not sent: the dashboard cannot reach the server.' }),
  ).toBeVisible();

  // The server answers again: the banner goes within 10 s.
  await world.faults({ errorRate: 0 });
  const took = await runSeconds(page, 10, async () => (await banner.count()) === 0);
  await expect(banner).toHaveCount(0);
  expect(took).toBeLessThanOrEqual(10);
});

test('the browser going offline shows the banner at once; online takes it away', async ({
  page,
  context,
}) => {
  await openLounge(page, 'touch');
  const banner = page.locator('[data-slot="connection-banner"]');
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('You are offline');
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible();
});
