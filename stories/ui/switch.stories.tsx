import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { allThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { id: 'lowercase', disabled: false },
  argTypes: { checked: { control: 'boolean' }, disabled: { control: 'boolean' } },
  parameters: { chromatic: { modes: allThemeModes } },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Switch {...args} />
      <Label htmlFor={args.id}>{t('preferences.lowercaseAesthetic')}</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Lowercase aesthetic' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };

export const RightToLeft: Story = {
  args: { defaultChecked: true, dir: 'rtl' },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
