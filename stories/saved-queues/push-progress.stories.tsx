import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PushProgress } from '@/components/saved-queues/push-progress';
import { refusalMessage } from '@/lib/messages';
import type { SavedTrack } from '@/lib/saved-queues/types';
import { catalogArgs } from '../support/catalog-args';

const track: SavedTrack = {
  uri: 'spotify:track:x',
  name: 'T',
  artists: [],
  streamingServiceType: 0,
  duration: 1,
};
const tracks = (count: number) => Array.from({ length: count }, () => track);

const meta = {
  title: 'SavedQueues/PushProgress',
  component: PushProgress,
  decorators: [
    (Story) => <div className="max-w-xl p-4">{Story()}</div>,
    catalogArgs(() => ({ refusal: refusalMessage('pushTrack') })),
  ],
  args: {
    name: 'Friday night at The Lounge',
    progress: { total: 320, sent: 118, added: 117, failed: 1 },
    refusal: '',
    onCancel: fn(),
    onRetry: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof PushProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under way: the bar, "118 of 320 tracks" and Cancel. */
export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37');
    await expect(canvas.getByText('118 of 320 tracks')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const AllAdded: Story = {
  args: {
    progress: { total: 12, sent: 12, added: 12, failed: 0 },
    summary: {
      total: 12,
      sent: 12,
      added: 12,
      failed: 0,
      refused: 0,
      refusedOther: false,
      notSent: 0,
      cancelled: false,
      retry: [],
    },
  },
};

/** Some failed, one refused (the spec's words), the rest not sent: Retry offers them again. */
export const RefusedAndFailed: Story = {
  args: {
    progress: { total: 320, sent: 40, added: 37, failed: 2 },
    summary: {
      total: 320,
      sent: 40,
      added: 37,
      failed: 2,
      refused: 1,
      refusedOther: false,
      notSent: 280,
      cancelled: false,
      retry: tracks(282),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "1 track refused: You're not allowed to add tracks to the queue",
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry 282 tracks' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  args: {
    progress: { total: 12, sent: 5, added: 5, failed: 0 },
    summary: {
      total: 12,
      sent: 5,
      added: 5,
      failed: 0,
      refused: 0,
      refusedOther: false,
      notSent: 7,
      cancelled: true,
      retry: tracks(7),
    },
  },
};
