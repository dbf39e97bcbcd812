import { expect, test } from './support/test';

/** The token's claims, read without checking the signature (the mock checked it when issuing). */
function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

const personas = [
  { button: 'root admin', username: 'Root Admin', role: 'flags:root' },
  { button: 'DJ', username: 'DJ Nova', role: 'flags:allow-download' },
  { button: 'listener', username: 'Lena Listener', role: undefined },
  { button: 'newcomer', username: 'Newt Newcomer', role: undefined },
];

test.describe('the mock sign-in page', () => {
  test.beforeEach(async ({ page }) => {
    // Keep the app's /login screen from spending the one-time code itself: the journey
    // exchanges it from the page below. (page.request does not pass through page.route.)
    await page.route('**/api/auth/login/**', (route) => route.abort());
  });

  test('shows the four personas by name', async ({ page, baseURL }) => {
    const redirect = `${baseURL}/login`;
    await page.goto(
      `/mock-oauth/authorize?client_id=dashboard&response_type=code&scope=identify&redirect_uri=${encodeURIComponent(redirect)}`,
    );
    await expect(page.getByRole('heading', { name: 'Sign in to the dashboard' })).toBeVisible();
    for (const { button } of personas) {
      await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
    }
  });

  for (const { button, username, role } of personas) {
    test(`signs in as "${button}" and gets a token naming them`, async ({ page, baseURL }) => {
      const redirect = `${baseURL}/login`;
      await page.goto(
        `/mock-oauth/authorize?client_id=dashboard&response_type=code&scope=identify&redirect_uri=${encodeURIComponent(redirect)}`,
      );
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.waitForURL(/\/login\?code=[0-9a-f]{32}$/);
      const code = new URL(page.url()).searchParams.get('code');

      const response = await page.request.post(`/api/auth/login/${code}`);
      expect(response.status()).toBe(200);
      const { jwt, refresh } = (await response.json()) as { jwt: string; refresh: string };
      expect(refresh).toBeTruthy();
      const claims = claimsOf(jwt);
      expect(claims.DiscordUsername).toBe(username);
      expect(claims.role).toEqual(role);

      // The same code cannot be spent twice.
      expect((await page.request.post(`/api/auth/login/${code}`)).status()).toBe(401);
    });
  }
});
