import type { Meta, StoryObj } from '@storybook/react-vite';
import type { components } from '@/contract/schema';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MetadataBrowser } from '@/components/metadata/metadata-browser';
import {
  AlbumView,
  ArtistView,
  PlaylistView,
  TrackView,
} from '@/components/metadata/metadata-views';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { atViewport } from '../../.storybook/viewports';
import { t } from '@/lib/i18n';
import { catalogArgs } from '../support/catalog-args';

const artist = { name: 'Neon Harbor', uri: 'spotify:artist:a1' };
const track = (i: number): components['schemas']['Track'] => ({
  id: `m${i}`,
  uri: `spotify:track:m${i}`,
  title: `Harbor song ${i + 1}`,
  artists: [artist],
  imageUrl: `/mock-assets/covers/album-${i % 5}.svg`,
  duration: 190_000 + i * 1000,
  isExplicit: i % 3 === 0,
  isPlaying: false,
  streamingServiceType: 0,
  albumUri: 'spotify:album:n1',
});
const tracks = Array.from({ length: 8 }, (_, i) => track(i));
/** The album "Neon Nights" holding `albumTracks`. */
const neonNights = (albumTracks: components['schemas']['Track'][]) => ({
  name: 'Neon Nights',
  uri: 'spotify:album:n1',
  artists: [artist],
  releaseDate: '2019-06-01',
  imageUrl: '/mock-assets/covers/album-3.svg',
  numTracks: albumTracks.length,
  duration: albumTracks.reduce((sum, each) => sum + each.duration, 0),
  tracks: albumTracks,
  streamingServiceType: 0 as const,
});
const handlers = { onOpen: fn(), onQueueTrack: fn(), onQueueCollection: fn() };
const stack = [
  { uri: 'spotify:artist:a1', label: 'Neon Harbor' },
  { uri: 'spotify:album:n1', label: 'Neon Nights' },
];

const meta = {
  title: 'Metadata/MetadataBrowser',
  component: MetadataBrowser,
  args: { stack, onBack: fn(), onClose: fn(), onCrumb: fn(), children: null },
} satisfies Meta<typeof MetadataBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Album: Story = {
  args: {
    children: <AlbumView album={neonNights(tracks)} handlers={handlers} />,
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(/2019 · 8 songs/)).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Queue Album' }));
    await expect(handlers.onQueueCollection).toHaveBeenCalledWith('spotify:album:n1');
    await userEvent.click(
      within(body.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('button', {
        name: 'Neon Harbor',
      }),
    );
    await expect(args.onCrumb).toHaveBeenCalledWith(0);
    await userEvent.click(body.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
/**
 * A phone (360 px) and titles longer than the row: the title yields with an ellipsis and every
 * Explicit badge shows whole.
 */
export const AlbumLongTitlesOnPhone: Story = {
  globals: atViewport('phone'),
  args: {
    children: (
      <AlbumView
        album={neonNights(
          tracks.slice(0, 3).map((each) => ({
            ...each,
            title: `${each.title} (Extended Harbor Lights Remix, Live at the Pier)`,
          })),
        )}
        handlers={handlers}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const badges = await body.findAllByLabelText('Explicit');
    await expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) {
      const row = badge.closest('[data-slot="metadata-track-row"]')!;
      const shown = badge.getBoundingClientRect();
      // Whole: as wide as its content, and inside its row's text column.
      await expect(shown.width).toBeGreaterThanOrEqual(badge.scrollWidth);
      const column = badge.parentElement!.parentElement!.getBoundingClientRect();
      await expect(shown.right).toBeLessThanOrEqual(column.right + 0.5);
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
export const Track: Story = {
  args: {
    stack: [{ uri: 'spotify:track:m0', label: 'Harbor song 1' }],
    children: <TrackView track={tracks[0]!} handlers={handlers} />,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    for (const name of ['View Album', 'Play Next', 'Queue']) {
      await expect(
        await body.findByRole('button', { name: new RegExp(`^${name}$`) }),
      ).toBeInTheDocument();
    }
    await expect(body.getByText('Explicit')).toBeInTheDocument();
  },
};
export const Artist: Story = {
  args: {
    stack: [stack[0]!],
    children: (
      <ArtistView
        artist={{
          name: 'Neon Harbor',
          uri: 'spotify:artist:a1',
          numFollowers: 12345,
          imageUrl: null,
          tracks,
        }}
        handlers={handlers}
      />
    ),
  },
};
export const Playlist: Story = {
  args: {
    stack: [{ uri: 'spotify:playlist:p1', label: 'Road Trip' }],
    children: (
      <PlaylistView
        playlist={{
          name: 'Road Trip',
          uri: 'spotify:playlist:p1',
          ownerName: 'DJ Nova',
          imageUrl: '/mock-assets/covers/playlist-1.svg',
          numTracks: 40,
          duration: 9_000_000,
          tracks,
        }}
        handlers={handlers}
      />
    ),
  },
};
export const Loading: Story = {
  decorators: [
    catalogArgs(() => ({ children: <Spinner label={t('instanceMessages.loadingDetails')} /> })),
  ],
  args: { stack: [{ uri: 'spotify:album:n1' }], children: <Spinner label="Loading details" /> },
  parameters: { chromatic: { disableSnapshot: true } },
};
export const Refused: Story = {
  decorators: [
    catalogArgs(() => ({
      children: <ErrorMessage>{t('actions.refuseSpotifyMetadata')}</ErrorMessage>,
    })),
  ],
  args: {
    stack: [{ uri: 'spotify:album:n1' }],
    children: <ErrorMessage>You&apos;re not allowed to view Spotify metadata</ErrorMessage>,
  },
};
export const Unsupported: Story = {
  decorators: [catalogArgs(() => ({ children: <p>{t('general.metadataUnsupported')}</p> }))],
  args: {
    stack: [{ uri: 'https://www.youtube.com/watch?v=x' }],
    children: <p>This view only supports Spotify.</p>,
  },
};
