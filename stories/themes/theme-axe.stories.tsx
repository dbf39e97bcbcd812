import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { resolveThemeId, themes } from '@/themes/themes';
import { PrimitiveShowcase } from './primitive-showcase';

/**
 * Every primitive rendered under each theme, so `npm test` runs axe (contrast included) on the
 * real pixels of all 17 themes, not only the default one. One story per theme (a story global);
 * Chromatic skips them: the gallery's theme modes already snapshot the same content.
 */
const meta = {
  title: 'Themes/Axe in every theme',
  component: PrimitiveShowcase,
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe(
      resolveThemeId(globals.theme),
    );
  },
} satisfies Meta<typeof PrimitiveShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = { name: 'Dark', globals: { theme: 'dark' } };
export const Nine: Story = { name: 'Light (nine)', globals: { theme: 'nine' } };
export const Greyscale: Story = { name: 'Greyscale', globals: { theme: 'greyscale' } };
export const Black: Story = { name: 'Black', globals: { theme: 'black' } };
export const Cyberpunk: Story = { name: 'Cyberpunk', globals: { theme: 'cyberpunk' } };
export const Red: Story = { name: 'Red', globals: { theme: 'red' } };
export const Speak: Story = { name: 'Speak', globals: { theme: 'speak' } };
export const Lover: Story = { name: 'Lover', globals: { theme: 'lover' } };
export const Guts: Story = { name: 'Guts', globals: { theme: 'guts' } };
export const Barbie: Story = { name: 'Barbie', globals: { theme: 'barbie' } };
export const Emails: Story = { name: 'Emails', globals: { theme: 'emails' } };
export const Midnights: Story = { name: 'Midnights', globals: { theme: 'midnights' } };
export const SemiCharmedLife: Story = {
  name: 'Semi-Charmed Life',
  globals: { theme: 'semi-charmed-life' },
};
export const Suckerpunch: Story = { name: 'Suckerpunch', globals: { theme: 'suckerpunch' } };
export const BrothersInArms: Story = {
  name: 'Brothers in Arms',
  globals: { theme: 'brothers-in-arms' },
};
export const ShortNSweet: Story = { name: 'Short n’ Sweet', globals: { theme: 'short-n-sweet' } };
export const Christmas: Story = { name: 'Christmas', globals: { theme: 'christmas' } };

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
