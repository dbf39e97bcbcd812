import type { Page, Route } from '@playwright/test';

/**
 * Holds the page's requests to `pattern` until `release()`, which lets the held ones go on and
 * every later one through. A held request the page has since given up on (a superseded poll)
 * is gone: no matter.
 */
export async function holdRequests(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, (route) => (holding ? held.push(route) : route.continue()));
  return {
    count: () => held.length,
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue().catch(() => {});
    },
  };
}
