/**
 * The main screens against a backend that answers as a real ASP.NET one does:
 * the world's mock writes ProblemDetails errors, empty action answers, date-times without an
 * offset, discordIds as number literals past 2^53 and the /websocket answer wrapped in `data`
 * (`wire: 'aspnet'`, mock-api/aspnet-wire.ts). The browser sits in UTC+14, so an offset-free time
 * read as local time would be fourteen hours off and show: the progress at the track's end,
 * "14 hrs ago", the admin's hours shifted. The browser's clock is pinned to the world's, so every
 * time on screen is exact.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { dropOnPage } from './support/downloader';
import { sessionCookies, signInAs } from './support/sign-in';

// The dev server compiles lazy chunks on first use and this machine is busy.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const ZONE = 'Pacific/Kiritimati'; // UTC+14 all year: no time of day reads the same as UTC
test.use({
  worldOptions: { wire: 'aspnet' },
  timezoneId: ZONE,
  viewport: { width: 1600, height: 1000 },
});

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text }).first();

/** The raw text of a GET, as the server wrote it, read with the page's session. */
async function rawAnswer(page: Page, path: string): Promise<string> {
  const { token } = await sessionCookies(page);
  const response = await page.request.get(path, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The value of a string field in a JSON text. */
function field(text: string, name: string): string {
  const value = new RegExp(`"${name}":"([^"]*)"`).exec(text)?.[1];
  if (value === undefined) throw new Error(`no "${name}" in ${text.slice(0, 200)}`);
  return value;
}

/** m:ss of a time in ms, as the player shows it. */
function clock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Every toast on the page, so none says "undefined". */
async function toastsSayNoUndefined(page: Page) {
  for (const text of await page.getByRole('alert').allTextContents()) {
    expect(text).not.toMatch(/undefined|null|\[object/i);
  }
}

test('the instance page: progress and relative times in UTC, an empty action answer, errors in the spec’s words', async ({
  page,
  world,
}) => {
  await page.clock.setFixedTime(await world.now());
  await signInAs(page, 'DJ');

  // The server's own words for The Lounge: offset-free times and where the track stands.
  const load = await rawAnswer(page, '/api/track/lounge/true');
  const updated = field(load, 'playerProgressUpdated');
  expect(updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/);
  const fraction = Number(/"playerProgress":([\d.]+)/.exec(load)?.[1]);
  const playing =
    /"isPlaying":true[^}]*"duration":(\d+)|"duration":(\d+)[^}]*"isPlaying":true/.exec(load);
  const duration = Number(playing?.[1] ?? playing?.[2]);
  expect(duration).toBeGreaterThan(60_000);
  expect(fraction).toBeGreaterThan(0);
  expect(fraction).toBeLessThan(0.9);

  await page.goto('/lounge');
  await expect(page.getByRole('heading', { name: 'The Lounge', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  // Re-synced from the server's time as UTC: exactly where the server says, not at the end.
  await expect(page.locator('[data-slot="elapsed-time"]').first()).toHaveText(
    `${clock(fraction * duration)} / ${clock(duration)}`,
  );

  // Pause: the server answers 200 with no body at all, and that is the spec's success.
  const answered = page.waitForResponse((response) =>
    response.url().includes('/api/action/pause/lounge'),
  );
  await page.getByRole('button', { name: 'Pause' }).first().click();
  const pauseAnswer = await answered;
  expect(pauseAnswer.status()).toBe(200);
  expect(pauseAnswer.headers()['content-length']).toBe('0');
  await expect(toast(page, /^Paused$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' }).first()).toBeVisible();

  // The activity entry it left was recorded now: "just now", not fourteen hours ago.
  await page.getByRole('tab', { name: 'Activity' }).click();
  const latest = page.getByRole('list', { name: 'Activity' }).locator('li').first();
  await expect(latest).toContainText('paused');
  await expect(latest.locator('time')).toHaveText('just now');

  // A link the server cannot resolve: a 404 ProblemDetails. The toast is the spec's words
  // (1-core §8); the server's detail goes to the console for whoever debugs.
  const logged = page.waitForEvent('console', (message) =>
    message.text().includes('No Spotify track'),
  );
  await dropOnPage(page, 'https://open.spotify.com/track/0000000000000000000000');
  await expect(toast(page, /^An error occurred$/)).toBeVisible();
  await logged;
  await toastsSayNoUndefined(page);
});

test('as listener: a refusal answered as a ProblemDetails gives the spec’s refusal toast', async ({
  page,
  world,
}) => {
  await page.clock.setFixedTime(await world.now());
  await signInAs(page, 'listener', { landOn: '/lounge' });
  await expect(page.getByRole('heading', { name: 'The Lounge', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const answered = page.waitForResponse((response) =>
    response.url().includes('/api/action/pause/lounge'),
  );
  await page.getByRole('button', { name: 'Pause' }).first().click();
  const refusal = await answered;
  expect(refusal.status()).toBe(403);
  expect(refusal.headers()['content-type']).toContain('application/problem+json');
  await expect(toast(page, "You're not allowed to pause")).toBeVisible();
  await toastsSayNoUndefined(page);
});

test('the admin screens: dates in the reader’s zone from UTC, a discordId with every digit', async ({
  page,
  world,
}) => {
  await page.clock.setFixedTime(await world.now());
  await signInAs(page, 'root admin');

  // DJ Nova's id as the server wrote it: an 18-digit number literal a double cannot hold.
  const text = await rawAnswer(page, '/api/admin/users/2');
  const digits = /"discordId":(\d+)[,}]/.exec(text)?.[1] ?? '';
  expect(digits).toMatch(/^\d{18}$/);
  expect(String(Number(digits))).not.toBe(digits);
  const registered = Date.parse(`${field(text, 'registeredDateTime')}Z`);
  expect(Number.isFinite(registered)).toBe(true);

  await page.goto('/admin/users/2');
  const profile = page.locator('[data-slot="user-profile-card"]');
  await expect(profile).toBeVisible();
  await expect(profile).toContainText(digits);
  // Registered, in the browser's zone (UTC+14) from the server's UTC: its hour, minute, second.
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(registered);
  const registeredRow = profile.locator('dd').nth(3);
  await expect(registeredRow).toContainText(parts);

  // The users table shows the same id, digit for digit.
  await page.goto('/admin/users');
  await expect(page.getByText(digits, { exact: false }).first()).toBeVisible();
});

test('the admin instance console connects with the /websocket answer wrapped in data', async ({
  page,
}) => {
  // The mock names the panel's console socket but serves none: this stands in for the panel.
  const received: { event: string; args?: unknown[] }[] = [];
  await page.routeWebSocket(/\/mock-panel\/servers\/[^/]+\/ws$/, (socket) => {
    socket.onMessage((message) => {
      const event = JSON.parse(String(message)) as { event: string; args?: unknown[] };
      received.push(event);
      if (event.event === 'auth') socket.send(JSON.stringify({ event: 'auth success' }));
      if (event.event === 'send logs') {
        socket.send(
          JSON.stringify({
            event: 'console output',
            args: ['\u001b[32m[12:00:01 INFO]:\u001b[0m Starting the music bot'],
          }),
        );
        socket.send(JSON.stringify({ event: 'console output', args: ['Joined The Lounge'] }));
      }
    });
  });
  await signInAs(page, 'root admin', { landOn: '/admin/instances/lounge' });
  const card = page.locator('[data-slot="instance-console"]');
  await expect(card.getByRole('status')).toHaveText('Not connected');

  const answered = page.waitForResponse((response) => response.url().endsWith('/websocket'));
  await card.getByRole('button', { name: 'Connect', exact: true }).click();
  // The server panel's own shape: the address and the token inside `data`.
  const answer = (await (await answered).json()) as { data: { socket: string; token: string } };
  expect(Object.keys(answer)).toEqual(['data']);

  await expect(card.getByRole('status')).toHaveText('Connected');
  const log = card.getByRole('log', { name: 'Console of The Lounge' });
  await expect(log).toHaveText('[12:00:01 INFO]: Starting the music bot\nJoined The Lounge');
  expect(received[0]).toEqual({ event: 'auth', args: [answer.data.token] });
  expect(received[1]).toEqual({ event: 'send logs', args: [null] });

  await card.getByRole('button', { name: 'Disconnect', exact: true }).click();
  await expect(card.getByRole('status')).toHaveText('Disconnected');
});
