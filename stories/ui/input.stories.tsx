import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { allThemeModes } from '../../.storybook/modes';
import { withWidth } from './with-width';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { 'aria-label': 'Instance name', placeholder: 'Lounge', disabled: false },
  argTypes: {
    type: { control: 'select', options: ['text', 'number', 'email', 'password'] },
    disabled: { control: 'boolean' },
    placeholder: { control: 'text' },
  },
  parameters: { chromatic: { modes: allThemeModes } },
  decorators: [withWidth('w-72')],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Instance name' });
    await userEvent.type(input, 'Gaming');
    await expect(input).toHaveValue('Gaming');
  },
};

export const Filled: Story = { args: { defaultValue: 'Lounge' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Lounge' } };

export const Invalid: Story = {
  render: () => (
    <div className="grid gap-2">
      <Label htmlFor="limit">Notification limit</Label>
      <Input
        id="limit"
        type="number"
        defaultValue={42}
        aria-invalid
        aria-describedby="limit-error"
      />
      <p id="limit-error" className="text-sm text-danger">
        Enter a number from 1 to 10.
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('spinbutton', { name: 'Notification limit' }),
    ).toHaveAccessibleDescription('Enter a number from 1 to 10.');
  },
};

export const LongValue: Story = {
  args: {
    defaultValue:
      'https://open.example/playlist/37i9dQZF1DXcBWIGoYBM5M?si=an-extremely-long-query-string-that-overflows',
  },
};

export const RightToLeft: Story = {
  args: { defaultValue: 'قائمة التشغيل', dir: 'rtl' },
};
