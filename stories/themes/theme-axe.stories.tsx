import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { resolveThemeId, themes } from '@/themes/themes';
import { PrimitiveShowcase } from './primitive-showcase';

/**
 * Every primitive rendered under each theme, so `npm test` runs axe (contrast included) on the
 * real pixels of all 17 themes, not only the default one. One story per theme (a story global);
 * Chromatic and the visual regression run (`skip-visual`) skip them: the gallery's theme modes
 * already snapshot the same content.
 */
const meta = {
  title: 'Themes/Axe in every theme',
  component: PrimitiveShowcase,
  parameters: { chromatic: { disableSnapshot: true } },
  tags: ['skip-visual'],
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe(
      resolveThemeId(globals.theme),
    );
  },
} satisfies Meta<typeof PrimitiveShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = { globals: { theme: 'dark' } };
export const Nine: Story = { name: 'Light (nine)', globals: { theme: 'nine' } };
export const Greyscale: Story = { globals: { theme: 'greyscale' } };
export const Black: Story = { globals: { theme: 'black' } };
export const Cyberpunk: Story = { globals: { theme: 'cyberpunk' } };
export const Red: Story = { globals: { theme: 'red' } };
export const Speak: Story = { globals: { theme: 'speak' } };
export const Lover: Story = { globals: { theme: 'lover' } };
export const Guts: Story = { globals: { theme: 'guts' } };
export const Barbie: Story = { globals: { theme: 'barbie' } };
export const Emails: Story = { globals: { theme: 'emails' } };
export const Midnights: Story = { globals: { theme: 'midnights' } };
export const SemiCharmedLife: Story = {
  name: 'Semi-Charmed Life',
  globals: { theme: 'semi-charmed-life' },
};
export const Suckerpunch: Story = { globals: { theme: 'suckerpunch' } };
export const BrothersInArms: Story = {
  name: 'Brothers in Arms',
  globals: { theme: 'brothers-in-arms' },
};
export const ShortNSweet: Story = { name: 'Short n’ Sweet', globals: { theme: 'short-n-sweet' } };
export const Christmas: Story = { globals: { theme: 'christmas' } };

/** Kept in step with the registry: a theme added to themes.ts needs a story here. */
export const CoversEveryTheme: Story = {
  play: async () => {
    const covered = [
      'dark',
      'nine',
      'greyscale',
      'black',
      'cyberpunk',
      'red',
      'speak',
      'lover',
      'guts',
      'barbie',
      'emails',
      'midnights',
      'semi-charmed-life',
      'suckerpunch',
      'brothers-in-arms',
      'short-n-sweet',
      'christmas',
    ];
    await expect(covered).toEqual(themes.map((theme) => theme.id));
  },
};
