import type { Meta, StoryObj } from '@storybook/react-vite';
import { Kbd } from '@/components/ui/kbd';
import { allThemeModes } from '../../.storybook/modes';

const meta = {
  title: 'UI/Kbd',
  component: Kbd,
  args: { children: 'Esc' },
  parameters: { chromatic: { modes: allThemeModes } },
} satisfies Meta<typeof Kbd>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Key: Story = {};

export const Combination: Story = {
  render: () => (
    <p className="flex items-center gap-1 text-sm">
      Press <Kbd>Alt</Kbd>+<Kbd>T</Kbd> to jump to notifications.
    </p>
  ),
};
