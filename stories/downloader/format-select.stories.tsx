import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormatSelect } from '@/components/downloader/format-select';

const meta = {
  title: 'Downloader/FormatSelect',
  component: FormatSelect,
  args: { value: 'wav', onValueChange: fn() },
} satisfies Meta<typeof FormatSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waveform: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Audio output format' });
    await expect(trigger).toHaveTextContent('Waveform (.wav)');
    await userEvent.click(trigger);
    const menu = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(menu.getByRole('option', { name: 'MP3 (.mp3)' })).toBeVisible());
    await expect(menu.getByRole('option', { name: 'Ogg (.ogg)' })).toBeInTheDocument();
    await userEvent.click(menu.getByRole('option', { name: 'Ogg (.ogg)' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('ogg');
  },
};

export const Mp3: Story = { args: { value: 'mp3' } };

/** Locked while tracks are downloading or held in memory (one archive, one format). */
export const Locked: Story = {
  args: { value: 'ogg', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
