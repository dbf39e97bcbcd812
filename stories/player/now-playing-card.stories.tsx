import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NowPlayingCard } from '@/components/player/now-playing-card';
import { fixedNow, longTextTrack, playing, syncAt } from '../instance/fixtures';

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
export const Radio: Story = {
  args: { track: { ...playing, streamingServiceType: 99, duration: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('slider')).toBeNull();
  },
};
export const External: Story = { args: { track: { ...playing, streamingServiceType: 100 } } };
export const Paused: Story = { args: { playerStateType: 1 } };
export const NoCover: Story = { args: { track: { ...playing, imageUrl: 'javascript:alert(1)' } } };
export const LongText: Story = { args: { track: { ...longTextTrack, isPlaying: true } } };
