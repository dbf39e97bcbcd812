import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DownloadPlaylistCard } from '@/components/downloader/download-playlist-card';
import { TRACK_COVER } from './fixtures';

const meta = {
  title: 'Downloader/DownloadPlaylistCard',
  component: DownloadPlaylistCard,
  args: {
    name: 'Rainy Day Jazz?',
    ownerName: 'Kofi',
    duration: 2_665_000,
    imageUrl: TRACK_COVER,
    numTracks: 12,
    status: 'queued',
  },
} satisfies Meta<typeof DownloadPlaylistCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Queued: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'Rainy Day Jazz?' })).toBeVisible();
    await expect(card.getByText('Kofi')).toBeVisible();
    await expect(card.getByText('12 songs, 44 minutes 25 seconds')).toBeVisible();
    await expect(card.getByRole('status')).toHaveTextContent('Queued');
  },
};

export const Downloading: Story = { args: { status: 'downloading' } };

export const Downloaded: Story = { args: { status: 'downloaded' } };

export const WithoutImage: Story = { args: { imageUrl: 'javascript:alert(1)' } };
