import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QueueNameDialog } from '@/components/saved-queues/queue-name-dialog';
import { t } from '@/lib/i18n';
import { catalogStory } from '../support/catalog-args';

const meta = {
  title: 'SavedQueues/QueueNameDialog',
  component: QueueNameDialog,
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    title: '',
    initialName: 'The Lounge, 22nd November 2026',
    confirmLabel: '',
  },
} satisfies Meta<typeof QueueNameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = () => ({
  title: t('savedQueues.saveTitle'),
  description: t('savedQueues.saveDescription', { count: 320 }),
  confirmLabel: t('savedQueues.saveConfirm'),
});

/** "Save queue…": the name starts as the server and the day; Save hands the name over. */
export const Save: Story = {
  ...catalogStory(save),
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Save queue' }));
    const field = dialog.getByLabelText('Name');
    await waitFor(() => expect(field).toHaveValue('The Lounge, 22nd November 2026'));
    await userEvent.clear(field);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Give the queue a name.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, 'Friday night');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Friday night');
  },
};

export const Rename: Story = catalogStory(() => ({
  title: t('savedQueues.renameTitle'),
  confirmLabel: t('savedQueues.saveConfirm'),
  initialName: 'Friday night at The Lounge',
}));
