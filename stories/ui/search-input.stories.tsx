import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchInput } from '@/components/ui/input';
import { allThemeModes } from '../../.storybook/modes';
import { withWidth } from './with-width';

const meta = {
  title: 'UI/SearchInput',
  component: SearchInput,
  args: { 'aria-label': 'Search tracks', placeholder: 'Search…', busy: false },
  argTypes: { busy: { control: 'boolean' }, disabled: { control: 'boolean' } },
  parameters: { chromatic: { modes: allThemeModes } },
  decorators: [withWidth('w-80')],
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search tracks' });
    await userEvent.type(box, 'midnight rain');
    await expect(box).toHaveValue('midnight rain');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Busy: Story = {
  args: { busy: true, defaultValue: 'midnight rain' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Searching' })).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongQuery: Story = {
  args: {
    busy: true,
    defaultValue: 'a search query long enough to run under the spinner if padding were wrong',
  },
};

export const RightToLeft: Story = {
  args: { defaultValue: 'أغنية', busy: true },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
