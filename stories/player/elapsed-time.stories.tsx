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
/** No length (a radio): LIVE, not a 0:00 that never moves. */
export const UnknownLength: Story = {
  args: { sync: syncAt(0, true, 0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Live stream')).toBeInTheDocument();
    await expect(canvasElement).not.toHaveTextContent('0:00');
  },
};
export const OverAnHour: Story = {
  args: { sync: syncAt(0.5, false, 2 * 3600_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1:00:00 / 2:00:00')).toBeInTheDocument();
  },
};
