import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ElapsedTime } from '@/components/player/elapsed-time';
import { fixedNow, syncAt } from '../instance/fixtures';

const meta = {
  title: 'Player/ElapsedTime',
  component: ElapsedTime,
  args: { sync: syncAt(0.5, false), now: fixedNow },
} satisfies Meta<typeof ElapsedTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paused: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('2:07 / 4:14');
  },
};
export const UnknownLength: Story = { args: { sync: syncAt(0, false, 0) } };
export const OverAnHour: Story = {
  args: { sync: syncAt(0.5, false, 2 * 3600_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1:00:00 / 2:00:00')).toBeInTheDocument();
  },
};
