import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SecretKeyDialog } from '@/components/admin/secret-key-dialog';

const KEY = '3f9a1c0de2b84f67a1c9d0e3b5a7c9e1f2d4b6a8';

const meta = {
  title: 'Admin/SecretKeyDialog',
  component: SecretKeyDialog,
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  args: { secretKey: KEY, onCopy: fn(async () => {}), onContinue: fn() },
} satisfies Meta<typeof SecretKeyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The key once, with copy; Continue moves on. */
export const ShowsKeyOnce: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Instance created' }));
    // Visible once the opening animation has run.
    await waitFor(() => expect(dialog.getByText(KEY)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledWith(KEY);
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const CopyFails: Story = {
  args: { onCopy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Copy' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Could not copy');
  },
};

export const Closed: Story = { args: { secretKey: null } };
