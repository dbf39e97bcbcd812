import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '@/components/ui/spinner';
import { allThemeModes } from '../../.storybook/modes';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  argTypes: { label: { control: 'text' } },
  parameters: { chromatic: { modes: allThemeModes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};

export const Labelled: Story = {
  args: { label: 'Loading servers', className: 'size-6 text-primary' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading servers' }),
    ).toBeVisible();
  },
};
