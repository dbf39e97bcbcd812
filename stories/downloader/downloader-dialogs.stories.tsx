import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  leaveDialog,
  removeJobDialog,
  replaceDialog,
  runAllDialog,
} from '@/components/downloader/downloader-dialogs';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { catalogStory } from '../support/catalog-args';

/** The downloader's confirmations, in the app's one confirm dialog ('Are you sure?'). */
const meta = {
  title: 'Downloader/Dialogs',
  component: ConfirmDialog,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Are you sure?' });

export const RunAll: Story = {
  ...catalogStory(() =>
    runAllDialog({
      jobs: 12,
      autoRetry: true,
      autoZip: false,
      timeoutMs: 10_000,
      intervalMs: 0,
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement)).toHaveTextContent(
      "This will download 12 tracks into your browser's memory. Auto retry: on. Auto zip: off. Timeout: 10000ms. Interval: 0ms.",
    );
    // The spec's one confirm dialog: danger styling, the action's own words on its button.
    await expect(
      within(dialog(canvasElement)).getByRole('button', { name: 'Run All Jobs' }),
    ).toHaveAttribute('data-variant', 'danger');
  },
};

export const RemoveJob: Story = {
  ...catalogStory(() => removeJobDialog('Lucky Fever', 'Maya Lin, Kofi')),
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement)).toHaveTextContent(
      "Are you sure you want to remove 'Lucky Fever' by 'Maya Lin, Kofi'?",
    );
    await expect(
      within(dialog(canvasElement)).getByRole('button', { name: 'Remove' }),
    ).toHaveAttribute('data-variant', 'danger');
  },
};

export const ReplacePlaylist: Story = {
  ...catalogStory(() => replaceDialog({ kind: 'playlist', heldTracks: 7, inProgress: true })),
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement)).toHaveAccessibleDescription(
      "Replace this playlist? The 7 downloaded tracks of the current playlist are held only in this tab's memory and will be lost, and the download in progress stops.",
    );
  },
};

/** One track: the sentence agrees in number. */
export const ReplacePlaylistWithOneTrack: Story = {
  ...catalogStory(() => replaceDialog({ kind: 'playlist', heldTracks: 1, inProgress: false })),
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement)).toHaveTextContent(
      "The 1 downloaded track of the current playlist is held only in this tab's memory and will be lost.",
    );
  },
};

/** A single track still downloading is asked about too, as a playlist is. */
export const ReplaceTrackDownloading: Story = {
  ...catalogStory(() => replaceDialog({ kind: 'track' })),
  play: async ({ canvasElement }) => {
    const replace = dialog(canvasElement);
    await expect(replace).toHaveAccessibleDescription(
      'Replace this track? The track still downloading stops and is not saved.',
    );
    await expect(within(replace).getByRole('button', { name: 'Replace' })).toBeInTheDocument();
  },
};

export const LeaveWithTracksInMemory: Story = {
  ...catalogStory(() => leaveDialog({ kind: 'playlist', heldTracks: 12, inProgress: false })),
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement)).toHaveAccessibleDescription(
      "Leave the downloader? The 12 downloaded tracks of the current playlist are held only in this tab's memory and will be lost.",
    );
    const leave = within(dialog(canvasElement));
    // Cancel is the safe choice a destructive prompt focuses first.
    await waitFor(() => expect(leave.getByRole('button', { name: 'Stay' })).toHaveFocus());
    await expect(leave.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
  },
};
