import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SavedQueuesDialog } from '@/components/saved-queues/saved-queues-dialog';
import { t } from '@/lib/i18n';
import { catalogStory } from '../support/catalog-args';
import { savedQueues } from './fixtures';

const meta = {
  title: 'SavedQueues/SavedQueuesDialog',
  component: SavedQueuesDialog,
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  args: {
    open: true,
    onOpenChange: fn(),
    queues: savedQueues,
    onCommand: fn(),
    onImport: fn(),
  },
} satisfies Meta<typeof SavedQueuesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three saved queues: Add is a button of its own, the rest is in each row's menu. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Saved queues' }));
    await waitFor(() => expect(dialog.getByText('Study Hall focus')).toBeVisible());
    const study = dialog.getByText('Study Hall focus').closest('li')!;
    const add = within(study).getByRole('button', { name: "Add to this server's queue" });
    await expect(add).toHaveAccessibleDescription('Study Hall focus');
    await userEvent.click(add);
    await expect(args.onCommand).toHaveBeenCalledWith('add', savedQueues[1]);
    await userEvent.click(dialog.getByRole('button', { name: 'More actions for “Warm-up”' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Export as a file' }));
    await expect(args.onCommand).toHaveBeenCalledWith('export', savedQueues[2]);
  },
};

export const Empty: Story = {
  args: { queues: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const empty = await body.findByText('No saved queues yet');
    await waitFor(() => expect(empty).toBeVisible());
  },
};

export const Loading: Story = { args: { queues: undefined } };

/** The import refused a file: said in the dialog, the list as it was. */
export const ImportRefused: Story = catalogStory(() => ({
  notice: t('savedQueues.importUnsafeLink', { position: 7 }),
}));

/** A private window without IndexedDB: said, not hidden; Import is off. */
export const StorageUnavailable: Story = {
  ...catalogStory(() => ({ storageProblem: t('savedQueues.unavailable') })),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent('IndexedDB');
    await expect(body.getByRole('button', { name: 'Import a file…' })).toBeDisabled();
  },
};

/** A push is under way: Add waits, saying why. */
export const AddWhilePushing: Story = catalogStory(() => ({
  addDisabledReason: t('savedQueues.pushBusy'),
}));
