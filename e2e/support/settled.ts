import type { Locator } from '@playwright/test';

/**
 * Waits until nothing moves `locator` any more: every finite animation on it or an ancestor has
 * finished. A toast's entrance bounces (it rises past where it rests and falls back), so a box
 * read mid-entrance can be 20 px from where the toast settles.
 */
export async function settled(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    const moving: Animation[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      moving.push(
        ...node
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity),
      );
    }
    await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
  });
}
