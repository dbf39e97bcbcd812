import type { Page } from '@playwright/test';
import { PERSONAS } from '../../mock-api/seed-world';
import { COOKIE_MAX_AGE_SECONDS, REFRESH_COOKIE, TOKEN_COOKIE } from '../../src/api/cookies';
import { expect, test } from './test';

/** The persona buttons on the mock's sign-in page (mock-api/seed-world.ts PERSONAS). */
export type Persona = 'root admin' | 'DJ' | 'listener' | 'newcomer';

/** The persona's id in the mock's sign-in form, found by its button's text. */
function personaId(persona: Persona): string {
  const seed = PERSONAS.find((p) => p.label === persona);
  if (!seed) throw new Error(`The mock has no persona "${persona}".`);
  return seed.id;
}

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
 * rather than three times, which is most of a short journey's time.
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
      persona: personaId(persona),
    },
    maxRedirects: 0,
  });
  const code = new URL(authorized.headers()['location'] ?? '', origin).searchParams.get('code');
  if (!code) throw new Error(`The mock's sign-in answered ${authorized.status()} with no code.`);
  const exchanged = await page.request.post(`/api/auth/login/${encodeURIComponent(code)}`);
  if (!exchanged.ok()) throw new Error(`The code exchange answered ${exchanged.status()}.`);
  const pair = (await exchanged.json()) as { jwt: string; refresh: string };
  const expires = Math.floor(Date.now() / 1000) + COOKIE_MAX_AGE_SECONDS;
  const cookie = (name: string, value: string) => ({
    name,
    value: encodeURIComponent(value),
    url: origin,
    sameSite: 'Strict' as const,
    expires,
  });
  await page
    .context()
    .addCookies([cookie(TOKEN_COOKIE, pair.jwt), cookie(REFRESH_COOKIE, pair.refresh)]);
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
  return { token: value(TOKEN_COOKIE), refresh: value(REFRESH_COOKIE) };
}
