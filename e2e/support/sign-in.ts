import type { Page } from '@playwright/test';
import { expect, test } from './test';

/** The persona buttons on the mock's sign-in page (mock-api/seed-world.ts PERSONAS). */
export type Persona = 'root admin' | 'DJ' | 'listener' | 'newcomer';

/** Each persona's id in the mock's sign-in form (mock-api/seed-world.ts PERSONAS). */
const PERSONA_IDS: Record<Persona, string> = {
  'root admin': 'root-admin',
  DJ: 'dj',
  listener: 'listener',
  newcomer: 'newcomer',
};

/** The app's cookie lifetime (src/api/cookies.ts COOKIE_MAX_AGE_SECONDS). */
const COOKIE_DAYS = 30;

/** Generous waits: a cold dev server compiles the app on the first visit. */
const TIMEOUT = 20_000;

/**
 * Signs in the way a user does: the app's /login sends the browser to the (mock) chat
 * platform's sign-in page, the persona's button sends it back to /login with a code, and the
 * app lands on /home with both cookies set. For the journeys whose subject is signing in; the
 * others use `signInAs`.
 */
export async function signInThroughPages(page: Page, persona: Persona): Promise<void> {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/mock-oauth\/authorize\?/, { timeout: TIMEOUT });
  await page.getByRole('button', { name: persona, exact: true }).click();
  await page.waitForURL(/\/home$/, { timeout: TIMEOUT });
  await expectHome(page);
}

/**
 * Signs in with the calls the pages make, without loading them: the mock's sign-in form's POST
 * mints a code, `POST /api/auth/login/{code}` exchanges it, and the pair goes into the cookies
 * the app keeps it in (src/api/cookies.ts). Then the browser opens `landOn` (/home, where the
 * app lands after signing in, unless told otherwise; only /home is waited for). The pages'
 * sign-in is the subject of its own journeys (signInThroughPages); this one loads the app once
 * rather than three times (2.1-2.9 s against 1.4-1.7 s to /home, four runs each).
 */
export async function signInAs(
  page: Page,
  persona: Persona,
  { landOn = '/home' }: { landOn?: string } = {},
): Promise<void> {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('signInAs needs a baseURL in the Playwright project.');
  const { origin } = new URL(baseURL);
  const authorized = await page.request.post('/mock-oauth/authorize', {
    form: {
      client_id: 'dashboard',
      response_type: 'code',
      scope: 'identify',
      redirect_uri: `${origin}/login`,
      persona: PERSONA_IDS[persona],
    },
    maxRedirects: 0,
  });
  const code = new URL(authorized.headers()['location'] ?? '', origin).searchParams.get('code');
  if (!code) throw new Error(`The mock's sign-in answered ${authorized.status()} with no code.`);
  const exchanged = await page.request.post(`/api/auth/login/${encodeURIComponent(code)}`);
  if (!exchanged.ok()) throw new Error(`The code exchange answered ${exchanged.status()}.`);
  const pair = (await exchanged.json()) as { jwt: string; refresh: string };
  const expires = Math.floor(Date.now() / 1000) + COOKIE_DAYS * 24 * 60 * 60;
  const cookie = (name: string, value: string) => ({
    name,
    value: encodeURIComponent(value),
    url: origin,
    sameSite: 'Strict' as const,
    expires,
  });
  await page.context().addCookies([cookie('token', pair.jwt), cookie('refresh', pair.refresh)]);
  await page.goto(landOn);
  if (landOn === '/home') await expectHome(page);
}

async function expectHome(page: Page) {
  await expect(page.getByRole('heading', { name: 'Welcome', exact: false }).first()).toBeVisible({
    timeout: TIMEOUT,
  });
}

/** The session cookies as the browser holds them (undefined when absent or cleared). */
export async function sessionCookies(page: Page) {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((c) => c.name === name && c.value !== '')?.value;
  return { token: value('token'), refresh: value('refresh') };
}
