import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { JobStatusBadge } from '@/components/downloader/job-status-badge';

const meta = {
  title: 'Downloader/JobStatusBadge',
  component: JobStatusBadge,
  args: { job: { status: 'pending', numBytesDownloaded: 0 } },
} satisfies Meta<typeof JobStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Queued: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Queued')).toBeVisible();
  },
};

/** Running before the first byte arrives. */
export const Pending: Story = {
  args: { job: { status: 'running', numBytesDownloaded: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending...')).toBeVisible();
  },
};

export const Running: Story = {
  args: { job: { status: 'running', numBytesDownloaded: 1_572_864 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.50 MiB')).toBeVisible();
  },
};

export const Completed: Story = {
  args: { job: { status: 'completed', numBytesDownloaded: 52_428_800 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('50.00 MiB')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { job: { status: 'failed', numBytesDownloaded: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Failed')).toBeVisible();
  },
};
