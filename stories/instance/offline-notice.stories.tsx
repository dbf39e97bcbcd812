import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineNotice } from '@/components/instance/offline-notice';

const meta = {
  title: 'Instance/OfflineNotice',
  component: OfflineNotice,
  args: { name: 'Basement' },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basement: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Basement is offline',
    );
  },
};
export const LongName: Story = {
  args: { name: 'A Server With An Unreasonably Long Name For A Notice That Wraps' },
};
