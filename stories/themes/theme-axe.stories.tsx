import type { Meta, StoryObj } from '@storybook/react-vite';
import axe from 'axe-core';
import { expect } from 'storybook/test';
import { resolveThemeId, themes } from '@/themes/themes';
import { PrimitiveShowcase } from './primitive-showcase';

/**
 * Every primitive rendered under each theme of the registry, so `npm test` runs axe (contrast
 * included) on the real pixels of every theme, not only the default one. One story walks the
 * registry, so a theme added to themes.ts is checked without touching this file. Chromatic and
 * the visual regression run (`skip-visual`) skip it: the gallery's theme modes already snapshot
 * the same content.
 */
const meta = {
  title: 'Themes/Axe in every theme',
  component: PrimitiveShowcase,
  parameters: { chromatic: { disableSnapshot: true } },
  tags: ['skip-visual'],
} satisfies Meta<typeof PrimitiveShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as the a11y addon checks it, without Storybook's own elements. */
const axeContext = {
  include: document.body,
  exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
};
/**
 * Only the rules whose outcome depends on colour: the markup is the same in every theme, and the
 * addon runs every rule on it after the play function (about 1 s a run; 17 full runs would not
 * fit in a story's time budget).
 */
const axeOptions: axe.RunOptions = {
  runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
};

/**
 * The registry in three parts (every third theme each, so a new theme always lands in one), so
 * each story stays well inside a story's time budget on a loaded machine.
 */
const PARTS = 3;

const checkThemes = (part: number): Story['play'] =>
  async function play({ canvasElement, globals, step }) {
    const root = canvasElement.ownerDocument.documentElement;
    for (const theme of themes.filter((_, index) => index % PARTS === part)) {
      await step(theme.label, async () => {
        root.dataset.theme = theme.id;
        // Colours change through CSS transitions: axe must see the end state, not a blend.
        for (const animation of canvasElement.ownerDocument.getAnimations()) {
          if (animation instanceof CSSTransition) animation.finish();
        }
        const { violations } = await axe.run(axeContext, axeOptions);
        await expect(
          violations.map((violation) => `${violation.id}: ${violation.nodes.length} node(s)`),
        ).toEqual([]);
      });
    }
    // The addon's own axe run, after this, checks the story's theme again.
    root.dataset.theme = resolveThemeId(globals.theme);
  };

export const PartOne: Story = { name: 'Registry themes, part 1 of 3', play: checkThemes(0) };
export const PartTwo: Story = { name: 'Registry themes, part 2 of 3', play: checkThemes(1) };
export const PartThree: Story = { name: 'Registry themes, part 3 of 3', play: checkThemes(2) };
