import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { allThemeModes } from '../../.storybook/modes';

const meta = {
  title: 'UI/Label',
  component: Label,
  args: { children: 'Search count' },
  parameters: { chromatic: { modes: allThemeModes } },
  render: (args) => (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor="search-count" {...args} />
      <Input id="search-count" type="number" defaultValue={10} />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Search count'));
    await expect(canvas.getByRole('spinbutton', { name: 'Search count' })).toHaveFocus();
  },
};
