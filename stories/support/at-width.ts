import { expect } from 'storybook/test';
import { atViewport, type ScreenViewport } from '../../.storybook/viewports';

interface WidthStory {
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  tags?: string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any story's play context
  play?: (context: any) => Promise<void> | void;
}

/** Fails when something makes the whole page scroll sideways (a table must scroll in its box). */
export async function expectNoPageOverflow() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * The same screen story at one of the four widths (360, 768, 1024, 1440 px): the Vitest addon
 * resizes Chromium's page, the story's own play function runs, then the page must not overflow.
 * Left out of snapshots: the visual check and Chromatic take screens at their widths themselves.
 */
export function atWidth<S extends WidthStory>(story: S, width: ScreenViewport): S {
  return {
    ...story,
    globals: { ...story.globals, ...atViewport(width) },
    parameters: { ...story.parameters, chromatic: { disableSnapshot: true } },
    tags: [...(story.tags ?? []), 'skip-visual'],
    play: async (context: unknown) => {
      await story.play?.(context);
      await expectNoPageOverflow();
    },
  };
}
