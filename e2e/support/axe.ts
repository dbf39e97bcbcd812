import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what the dashboard promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Waits until the screen (or the part of it that `within` selects) holds still: no skeleton, no
 * spinner, nothing marked busy, and no finite animation or transition still running on the page
 * (a fade-in's half-drawn colours would fail color-contrast by chance). Endless animations (a
 * pulsing "live" dot) never finish, so they do not count.
 */
async function waitForSettledScreen(
  page: Page,
  { within = 'body', timeout = 20_000 }: { within?: string; timeout?: number } = {},
): Promise<void> {
  await expect(
    page
      .locator(within)
      .locator('[data-slot="skeleton"], [data-slot="spinner"], [aria-busy="true"]'),
  ).toHaveCount(0, { timeout });
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  animation.effect?.getComputedTiming().endTime !== Infinity,
              ).length,
        ),
      { message: 'animations still running', timeout },
    )
    .toBe(0);
}

/** One paragraph per violation and node: the rule, its help text, and where it was found. */
function describe(violations: Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n` +
        `    target: ${node.target.map(String).join(' >> ')}\n` +
        `    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}\n` +
        `    ${violation.helpUrl}`,
    ),
  );
}

/**
 * Runs axe (WCAG 2.x A and AA) on the page as it stands, after it has settled, and fails with a
 * readable list of what it found: each violation's id, help and target selectors. `what` names
 * the screen in the failure message and in the report's step. `include` narrows the run to a
 * part of the page (a dialog, a tab's panel) when the rest was just checked and has not changed:
 * axe takes seconds on a busy machine.
 */
export async function expectNoAxeViolations(
  page: Page,
  what: string = page.url(),
  { include }: { include?: string } = {},
): Promise<void> {
  await test.step(`axe: ${what}`, async () => {
    // A menu's trigger stays busy while the confirmation it opened is up: only the part checked
    // needs to hold still.
    await waitForSettledScreen(page, { within: include });
    // Only violations are reported in detail: axe spends less time gathering passes' nodes.
    // `options` first: it replaces the whole options object, the tags' `runOnly` included.
    const builder = new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(WCAG_TAGS);
    if (include) builder.include(include);
    const found = describe((await builder.analyze()).violations);
    expect(
      found.length,
      `axe found ${found.length} violation(s) on ${what}:\n\n${found.join('\n\n')}\n`,
    ).toBe(0);
  });
}
