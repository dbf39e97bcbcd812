import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { optionLabel } from '@/lib/preferences';
import { themes } from '@/themes/themes';
import { ThemeSample } from './primitive-showcase';
import { asComputedRgb, themeVariable } from './theme-css';

/**
 * All 17 themes at once, each in a wrapper with its own data-theme: variables are declared on
 * [data-theme='<id>'], so a nested wrapper re-themes its subtree whatever <html> says.
 */
function SideBySide() {
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(17rem,1fr))] gap-4">
      {themes.map((theme) => (
        <section
          key={theme.id}
          data-theme={theme.id}
          aria-label={optionLabel(theme)}
          className="grid content-start gap-3 rounded-xl border p-4 font-sans"
        >
          <h2 className="font-display text-lg font-semibold">
            {optionLabel(theme)} <span className="font-mono text-xs text-muted-fg">{theme.id}</span>
          </h2>
          <ThemeSample idPrefix={theme.id} title={optionLabel(theme)} />
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Themes/Side by side',
  component: SideBySide,
  // One snapshot already holds every theme: no theme modes (17 modes would be 17 identical pages).
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SideBySide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllThemes: Story = {
  play: async ({ canvasElement }) => {
    const wrappers = canvasElement.querySelectorAll<HTMLElement>('section[data-theme]');
    await expect(wrappers).toHaveLength(themes.length);
    for (const wrapper of wrappers) {
      const id = wrapper.dataset.theme as string;
      // Each wrapper paints its own theme's background and card, not the page's.
      await expect(getComputedStyle(wrapper).backgroundColor, id).toBe(
        asComputedRgb(themeVariable(id, 'bg')),
      );
      const card = wrapper.querySelector('[data-slot="card"]') as HTMLElement;
      await expect(getComputedStyle(card).backgroundColor, id).toBe(
        asComputedRgb(themeVariable(id, 'card')),
      );
    }
  },
};
