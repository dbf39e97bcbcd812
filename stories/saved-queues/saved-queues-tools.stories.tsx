import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SavedQueuesTools } from '@/components/saved-queues/saved-queues-tools';
import { t } from '@/lib/i18n';
import { catalogStory } from '../support/catalog-args';

const meta = {
  title: 'SavedQueues/SavedQueuesTools',
  component: SavedQueuesTools,
  args: { onSave: fn(), onOpen: fn() },
} satisfies Meta<typeof SavedQueuesTools>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save queue…' }));
    await expect(args.onSave).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Saved queues' }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

/** An empty queue: nothing to save, and the button says why. */
export const EmptyQueue: Story = {
  ...catalogStory(() => ({ saveDisabledReason: t('savedQueues.emptyQueue') })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save queue…' })).toBeDisabled();
  },
};
