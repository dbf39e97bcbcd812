import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ShortcutsHelpDialog } from '@/components/instance/shortcuts-help-dialog';

const meta = {
  title: 'Instance/ShortcutsHelpDialog',
  component: ShortcutsHelpDialog,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof ShortcutsHelpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveTextContent(
      'Pause or resume',
    );
  },
};
