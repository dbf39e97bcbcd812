import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from '@/components/ui/slider';
import { allThemeModes } from '../../.storybook/modes';
import { withWidth } from './with-width';
import { t } from '@/lib/i18n';
import { catalogArgs } from '../support/catalog-args';

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
const crossfade = (seconds: number) =>
  seconds === 0 ? t('instanceMessages.crossfadeDisabled') : t('downloader.seconds', { seconds });

const meta = {
  title: 'UI/Slider',
  component: Slider,
  args: { label: 'Volume', defaultValue: 40, min: 0, max: 100, step: 1, onValueCommit: fn() },
  argTypes: {
    label: { control: 'text' },
    min: { control: 'number' },
    max: { control: 'number' },
    step: { control: 'number' },
    disabled: { control: 'boolean' },
  },
  parameters: { chromatic: { modes: allThemeModes } },
  decorators: [withWidth('w-72')],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Volume: Story = {
  decorators: [catalogArgs(() => ({ label: t('audio.volume') }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole('slider', { name: 'Volume' });
    await expect(thumb).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40')).toBeVisible();
  },
};

export const PitchWithSign: Story = {
  decorators: [catalogArgs(() => ({ label: t('audio.pitch') }))],
  args: { label: 'Pitch', min: -16, max: 16, defaultValue: 3, formatValue: signed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+3')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Pitch' })).toHaveAttribute(
      'aria-valuetext',
      '+3',
    );
  },
};

export const CrossfadeDisabledAtZero: Story = {
  decorators: [catalogArgs(() => ({ label: t('audio.crossfade') }))],
  args: { label: 'Crossfade', min: 0, max: 30, defaultValue: 0, formatValue: crossfade },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Crossfade disabled')).toBeVisible();
  },
};

export const KeyboardSteps: Story = {
  decorators: [catalogArgs(() => ({ label: t('audio.pitch') }))],
  args: { label: 'Pitch', min: -16, max: 16, defaultValue: 0, formatValue: signed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole('slider', { name: 'Pitch' });
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByText('+2')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByText('-1')).toBeVisible();
    await expect(thumb).toHaveAttribute('aria-valuetext', '-1');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText('+16')).toBeVisible();
  },
};

/** Controlled: the parent owns the value, as the player does with server values. */
function ControlledCrossfade() {
  const [value, setValue] = useState(5);
  return (
    <div className="grid gap-3">
      <Slider
        label={t('audio.crossfade')}
        min={0}
        max={30}
        value={value}
        onValueChange={setValue}
        formatValue={crossfade}
      />
      <p className="text-sm text-muted-fg">Parent state: {value}</p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledCrossfade />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('slider', { name: 'Crossfade' }).focus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByText('Parent state: 0')).toBeVisible();
    await expect(canvas.getByText('Crossfade disabled')).toBeVisible();
  },
};

export const Disabled: Story = {
  decorators: [catalogArgs(() => ({ label: t('audio.volume') }))],
  args: { disabled: true },
};

export const LongLabel: Story = {
  args: { label: 'Equalizer band 10 (16 kHz, the very top of the range)', min: -12, max: 12 },
};

export const RightToLeft: Story = {
  args: { label: 'Volume', dir: 'rtl' },
  decorators: [
    catalogArgs(() => ({ label: t('audio.volume') })),
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
