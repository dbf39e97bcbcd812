import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstanceEditForm } from '@/components/admin/instance-edit-form';
import { EDIT_VALUES } from './fixtures';

const meta = {
  title: 'Admin/InstanceEditForm',
  component: InstanceEditForm,
  args: { defaultValues: EDIT_VALUES, onSubmit: fn(async () => {}) },
} satisfies Meta<typeof InstanceEditForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled from the server; secrets masked; no errors until touched or submitted. */
export const Pristine: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    for (const label of [
      'Discord Token',
      'Spotify Username',
      'Spotify Password',
      'Spotify Client ID',
      'Spotify Client Secret',
    ]) {
      await expect(form.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    await expect(form.getByLabelText('Name')).toHaveAttribute('type', 'text');
    await expect(form.getByLabelText('Discord Channel ID')).toHaveValue('900000000000000000');
    await userEvent.click(form.getByRole('button', { name: 'Show Spotify Password' }));
    await expect(form.getByLabelText('Spotify Password')).toHaveAttribute('type', 'text');
    await expect(form.getByRole('button', { name: 'Hide Spotify Password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Emptied and non-numeric fields after a submit: capitalised default messages, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.clear(form.getByLabelText('Name'));
    await userEvent.clear(form.getByLabelText('Spotify Client Secret'));
    await userEvent.clear(form.getByLabelText('Discord Guild ID'));
    await userEvent.type(form.getByLabelText('Discord Guild ID'), '12ab');
    // Touched fields already speak; the submit checks every field.
    await expect(form.getByText('Name is a required field')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(form.getByText('Spotify Client Secret is a required field')).toBeVisible();
    await expect(form.getByText('Discord Guild ID must be a number type')).toBeVisible();
    await expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the save is on its way the button spins. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(form.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ discordChannelId: 900000000000000000, name: 'The Lounge' }),
    );
  },
};

/** The server refused: its text in red under the form. */
export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('body/id "x" does not match the path\'s "lounge".');
    }),
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent('body/id "x" does not match the path\'s "lounge".');
    await expect(alert).toHaveClass('text-danger');
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByRole('status')).toHaveTextContent('Success!');
  },
};
