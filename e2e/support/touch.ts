import type { Page } from '@playwright/test';

interface Point {
  x: number;
  y: number;
}

/**
 * A finger's stroke as the browser gets it from a touch screen (CDP touch events, so the page's
 * `touch-action` and the browser's own scrolling take part): down at `from`, moves in steps at a
 * finger's pace, up at `to`. `hold` ms before the first move (a finger resting first).
 */
export async function touchStroke(
  page: Page,
  from: Point,
  to: Point,
  { steps = 12, hold = 0, pace = 16 }: { steps?: number; hold?: number; pace?: number } = {},
) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point: Point) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ ...point, id: 1 }],
    });
  await touch('touchStart', from);
  if (hold > 0) await page.waitForTimeout(hold);
  for (let step = 1; step <= steps; step += 1) {
    await touch('touchMove', {
      x: from.x + ((to.x - from.x) * step) / steps,
      y: from.y + ((to.y - from.y) * step) / steps,
    });
    await page.waitForTimeout(pace);
  }
  await touch('touchEnd', to);
  await cdp.detach();
}

/** A tap that lands and lifts in one place (CDP touch events, as a finger does). */
export async function touchTap(page: Page, at: Point) {
  await touchStroke(page, at, at, { steps: 0 });
}
