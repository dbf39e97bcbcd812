import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstanceCreateForm } from '@/components/admin/instance-create-form';

const meta = {
  title: 'Admin/InstanceCreateForm',
  component: InstanceCreateForm,
  args: { onSubmit: fn(async (): Promise<string | null> => null) },
} satisfies Meta<typeof InstanceCreateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/is a required field/)).toBeNull();
  },
};

/** Submitting empty names every field; a word where an id goes is not a number. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(form.getByText('Name is a required field')).toBeVisible();
    await expect(form.getByText('Discord Channel ID is a required field')).toBeVisible();
    await expect(form.getByText('Discord Guild ID is a required field')).toBeVisible();
    await userEvent.type(form.getByLabelText('Discord Channel ID'), 'general');
    await expect(form.getByText('Discord Channel ID must be a number type')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

async function fill(canvasElement: HTMLElement) {
  const form = within(canvasElement);
  await userEvent.type(form.getByLabelText('Name'), 'Rooftop');
  await userEvent.type(form.getByLabelText('Discord Channel ID'), '1234567890123456789');
  await userEvent.type(form.getByLabelText('Discord Guild ID'), '18446744073709551615');
  await userEvent.click(form.getByRole('button', { name: 'Create' }));
  return form;
}

/** Ids of up to 20 digits are handed on digit for digit, as strings (the wire writes numbers). */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<string | null>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const form = await fill(canvasElement);
    await expect(form.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Rooftop',
      discordChannelId: '1234567890123456789',
      discordGuildId: '18446744073709551615',
    });
  },
};

/**
 * The server refused (2-secondary §8): its text under the form in the danger colour, announced,
 * until the next edit or submit; the form keeps what was typed (the caller's toast says it too).
 */
export const Refused: Story = {
  args: {
    onSubmit: fn(async () => 'An instance named Rooftop already exists.'),
  },
  play: async ({ canvasElement, args }) => {
    const form = await fill(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalled();
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent('An instance named Rooftop already exists.');
    await expect(alert).toHaveClass('text-danger');
    await expect(form.getByLabelText('Discord Guild ID')).toHaveValue('18446744073709551615');
    await userEvent.type(form.getByLabelText('Name'), ' 2');
    await expect(form.queryByRole('alert')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('already exists');
  },
};
