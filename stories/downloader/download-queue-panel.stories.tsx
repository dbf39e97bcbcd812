import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DownloadQueuePanel } from '@/components/downloader/download-queue-panel';
import { completed, JOBS_OF_EVERY_STATE, makeJob, panelState } from './fixtures';

const queued = Array.from({ length: 5 }, (_, index) => makeJob(index));
const allDone = Array.from({ length: 5 }, (_, index) => completed(index));

const meta = {
  title: 'Downloader/DownloadQueuePanel',
  component: DownloadQueuePanel,
  args: {
    playlistName: 'Rainy Day Jazz?',
    ownerName: 'Kofi',
    state: panelState(queued),
    options: { autoRetry: false, autoZip: false, timeoutMs: 10_000, intervalMs: 0 },
    onOptionChange: fn(),
    onRunAll: fn(),
    onRetryFailed: fn(),
    onGenerateZip: fn(),
    onJobAction: fn(),
  },
} satisfies Meta<typeof DownloadQueuePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Queued: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(
      panel.getByRole('heading', { name: 'Download Queue for Rainy Day Jazz? by Kofi' }),
    ).toBeVisible();
    await expect(panel.getByText('RAM usage:')).toBeVisible();
    await expect(panel.getByText('0 B')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Generate .zip File' })).toBeDisabled();
    await userEvent.click(panel.getByRole('button', { name: 'Run All Jobs' }));
    await expect(args.onRunAll).toHaveBeenCalled();
  },
};

export const Running: Story = {
  args: { state: panelState(JOBS_OF_EVERY_STATE, { running: true }) },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('button', { name: 'Run All Jobs' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Generate .zip File' })).toBeDisabled();
    // 1 234 567 running + 3 456 789 completed bytes.
    await expect(panel.getByText('4.47 MiB')).toBeVisible();
    await expect(panel.getByText(/live only in this tab's memory/)).toBeVisible();
    // A job failed, but the run goes on: nothing says it has finished yet.
    await expect(panel.queryByRole('button', { name: 'Retry failed' })).toBeNull();
  },
};

/**
 * The run is over and a track failed. The playlist card still reads 'Downloading...' (the spec's
 * word while any job is not completed), so the panel says the run has finished and offers Retry
 * failed.
 */
export const FinishedWithFailures: Story = {
  args: {
    state: panelState([
      completed(0),
      completed(1),
      makeJob(2, { status: 'failed', failure: 'status', httpStatus: 502 }),
      completed(3),
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    // Announced (a status), and beside its button.
    const said = panel.getByText('The run has finished with 1 failed and 3 downloaded.');
    await expect(said).toBeVisible();
    await expect(said).toHaveAttribute('role', 'status');
    await userEvent.click(panel.getByRole('button', { name: 'Retry failed' }));
    await expect(args.onRetryFailed).toHaveBeenCalledTimes(1);
    await expect(args.onRunAll).not.toHaveBeenCalled();
  },
};

/** Download now was used on two tracks and one failed: the rest are still queued. */
export const FailedWithJobsQueued: Story = {
  args: {
    state: panelState([
      completed(0),
      makeJob(1, { status: 'failed', failure: 'timeout' }),
      makeJob(2),
      makeJob(3),
    ]),
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText('1 failed, 1 downloaded and 2 still queued.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Retry failed' })).toBeEnabled();
    await expect(panel.getByRole('button', { name: 'Run All Jobs' })).toBeEnabled();
  },
};

export const AllDownloaded: Story = {
  args: { state: panelState(allDone) },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('button', { name: 'Run All Jobs' })).toBeDisabled();
    await userEvent.click(panel.getByRole('button', { name: 'Generate .zip File' }));
    await expect(args.onGenerateZip).toHaveBeenCalled();
  },
};

export const Zipping: Story = {
  args: { state: panelState(allDone, { zipping: true, zipProgress: 0.4 }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Zip progress' }),
    ).toHaveAttribute('aria-valuenow', '40');
  },
};

export const AutoRetryGaveUp: Story = {
  args: {
    state: panelState([completed(0), makeJob(1, { status: 'failed' })], { autoRetryGaveUp: true }),
    options: { autoRetry: true, autoZip: true, timeoutMs: 30_000, intervalMs: 2_000 },
  },
};

export const ZipFailed: Story = {
  args: { state: panelState(allDone, { zipError: 'The browser ran out of memory.' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The browser ran out of memory.',
    );
  },
};
