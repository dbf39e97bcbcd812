import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/ui/button';
import { ToastWithAction } from '@/components/ui/toast-with-action';
import { Toaster } from '@/components/ui/toaster';
import { allThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';
import { catalogArgs } from '../support/catalog-args';

/**
 * The queue's "Track removed from queue" toast with Undo: the button is offered for
 * the toast's lifetime; pressing it closes the toast and runs the action.
 */
function UndoToastDemo({ theme }: { theme: 'colored' | 'light' | 'dark' }) {
  const [undone, setUndone] = useState(0);
  return (
    <div className="flex min-h-96 flex-col items-start gap-2 p-4">
      <Button
        onClick={() =>
          toast.success(
            ({ closeToast }) => (
              <ToastWithAction
                message={t('actions.trackRemoved')}
                actionLabel={t('queue.undo')}
                onAction={() => setUndone((count) => count + 1)}
                closeToast={closeToast}
              />
            ),
            { autoClose: false },
          )
        }
      >
        {t('queue.remove')}
      </Button>
      <p data-testid="undone">Undone: {undone}</p>
      <Toaster theme={theme} position="top-center" />
    </div>
  );
}

const meta = {
  title: 'UI/ToastWithAction',
  component: ToastWithAction,
  parameters: {
    chromatic: { modes: allThemeModes },
    layout: 'fullscreen',
    docs: { story: { inline: false, height: '320px' } },
  },
  args: {
    message: 'Track removed from queue',
    actionLabel: 'Undo',
    onAction: () => {},
  },
} satisfies Meta<typeof ToastWithAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The content alone, as a toast shows it. */
export const Content: Story = {
  decorators: [
    catalogArgs(() => ({ message: t('actions.trackRemoved'), actionLabel: t('queue.undo') })),
  ],
  render: (args) => (
    <div className="m-4 max-w-sm rounded-md bg-success p-3 text-success-fg">
      <ToastWithAction {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Track removed from queue')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeVisible();
  },
};

/** In the toast area: Undo closes the toast and runs once. */
export const UndoInAToast: Story = {
  render: () => <UndoToastDemo theme="colored" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    const alert = await waitFor(() =>
      canvas.getAllByRole('alert').find((element) => element.textContent?.includes('removed')),
    );
    if (alert === undefined) throw new Error('no toast');
    await userEvent.click(within(alert).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(canvas.getByTestId('undone')).toHaveTextContent('Undone: 1'));
    await waitFor(() => expect(canvas.queryByText('Track removed from queue')).toBeNull());
  },
};

/** On the light toast theme the button keeps the toast's text colour. */
export const UndoOnLightToast: Story = {
  render: () => <UndoToastDemo theme="light" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Undo' })).toBeVisible());
  },
};
