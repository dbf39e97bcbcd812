import type { Page } from '@playwright/test';
import { STORE_PREFIX } from '../../src/api/query/last-known-store';

/**
 * Every load of `page` starts with no person's last screen kept (src/api/query/last-known-store.ts),
 * as a first visit does: the HTML's frame is what paints first, whatever an earlier load of the
 * journey left. For the journeys whose subject is that frame.
 */
export async function keepNoLastScreen(page: Page): Promise<void> {
  await page.addInitScript((prefix) => {
    for (const name of Object.keys(localStorage)) {
      if (name.startsWith(prefix)) localStorage.removeItem(name);
    }
  }, STORE_PREFIX);
}
