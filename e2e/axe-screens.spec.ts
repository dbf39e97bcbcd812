/**
 * Axe (WCAG 2.x A and AA) finds nothing on any screen of the dashboard, in
 * English and in Arabic (right to left). The language is a preference in local storage, as the
 * settings screen writes it (e2e/shell-language.spec.ts chooses it there); here it is written
 * directly after signing in, and every screen is then loaded afresh in it. Each screen is
 * checked once it has settled (e2e/support/axe.ts), so what axe sees is the screen a user reads.
 * Root admin signs in: every screen opens for them, the admin's options included.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { signInAs } from './support/sign-in';
import { expectNoAxeViolations } from './support/axe';

// The dev server compiles each lazy screen on its first visit, and axe takes seconds a run on a
// machine this busy: room for both.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

type Code = 'en' | 'ar';
const catalogs = Object.fromEntries(
  (['en', 'ar'] as const).map((code) => [
    code,
    JSON.parse(readFileSync(`src/lib/i18n/locales/${code}.json`, 'utf8')) as Record<string, string>,
  ]),
) as Record<Code, Record<string, string>>;

/** The message `id` in the language `code` (it must exist). */
function say(code: Code, id: string): string {
  const text = catalogs[code][id];
  if (!text) throw new Error(`${code}.json has no "${id}".`);
  return text;
}

/** Signs in as root admin and makes `code` the language of every page loaded after. */
async function signInSpeaking(page: Page, code: Code) {
  await signInAs(page, 'root admin');
  await page.evaluate((language) => localStorage.setItem('language', language), code);
}

/** Loads `path` afresh and checks it speaks `code`, in the direction the language reads. */
async function open(page: Page, path: string, code: Code) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expect(page.locator('html')).toHaveAttribute('dir', code === 'ar' ? 'rtl' : 'ltr');
}

const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

/**
 * The admin area's screens, what shows that each one's content is in, and what more opens there
 * to check (once the screen itself has been checked).
 */
const ADMIN_SCREENS: {
  path: string;
  ready: (page: Page) => Promise<void>;
  more?: (page: Page, code: Code) => Promise<void>;
}[] = [
  { path: '/admin', ready: h1 },
  {
    path: '/admin/users',
    ready: (p) => expect(p.locator('main a[href="/admin/users/3"]')).toBeVisible(),
  },
  {
    path: '/admin/users/3',
    ready: (p) => expect(p.getByText('Lena Listener').first()).toBeVisible(),
  },
  {
    path: '/admin/instances',
    ready: (p) => expect(p.locator('main a[href="/admin/instances/lounge"]')).toBeVisible(),
    // A row's menu, and the confirmation its Stop asks for (cancelled: nothing stops).
    more: async (page, code) => {
      const row = page.getByRole('row', { name: /Quiet Room/ });
      await row.locator('button[aria-haspopup="menu"]').click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expectNoAxeViolations(page, `/admin/instances, a row's menu (${code})`, {
        include: '[role="menu"]',
      });
      await menu
        .getByRole('menuitem', { name: new RegExp(`^${say(code, 'lifecycle.stop')}`) })
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoAxeViolations(page, `/admin/instances, confirm Stop (${code})`, {
        include: '[role="alertdialog"]',
      });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    },
  },
  { path: '/admin/instances/lounge', ready: h1 },
  { path: '/admin/instances/create', ready: h1 },
];

for (const code of ['en', 'ar'] as const) {
  test.describe(`${code}:`, () => {
    test('axe finds nothing on home, settings, download, the phone menu and a failed sign-in', async ({
      page,
    }) => {
      await signInSpeaking(page, code);
      for (const path of ['/home', '/settings', '/download']) {
        await open(page, path, code);
        await h1(page);
        await expectNoAxeViolations(page, `${path} (${code})`);
      }

      // A phone: the server list and the account sit in a sheet behind the menu button.
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, '/home', code);
      await h1(page);
      await expectNoAxeViolations(page, `/home at 390 px (${code})`);
      await page.getByRole('button', { name: say(code, 'layout.openMenu') }).click();
      await expect(page.getByRole('dialog', { name: say(code, 'layout.menu') })).toBeVisible();
      await expectNoAxeViolations(page, `the menu sheet at 390 px (${code})`, {
        include: '[role="dialog"]',
      });

      // The sign-in page when the chat platform refused: the one screen a signed-out user reads.
      await page.setViewportSize({ width: 1280, height: 720 });
      await open(page, '/login?error=access_denied', code);
      await expect(page.getByText(say(code, 'login.failed'))).toBeVisible();
      await expect(page.getByRole('button', { name: say(code, 'login.tryAgain') })).toBeVisible();
      await expectNoAxeViolations(page, `/login?error=access_denied (${code})`);
    });

    test('axe finds nothing on the admin screens, a row menu and a confirmation', async ({
      page,
    }) => {
      await signInSpeaking(page, code);
      for (const screen of ADMIN_SCREENS) {
        await open(page, screen.path, code);
        await screen.ready(page);
        await expectNoAxeViolations(page, `${screen.path} (${code})`);
        await screen.more?.(page, code);
      }
    });

    /** Opens the lounge in `code` and waits for its queue. */
    async function openLounge(page: Page) {
      await signInSpeaking(page, code);
      await open(page, '/lounge', code);
      await expect(page.getByRole('heading', { name: 'The Lounge', level: 1 })).toBeVisible();
      await expect(page.locator('[data-slot="queue-row"]').first()).toBeVisible();
    }

    test('axe finds nothing on an instance page at 1280 px, its tabs, search and a dialog', async ({
      page,
    }) => {
      // The tabs beside the player, the queue below, search in an aside.
      await openLounge(page);
      await expectNoAxeViolations(page, `/lounge (${code})`);

      // The page was just checked whole: each tab's panel and the search results are checked
      // where they are.
      for (const id of ['lyrics.label', 'instance.controls', 'activity.label']) {
        const tab = page.getByRole('tab', { name: say(code, id), exact: true });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expectNoAxeViolations(page, `/lounge, tab "${say(code, id)}" (${code})`, {
          include: '[data-slot="instance-tabs"]',
        });
      }
      const search = page.getByRole('searchbox', { name: say(code, 'search.label') });
      await search.fill('neon');
      await expect(page.locator('[data-slot="search-result"]').first()).toBeVisible();
      await expectNoAxeViolations(page, `/lounge, search results (${code})`, {
        include: '[data-slot="search-panel"]',
      });

      // The keyboard shortcuts' help, a dialog ("?" from anywhere but a field).
      await search.blur();
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, `/lounge, shortcuts dialog (${code})`, {
        include: '[role="dialog"]',
      });
    });

    test('axe finds nothing on an instance page at 390 px, its queue tab and search sheet', async ({
      page,
    }) => {
      // The queue is the first tab under the player, and search opens in a sheet.
      await page.setViewportSize({ width: 390, height: 844 });
      await openLounge(page);
      const queueTab = page.getByRole('tab', { name: say(code, 'queue.title'), exact: true });
      await expect(queueTab).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page, `/lounge at 390 px (${code})`);
      await page.getByRole('button', { name: say(code, 'instance.searchSongs') }).click();
      await expect(page.locator('[data-slot="search-sheet"]')).toBeVisible();
      await expectNoAxeViolations(page, `/lounge at 390 px, search sheet (${code})`, {
        include: '[data-slot="search-sheet"]',
      });
    });
  });
}
