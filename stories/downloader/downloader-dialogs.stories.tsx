import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  LEAVE_DIALOG,
  removeJobDialog,
  replacePlaylistDialog,
  runAllDialog,
} from '@/components/downloader/downloader-dialogs';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** The downloader's confirmations, in the app's confirm dialog. */
const meta = {
  title: 'Downloader/Dialogs',
  component: ConfirmDialog,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('alertdialog');

export const RunAll: Story = {
  args: runAllDialog({
    jobs: 12,
    autoRetry: true,
    autoZip: false,
    timeoutMs: 10_000,
    intervalMs: 0,
  }),
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement)).toHaveTextContent(
      "This will download 12 tracks into your browser's memory. Auto retry: on. Auto zip: off. Timeout: 10000ms. Interval: 0ms.",
    );
  },
};

export const RemoveJob: Story = {
  args: removeJobDialog('Lucky Fever', 'Maya Lin, Kofi'),
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement)).toHaveTextContent(
      "Are you sure you want to remove 'Lucky Fever' by 'Maya Lin, Kofi'?",
    );
  },
};

export const ReplacePlaylist: Story = { args: replacePlaylistDialog(7) };

export const LeaveWithTracksInMemory: Story = {
  args: LEAVE_DIALOG,
  play: async ({ canvasElement }) => {
    const leave = within(dialog(canvasElement));
    // Cancel is the safe choice a destructive prompt focuses first.
    await waitFor(() => expect(leave.getByRole('button', { name: 'Stay' })).toHaveFocus());
    await expect(leave.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
  },
};
