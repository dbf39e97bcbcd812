import type { Locator } from '@playwright/test';

/**
 * Whether a tap or click at the centre of `locator` lands on the control itself, as a person's
 * would: nothing drawn or unseen (a toast's hover area) lies over it there.
 */
export function takesItsOwnTaps(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
}
