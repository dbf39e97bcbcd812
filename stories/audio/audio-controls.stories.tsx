import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AudioControls } from '@/components/audio/audio-controls';
import { presetsFor } from '@/lib/player/audio-settings';

const values = {
  volume: 65,
  rate: 100,
  tempo: 100,
  pitch: 0,
  crossfade: 0,
  equalizer: Array(10).fill(0),
};

const meta = {
  title: 'Audio/AudioControls',
  component: AudioControls,
  args: {
    values,
    presets: presetsFor(['web:controls:eq']),
    onChange: fn(),
    onEqualizer: fn(),
    onPreset: fn(),
  },
} satisfies Meta<typeof AudioControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Crossfade disabled')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Ouch my Ears' })).toBeNull();
    const volume = canvas.getByRole('slider', { name: 'Volume' });
    volume.focus();
    await userEvent.keyboard('{ArrowRight}');
    // Sent once, 250 ms after the last change.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onChange).toHaveBeenCalledWith('volume', 66);
    // The server's value (these args: 65) wins again about a second after the send; the story
    // ends there, so every screenshot is of the same moment.
    await waitFor(() => expect(volume).toHaveAttribute('aria-valuenow', '65'), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Bass boost' }));
    await expect(args.onPreset).toHaveBeenCalled();
  },
};
export const Root: Story = {
  args: { presets: presetsFor(['flags:root']) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Ouch my Ears' }),
    ).toBeInTheDocument();
  },
};
export const Extremes: Story = {
  args: {
    values: {
      volume: 100,
      rate: 500,
      tempo: 10,
      pitch: 16,
      crossfade: 30,
      equalizer: [12, -12, 12, -12, 12, -12, 12, -12, 12, -12],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+16')).toBeInTheDocument();
    await expect(canvas.getAllByText('+12 dB')).toHaveLength(5);
    await expect(canvas.getAllByText('-12 dB')).toHaveLength(5);
    await expect(canvas.queryByText('Out of range')).toBeNull();
  },
};
/** After Ouch my Ears the server holds 64 in every band: the sliders are pinned, the text says 64. */
export const OuchMyEars: Story = {
  args: {
    values: { ...values, volume: 100, equalizer: [64, 64, 64, 64, 64, 64, 64, 64, -64, -64] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('+64 dB')).toHaveLength(8);
    await expect(canvas.getAllByText('-64 dB')).toHaveLength(2);
    await expect(canvas.getAllByText('Out of range')).toHaveLength(10);
    const first = canvas.getByRole('slider', { name: '31.25 Hz' });
    await expect(first).toHaveAttribute('aria-valuenow', '12');
    await expect(first).toHaveAttribute('aria-valuetext', '+64 dB, out of range');
    await expect(canvas.getByRole('slider', { name: '16K Hz' })).toHaveAttribute(
      'aria-valuenow',
      '-12',
    );
  },
};
/** The instance is offline: every slider and preset is disabled, saying why on hover. */
export const Offline: Story = {
  args: { disabledReason: 'Unavailable while the bot is offline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toHaveAttribute('data-disabled');
    await expect(canvas.getByRole('button', { name: 'Bass boost' })).toBeDisabled();
  },
};
