import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { revertSettingsQuestion, SETTINGS_MESSAGES } from '@/lib/messages';

/** Revert settings asks first in the app's confirm dialog, naming what would be lost. */
const meta = {
  title: 'Settings/RevertSettingsDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onConfirm: fn(),
    onCancel: fn(),
    title: SETTINGS_MESSAGES.revertTitle,
    confirmLabel: SETTINGS_MESSAGES.revertConfirm,
    description: revertSettingsQuestion(['Theme', 'Search track count', 'Audio format']),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Revert settings?' });

export const ThreeChanges: Story = {
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement)).toHaveTextContent(
      'Every setting goes back to its default and the page reloads. Your 3 changes will be lost: Theme, Search track count, Audio format.',
    );
  },
};
export const NothingChanged: Story = {
  args: { description: revertSettingsQuestion([]) },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement)).toHaveTextContent(
      'Every setting is already at its default.',
    );
  },
};
