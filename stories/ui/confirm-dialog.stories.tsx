import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, useConfirm, type ConfirmOptions } from '@/components/ui/confirm-dialog';
import { allThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';
import { catalogArgs } from '../support/catalog-args';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    description: 'This will clear the queue.',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    timeoutMs: { control: 'number' },
    description: { control: 'text' },
    confirmLabel: { control: 'text' },
    cancelLabel: { control: 'text' },
  },
  // In docs, each story gets its own frame: an open modal would otherwise cover the page.
  parameters: {
    chromatic: { modes: allThemeModes },
    docs: { story: { inline: false, height: '360px' } },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The way the app uses it: `await confirm(…)`, then act on the answer. */
function ClearQueueButton(options: ConfirmOptions) {
  const { confirm, dialogProps } = useConfirm();
  const [outcome, setOutcome] = useState('Nothing asked yet');
  return (
    <div className="grid justify-items-start gap-3">
      <Button
        variant="danger"
        onClick={async () => setOutcome((await confirm(options)) ? 'Confirmed' : 'Cancelled')}
      >
        Clear queue
      </Button>
      <p className="text-sm" role="status">
        {outcome}
      </p>
      <ConfirmDialog {...dialogProps} />
    </div>
  );
}

const ask = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Clear queue' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
    name: 'Are you sure?',
  });
  return { canvas, dialog };
};

export const Open: Story = {
  decorators: [catalogArgs(() => ({ description: t('actions.confirmClearQueue') }))],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Are you sure?',
    });
    await expect(dialog).toHaveAccessibleDescription('This will clear the queue.');
    // 478 px on wide screens; on narrow ones it keeps a 1 rem margin on each side.
    const expected = window.innerWidth >= 640 ? 478 : window.innerWidth - 32;
    // offsetWidth: the layout width, unaffected by the opening scale animation.
    await expect(dialog.offsetWidth).toBe(expected);
    // The safe choice has focus first.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Confirm: Story = {
  render: () => <ClearQueueButton description={t('actions.confirmClearQueue')} />,
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await ask(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Confirmed')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const CancelButton: Story = {
  render: () => <ClearQueueButton description={t('actions.confirmClearQueue')} />,
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await ask(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Cancelled')).toBeVisible();
  },
};

export const EscapeCancels: Story = {
  render: () => <ClearQueueButton description={t('actions.confirmSkip')} />,
  play: async ({ canvasElement }) => {
    const { canvas } = await ask(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('Cancelled')).toBeVisible();
  },
};

export const OutsideClickCancels: Story = {
  render: () => <ClearQueueButton description={t('actions.confirmShuffle')} />,
  play: async ({ canvasElement }) => {
    const { canvas } = await ask(canvasElement);
    const overlay = canvasElement.ownerDocument.querySelector('[data-slot="alert-dialog-overlay"]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay as Element);
    await expect(await canvas.findByText('Cancelled')).toBeVisible();
  },
};

export const TimerCountsDownThenCancels: Story = {
  render: () => (
    <ClearQueueButton description={t('actions.confirmRestartInstance')} timeoutMs={1500} />
  ),
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await ask(canvasElement);
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('Closing in 2 s');
    await waitFor(() =>
      expect(within(dialog).getByRole('timer')).toHaveTextContent('Closing in 1 s'),
    );
    await expect(await canvas.findByText('Cancelled', {}, { timeout: 3000 })).toBeVisible();
  },
};

export const WithCountdown: Story = {
  decorators: [catalogArgs(() => ({ description: t('actions.confirmClearQueue') }))],
  args: { timeoutMs: 10_000 },
};

export const LongMessage: Story = {
  decorators: [
    catalogArgs(() => ({
      description: t('actions.confirmSkipOther', {
        name: 'someone-with-an-extraordinarily-long-username-that-does-not-wrap',
        discriminator: '0001',
      }),
    })),
  ],
  args: {
    description:
      'This track was queued by someone-with-an-extraordinarily-long-username-that-does-not-wrap (0001). Do you really want to skip it?',
  },
};
