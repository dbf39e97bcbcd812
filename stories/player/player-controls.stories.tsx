import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlayerControls } from '@/components/player/player-controls';

const meta = {
  title: 'Player/PlayerControls',
  component: PlayerControls,
  args: { playerStateType: 0, hasTrack: true, onCommand: fn() },
} satisfies Meta<typeof PlayerControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await expect(args.onCommand).toHaveBeenNthCalledWith(1, 'pause');
    await expect(args.onCommand).toHaveBeenNthCalledWith(2, 'skip');
  },
};
export const Paused: Story = {
  args: { playerStateType: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resume' })).toBeEnabled();
  },
};
export const Stopped: Story = { args: { playerStateType: 2, hasTrack: false } };
export const Busy: Story = { args: { busy: 'skip' } };
/** The instance is offline: nothing can work, so nothing is lit, and each button says why. */
export const Offline: Story = {
  args: {
    playerStateType: 2,
    hasTrack: false,
    disabledReason: 'Unavailable while the bot is offline',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Unavailable while the bot is offline');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};
