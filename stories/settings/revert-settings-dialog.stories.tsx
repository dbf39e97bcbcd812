import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { revertSettingsQuestion } from '@/lib/messages';
import { t } from '@/lib/i18n';
import { catalogArgs } from '../support/catalog-args';

/** The dialog's words, as the settings screen asks (read again when the story renders). */
const revertArgs = (changes: string[]) => ({
  confirmLabel: t('general.revertConfirm'),
  description: revertSettingsQuestion(changes),
});

/** Revert settings asks first in the app's one confirm dialog, naming what would be lost. */
const meta = {
  title: 'Settings/RevertSettingsDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onConfirm: fn(),
    onCancel: fn(),
    ...revertArgs(['Theme', 'Search track count', 'Audio format']),
  },
  decorators: [catalogArgs(() => revertArgs(['Theme', 'Search track count', 'Audio format']))],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Are you sure?' });

export const ThreeChanges: Story = {
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement)).toHaveAccessibleDescription(
      'This will clear every setting stored in this browser and reload the page. Your 3 changes will be lost: Theme, Search track count, Audio format.',
    );
  },
};
export const NothingChanged: Story = {
  args: { description: revertSettingsQuestion([]) },
  decorators: [catalogArgs(() => revertArgs([]))],
  play: async ({ canvasElement }) => {
    // Only what Revert does: nothing said twice, nothing that contradicts it.
    await expect(dialog(canvasElement)).toHaveAccessibleDescription(
      'This will clear every setting stored in this browser and reload the page.',
    );
  },
};
