import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { components } from '@/contract/schema';
import { TrackListCard } from '@/components/instance/track-list-card';
import { t } from '@/lib/i18n';
import { catalogArgs } from '../support/catalog-args';

const tracks = Array.from({ length: 5 }, (_, i): components['schemas']['PopularTrack'] => ({
  id: `p${i}`,
  title: `Popular ${i + 1}`,
  artists: [{ name: 'Neon Harbor', uri: 'spotify:artist:a1' }],
  imageUrl: `/mock-assets/covers/album-${i}.svg`,
  duration: 200_000,
  isExplicit: false,
  isPlaying: false,
  uri: `spotify:track:p${i}`,
  streamingServiceType: 0,
  albumUri: null,
  count: 13 - i,
}));

const meta = {
  title: 'Instance/TrackListCard',
  component: TrackListCard,
  args: { title: 'Most Popular', tracks, highlightFirst: true, onQueue: fn(), onOpen: fn() },
  decorators: [
    (Story) => <div className="w-80">{Story()}</div>,
    catalogArgs(() => ({ title: t('instanceMessages.mostPopular') })),
  ],
} satisfies Meta<typeof TrackListCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MostPopular: Story = {
  play: async ({ canvasElement, args }) => {
    const items = canvasElement.querySelectorAll('[data-slot="track-list-item"]');
    await expect(items[0]).toHaveAttribute('data-highlighted', 'true');
    await expect(items[1]).not.toHaveAttribute('data-highlighted');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Queue Popular 2' }));
    await expect(args.onQueue).toHaveBeenCalledWith(tracks[1]);
  },
};
export const RecentlyPlayed: Story = {
  args: { title: 'Recently Played', highlightFirst: false },
  decorators: [catalogArgs(() => ({ title: t('instanceMessages.recentlyPlayed') }))],
};
export const RandomWithRefresh: Story = {
  args: { title: 'Random', highlightFirst: false, onRefresh: fn() },
  decorators: [catalogArgs(() => ({ title: t('instanceMessages.random') }))],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};
/** A radio among Most Popular: no detail view exists for a stream, so its cover offers none. */
export const WithRadio: Story = {
  args: {
    tracks: [
      {
        ...tracks[0]!,
        id: 'harbor',
        title: 'Harbor FM',
        artists: [{ name: 'Harbor FM', uri: 'https://radio.example.com/harbor/stream' }],
        uri: 'https://radio.example.com/harbor/stream',
        streamingServiceType: 99,
        duration: 0,
      },
      ...tracks.slice(1),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Harbor FM', { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open details of Harbor FM' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Queue Harbor FM' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Open details of Popular 2' }));
    await expect(args.onOpen).toHaveBeenCalledWith('spotify:track:p1');
  },
};
export const Loading: Story = { args: { tracks: undefined } };
export const Empty: Story = { args: { tracks: [] } };
