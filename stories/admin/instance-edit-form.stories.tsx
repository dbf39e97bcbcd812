import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstanceEditForm } from '@/components/admin/instance-edit-form';
import { EDIT_VALUES } from './fixtures';

const meta = {
  title: 'Admin/InstanceEditForm',
  component: InstanceEditForm,
  args: { defaultValues: EDIT_VALUES, onSubmit: fn(async (): Promise<string | null> => null) },
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
    await expect(form.getByLabelText('Discord Channel ID')).toHaveValue('1113786471347355655');
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
  args: { onSubmit: fn(() => new Promise<string | null>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(form.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ discordChannelId: '1113786471347355655', name: 'The Lounge' }),
    );
  },
};

/**
 * Ids of 16 to 20 digits go out digit for digit (a JavaScript number would round them); a pasted
 * id loses the spaces around it; one above 18446744073709551615 is refused.
 */
export const LongIds: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const channel = form.getByLabelText('Discord Channel ID');
    await userEvent.clear(channel);
    await userEvent.type(channel, '18446744073709551616');
    await userEvent.tab();
    await expect(
      form.getByText('Discord Channel ID must be less than or equal to 18446744073709551615'),
    ).toBeVisible();
    await userEvent.clear(channel);
    await userEvent.type(channel, '9007199254740993');
    const guild = form.getByLabelText('Discord Guild ID');
    await userEvent.clear(guild);
    await userEvent.click(guild);
    await userEvent.paste('  18446744073709551615\n');
    await expect(guild).toHaveValue('18446744073709551615');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        discordChannelId: '9007199254740993',
        discordGuildId: '18446744073709551615',
      }),
    );
  },
};

/**
 * The server refused (2-secondary §8): its text under the form in the danger colour, announced,
 * until the next edit or submit; the typed values stay (the caller's toast says it too).
 */
export const Refused: Story = {
  args: { onSubmit: fn(async () => 'Database down') },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const name = form.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Rooftop');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent('Database down');
    await expect(alert).toHaveClass('text-danger');
    await expect(form.queryByRole('status')).toBeNull();
    await expect(name).toHaveValue('Rooftop');
    // An edit: the text no longer describes the form; the next submit says it again.
    await userEvent.type(name, 's');
    await expect(form.queryByRole('alert')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Database down');
    await expect(form.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByRole('status')).toHaveTextContent('Success!');
  },
};
