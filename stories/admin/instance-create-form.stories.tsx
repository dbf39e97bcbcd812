import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstanceCreateForm } from '@/components/admin/instance-create-form';

const meta = {
  title: 'Admin/InstanceCreateForm',
  component: InstanceCreateForm,
  args: { onSubmit: fn(async () => {}) },
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
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
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

/** The server refused: the caller's toast says why; the form keeps what was typed. */
export const Refused: Story = {
  args: { onSubmit: fn(async () => {}) },
  play: async ({ canvasElement, args }) => {
    const form = await fill(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalled();
    await expect(form.queryByRole('alert')).toBeNull();
    await expect(form.getByLabelText('Discord Guild ID')).toHaveValue('18446744073709551615');
  },
};
