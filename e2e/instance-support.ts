import type { Page } from '@playwright/test';
import { expect } from './support/test';
import { signInAs, type Persona } from './support/sign-in';

/** Signs in and opens an instance page (the sign-in helper allows for a cold dev server). */
export async function openInstance(page: Page, persona: Persona, instanceId = 'lounge') {
  await signInAs(page, persona, { landOn: `/${instanceId}` });
  await expect(page.getByRole('heading', { name: 'Queue' })).toBeVisible({ timeout: 30_000 });
}

/** Opens the lounge the way a user does: from the server list (behind the menu on a phone). */
export async function openLounge(page: Page, input: 'touch' | 'mouse') {
  await signInAs(page, 'DJ');
  const menu = page.getByRole('button', { name: 'Open menu' });
  const behindMenu = await menu.isVisible();
  if (behindMenu) {
    await (input === 'touch' ? menu.tap() : menu.click());
  }
  // The server list's link (in the menu sheet on a phone), not the home's card of the same name.
  const list = behindMenu
    ? page.getByRole('dialog', { name: 'Menu' })
    : page.getByRole('navigation', { name: 'Servers' });
  const link = list.getByRole('link', { name: /The Lounge/ }).first();
  await (input === 'touch' ? link.tap() : link.click());
  await expect(page.getByRole('heading', { name: 'The Lounge', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible({ timeout: 30_000 });
}
