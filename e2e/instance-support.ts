import { expect, type Page } from '@playwright/test';
import { signInAs, type Persona } from './support/sign-in';

/**
 * Signs in and opens an instance page. The first page load of a cold dev server compiles the
 * app, which can take longer than the sign-in helper's 5 s: warm it up first.
 */
export async function openInstance(page: Page, persona: Persona, instanceId = 'lounge') {
  await page.goto('/login', { waitUntil: 'networkidle', timeout: 90_000 });
  await signInAs(page, persona);
  await page.goto(`/${instanceId}`);
  await expect(page.getByRole('heading', { name: 'Queue' })).toBeVisible({ timeout: 30_000 });
}
