import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NowPlayingCard } from '@/components/player/now-playing-card';
import { fixedNow, longTextTrack, playing, radioStation, syncAt } from '../instance/fixtures';

const meta = {
  title: 'Player/NowPlayingCard',
  component: NowPlayingCard,
  args: {
    track: playing,
    playerStateType: 0,
    voiceChannelName: 'Lounge Voice',
    sync: syncAt(0.4, false),
    onOpen: fn(),
    onSeek: fn(),
    now: fixedNow,
  },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
} satisfies Meta<typeof NowPlayingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spotify: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Spotify/)).toBeInTheDocument();
    await expect(canvas.getByRole('slider', { name: 'Track progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await canvas.getByRole('button', { name: /Open details of Lucky Garden/ }).click();
    await expect(args.onOpen).toHaveBeenCalledWith('spotify:track:t0');
  },
};
export const YouTube: Story = { args: { track: { ...playing, streamingServiceType: 1 } } };
export const SoundCloud: Story = { args: { track: { ...playing, streamingServiceType: 2 } } };
/** A live radio: LIVE instead of a seek bar, and its cover opens nothing (radios have no view). */
export const Radio: Story = {
  args: { track: radioStation, sync: syncAt(0, true, 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('slider')).toBeNull();
    await expect(canvas.getByLabelText('Live stream')).toHaveTextContent('Live');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByText('Harbor FM')).toHaveLength(1);
  },
};
/** A YouTube live stream: no length either, so no seek bar that would pretend. */
export const LiveWithoutLength: Story = {
  args: { track: { ...playing, streamingServiceType: 1, duration: 0 }, sync: syncAt(0, true, 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('slider')).toBeNull();
    await expect(canvas.getByLabelText('Live stream')).toBeInTheDocument();
  },
};
export const External: Story = { args: { track: { ...playing, streamingServiceType: 100 } } };
export const Paused: Story = { args: { playerStateType: 1 } };
export const NoCover: Story = { args: { track: { ...playing, imageUrl: 'javascript:alert(1)' } } };
export const LongText: Story = { args: { track: { ...longTextTrack, isPlaying: true } } };
