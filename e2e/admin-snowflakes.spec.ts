/**
 * Chat-platform ids (snowflakes) have up to 20 digits; a JavaScript number keeps 15–16. These
 * journeys read the raw request and answer text, so a digit lost anywhere between the input and
 * the server, or between the server and the input, fails them.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { sessionCookies, signInAs } from './support/sign-in';

// The dev server compiles the lazy admin chunk on first use and CI machines are busy.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const CHANNEL = '1234567890123456789'; // 19 digits: as a JavaScript number, …800
const GUILD = '18446744073709551615'; // 20 digits: the largest id there is (2^64 − 1)

/** The server's own answer for an instance, as text, read with the page's session. */
async function adminInstanceText(page: Page, id: string): Promise<string> {
  const { token } = await sessionCookies(page);
  const response = await page.request.get(`/api/admin/instances/${id}`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(response.status()).toBe(200);
  return response.text();
}

/**
 * Watches for the next `method` request to `path`; `sent` is its body, character for character.
 * Read where Playwright intercepts the request: the app fetches a built `Request`, whose body
 * `waitForRequest` does not expose.
 */
async function nextBody(page: Page, method: string, path: string) {
  let resolve: (body: string) => void = () => {};
  const sent = new Promise<string>((done) => (resolve = done));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() === method) resolve(route.request().postData() ?? '');
      await route.fallback();
    },
  );
  return { sent };
}

/** The digits of a number literal under `field` in a JSON text (never through a JS number). */
function literal(text: string, field: string): string | undefined {
  return new RegExp(`"${field}":\\s*(\\d+)[,}\\s]`).exec(text)?.[1];
}

test('a 19- and a 20-digit id go to the server and come back with every digit', async ({
  page,
}) => {
  await signInAs(page, 'root admin', { landOn: '/admin/instances/create' });
  await page.getByLabel('Name').fill('Snowflake Bot');
  await page.getByLabel('Discord Channel ID').fill(CHANNEL);
  // A pasted id comes with the spaces and line break around it that copying brings.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), `  ${GUILD}\n`);
  await page.getByLabel('Discord Guild ID').focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByLabel('Discord Guild ID')).toHaveValue(GUILD);

  const posted = await nextBody(page, 'POST', '/api/admin/instances');
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/admin/instances'),
  );
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  // The request body, character for character: numbers, as the spec says, with every digit.
  expect(await posted.sent).toBe(
    `{"name":"Snowflake Bot","discordChannelId":${CHANNEL},"discordGuildId":${GUILD}}`,
  );
  const { id } = (await (await answered).json()) as { id: string };

  const dialog = page.getByRole('dialog', { name: 'Instance created' });
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}$`));

  // The server holds the same digits, and answers them as number literals.
  const stored = await adminInstanceText(page, id);
  expect(literal(stored, 'discordChannelId')).toBe(CHANNEL);
  expect(literal(stored, 'discordGuildId')).toBe(GUILD);

  // The edit form reads that answer and shows the same digits.
  const read = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      response.url().endsWith(`/api/admin/instances/${id}`),
  );
  await page.goto(`/admin/instances/${id}`);
  const answer = await (await read).text();
  expect(literal(answer, 'discordChannelId')).toBe(CHANNEL);
  expect(literal(answer, 'discordGuildId')).toBe(GUILD);
  await expect(page.getByLabel('Discord Channel ID')).toHaveValue(CHANNEL);
  await expect(page.getByLabel('Discord Guild ID')).toHaveValue(GUILD);
});

test('a seeded instance, its ids above 2^53, is edited and saved digit for digit', async ({
  page,
}) => {
  await signInAs(page, 'root admin');
  const before = await adminInstanceText(page, 'lounge');
  const channel = literal(before, 'discordChannelId') ?? '';
  const guild = literal(before, 'discordGuildId') ?? '';
  // Realistic seeds: 18 and 19 digits, each beyond what a JavaScript number holds exactly.
  expect(channel).toMatch(/^\d{18,19}$/);
  expect(guild).toMatch(/^\d{18,19}$/);
  expect(BigInt(channel)).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));

  await page.goto('/admin/instances/lounge');
  await expect(page.getByLabel('Discord Channel ID')).toHaveValue(channel);
  await expect(page.getByLabel('Discord Guild ID')).toHaveValue(guild);

  // One past the last integer a double holds: typed, it must arrive as typed.
  await page.getByLabel('Discord Guild ID').fill('9007199254740993');
  await page.getByLabel('Discord Nickname').fill('Lounge Bot 2');
  const saved = await nextBody(page, 'PUT', '/api/admin/instances/lounge');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const body = await saved.sent;
  expect(literal(body, 'discordChannelId')).toBe(channel);
  expect(literal(body, 'discordGuildId')).toBe('9007199254740993');
  await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toBeVisible();
  await expect(page.getByText(/Invalid request body/)).toHaveCount(0);

  const after = await adminInstanceText(page, 'lounge');
  expect(literal(after, 'discordChannelId')).toBe(channel);
  expect(literal(after, 'discordGuildId')).toBe('9007199254740993');
  expect(after).toContain('"discordNickname":"Lounge Bot 2"');
});

test('ids the platform cannot have are refused in the form, with the spec-style messages', async ({
  page,
}) => {
  await signInAs(page, 'root admin', { landOn: '/admin/instances/create' });
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') requests.push(request.url());
  });
  await page.getByLabel('Name').fill('Too Big');
  await page.getByLabel('Discord Channel ID').fill('18446744073709551616');
  await page.getByLabel('Discord Guild ID').fill('12.5');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(
    page.getByText('Discord Channel ID must be less than or equal to 18446744073709551615'),
  ).toBeVisible();
  await expect(page.getByText('Discord Guild ID must be a number type')).toBeVisible();
  expect(requests.filter((url) => url.endsWith('/api/admin/instances'))).toEqual([]);
});

test('a save the server refuses names the field under the form, never the validator text', async ({
  page,
}) => {
  await signInAs(page, 'root admin');
  // A backend that refuses the channel with its validator's wording.
  await page.route('**/api/admin/instances/lounge', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            message:
              'Invalid request body: body/discordChannelId: Too big: expected number to be <=9007199254740991',
            errors: [{ path: 'body/discordChannelId', message: 'Too big' }],
          }),
        })
      : route.fallback(),
  );
  await page.goto('/admin/instances/lounge');
  await page.getByLabel('Discord Nickname').fill('Lounge Bot 3');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page
      .getByRole('form', { name: 'Edit instance' })
      .getByRole('alert')
      .filter({ hasText: 'The server refused Discord Channel ID' }),
  ).toBeVisible();
  await expect(page.getByText(/Invalid request body|Too big/)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toHaveCount(0);
  await expect(page.getByLabel('Discord Nickname')).toHaveValue('Lounge Bot 3');
});
