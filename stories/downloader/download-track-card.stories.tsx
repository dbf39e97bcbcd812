import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DownloadTrackCard } from '@/components/downloader/download-track-card';
import { TRACK_COVER } from './fixtures';

const meta = {
  title: 'Downloader/DownloadTrackCard',
  component: DownloadTrackCard,
  args: {
    title: 'Lucky Fever',
    artists: 'Maya Lin, Kofi',
    duration: 201_000,
    imageUrl: TRACK_COVER,
    isExplicit: false,
    status: 'downloading',
    bytes: 0,
  },
} satisfies Meta<typeof DownloadTrackCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Downloading: Story = {
  args: { bytes: 2_621_440 },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'Lucky Fever' })).toBeVisible();
    await expect(card.getByText('Maya Lin, Kofi')).toBeVisible();
    await expect(card.getByText('3:21')).toBeVisible();
    await expect(card.getByRole('status')).toHaveTextContent('Downloading...2.50 MiB');
  },
};

export const Downloaded: Story = {
  args: { status: 'downloaded', bytes: 35_389_440 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Downloaded');
  },
};

/** After a failure the card says Failed and offers Retry (the toast that also says so goes). */
export const Failed: Story = {
  args: { status: 'failed', bytes: 0, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('status')).toHaveTextContent(/^Failed$/);
    await userEvent.click(card.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Explicit: Story = {
  args: { isExplicit: true, status: 'downloaded' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Explicit')).toBeVisible();
  },
};

export const LongTitleNoImage: Story = {
  args: {
    title: 'A Very Long Title That Keeps Going Well Past The Width Of The Card On A Phone',
    artists: 'The Velvet Satellites, Zoë & the Paper Moons, Lena Listener, Sven',
    imageUrl: null,
  },
};
