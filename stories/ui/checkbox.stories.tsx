import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { allThemeModes } from '../../.storybook/modes';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { id: 'auto-zip', disabled: false },
  argTypes: {
    checked: { control: 'select', options: [true, false, 'indeterminate'] },
    disabled: { control: 'boolean' },
  },
  parameters: { chromatic: { modes: allThemeModes } },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox {...args} />
      <Label htmlFor={args.id}>Auto zip</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToggleByLabel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Auto zip' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Auto zip'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
