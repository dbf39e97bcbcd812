import { expect } from 'storybook/test';
import { atViewport, type ScreenViewport } from '../../.storybook/viewports';

interface WidthStory {
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any story's play context
  play?: (context: any) => Promise<void> | void;
}

/** Fails when something makes the whole page scroll sideways (a table must scroll in its box). */
async function expectNoPageOverflow() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * The same screen story at one of the four widths (360, 768, 1024, 1440 px): the Vitest addon
 * resizes Chromium's page, the story's own play function runs, then the page must not overflow.
 * Left out of Chromatic's snapshots; give the story `tags: ['skip-visual']` in its own object
 * literal too (Storybook reads tags statically, not from this call), so the visual check, which
 * takes screens at their widths itself, leaves it out.
 */
export function atWidth<S extends WidthStory>(story: S, width: ScreenViewport): S {
  return {
    ...story,
    globals: { ...story.globals, ...atViewport(width) },
    parameters: { ...story.parameters, chromatic: { disableSnapshot: true } },
    play: async (context: unknown) => {
      await story.play?.(context);
      await expectNoPageOverflow();
    },
  };
}
