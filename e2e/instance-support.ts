import type { Page } from '@playwright/test';
import { expect } from './support/test';
import { signInAs, type Persona } from './support/sign-in';

/** Signs in and opens an instance page (the sign-in helper allows for a cold dev server). */
export async function openInstance(page: Page, persona: Persona, instanceId = 'lounge') {
  await signInAs(page, persona);
  await page.goto(`/${instanceId}`);
  await expect(page.getByRole('heading', { name: 'Queue' })).toBeVisible({ timeout: 30_000 });
}
