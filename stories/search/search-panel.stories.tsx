import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { components } from '@/contract/schema';
import { SearchPanel } from '@/components/search/search-panel';

const cover = (seed: string) => `/mock-assets/covers/${seed}.svg`;
const results: components['schemas']['SearchResult'] = {
  radios: [
    {
      title: 'Harbor FM',
      imageUrl: null,
      homepageUrl: 'https://radio.example',
      uri: 'https://radio.example/stream',
      streamingServiceType: 99,
    },
  ],
  artists: [
    {
      name: 'Neon Harbor',
      numFollowers: 12_345,
      imageUrl: cover('artist-1'),
      uri: 'spotify:artist:a1',
      streamingServiceType: 0,
    },
  ],
  tracks: Array.from({ length: 12 }, (_, i) => ({
    title: `Neon track ${i + 1}`,
    artists: ['Neon Harbor'],
    duration: 200_000,
    imageUrl: cover(`album-${i}`),
    uri: `spotify:track:s${i}`,
    streamingServiceType: 0,
  })),
  playlists: [
    {
      title: 'Neon Nights',
      author: 'Neon Harbor',
      numTracks: 11,
      imageUrl: cover('album-3'),
      uri: 'spotify:album:n1',
      streamingServiceType: 0,
      isAlbum: true,
    },
    {
      title: 'Road Trip',
      author: 'DJ Nova',
      numTracks: 40,
      imageUrl: cover('playlist-1'),
      uri: 'spotify:playlist:p1',
      streamingServiceType: 0,
      isAlbum: false,
    },
  ],
};
const counts = { radios: 10, artists: 5, tracks: 10, albums: 10, playlists: 10 };

const meta = {
  title: 'Search/SearchPanel',
  component: SearchPanel,
  args: {
    query: '',
    onQueryChange: fn(),
    busy: false,
    results: undefined,
    counts,
    onEnqueue: fn(),
    onOpen: fn(),
  },
  decorators: [(Story) => <div className="w-96">{Story()}</div>],
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByPlaceholderText('Search for a song or playlist'),
    ).toBeInTheDocument();
  },
};
export const Busy: Story = { args: { query: 'neon', busy: true } };
export const Results: Story = {
  args: { query: 'neon', results },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Sections in the spec's order; tracks cut to the setting (10 of 12).
    const headings = canvas.getAllByRole('heading').map((h) => h.textContent);
    await expect(headings).toEqual(['Radio Stations', 'Artists', 'Tracks', 'Albums', 'Playlists']);
    const tracks = within(canvas.getByRole('region', { name: 'Tracks' }));
    await expect(tracks.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(tracks.getByRole('button', { name: 'Play Neon track 1 next' }));
    await expect(args.onEnqueue).toHaveBeenCalledWith({
      kind: 'track',
      uri: 'spotify:track:s0',
      streamingServiceType: 0,
      next: true,
    });
    // Radios have no details view.
    const radios = within(canvas.getByRole('region', { name: 'Radio Stations' }));
    await expect(radios.queryByRole('button', { name: /Open details/ })).toBeNull();
  },
};
export const NoResults: Story = {
  args: { query: 'zzz', results: { radios: [], artists: [], tracks: [], playlists: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No results found');
  },
};
