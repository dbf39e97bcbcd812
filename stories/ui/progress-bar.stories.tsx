import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProgressBar, SeekBar } from '@/components/ui/progress-bar';
import { allThemeModes } from '../../.storybook/modes';
import { withWidth } from './with-width';
import { t } from '@/lib/i18n';
import { catalogArgs } from '../support/catalog-args';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { value: 0.35, label: 'Track progress', valueText: '1:23 of 3:57' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 1, step: 0.01 } } },
  parameters: { chromatic: { modes: allThemeModes } },
  decorators: [withWidth('w-80')],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  decorators: [
    catalogArgs(() => ({
      label: t('player.trackProgress'),
      valueText: t('player.progressText', { elapsed: '1:23', total: '3:57' }),
    })),
  ],
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Track progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '35');
    await expect(bar).toHaveAttribute('aria-valuetext', '1:23 of 3:57');
  },
};

export const Empty: Story = {
  decorators: [catalogArgs(() => ({ label: t('player.trackProgress') }))],
  args: { value: 0, valueText: undefined },
};
export const Full: Story = {
  decorators: [catalogArgs(() => ({ label: t('player.trackProgress') }))],
  args: { value: 1, valueText: undefined },
};

export const OutOfRangeIsClamped: Story = {
  decorators: [catalogArgs(() => ({ label: t('player.trackProgress') }))],
  args: { value: 1.7, valueText: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

/** A seek bar that moves to where it was sent, and prints the fraction the user chose. */
function SeekHarness({
  initial = 0.2,
  disabled = false,
}: {
  initial?: number;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(initial);
  const [requests, setRequests] = useState(0);
  return (
    <div className="grid gap-2">
      <SeekBar
        label="Seek"
        value={value}
        onSeek={(next) => {
          setValue(next);
          setRequests((count) => count + 1);
        }}
        disabled={disabled}
        valueText={`${Math.round(value * 100)}%`}
      />
      <p className="text-sm text-muted-fg">Sent: {value.toFixed(2)}</p>
      <p className="text-sm text-muted-fg">Requests: {requests}</p>
    </div>
  );
}

/** Clicks the seek bar at `fromLeft` (0–1) of its width, measured from its left edge. */
async function clickAt(canvasElement: HTMLElement, fromLeft: number) {
  const canvas = within(canvasElement);
  const seek = canvas.getByRole('slider', { name: 'Seek' });
  // The slider role is the bar's focusable thumb; the width to measure is the whole bar's.
  const bar = canvasElement.querySelector<HTMLElement>('[data-slot="seek-bar"]')!;
  const rect = bar.getBoundingClientRect();
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: bar,
    coords: { clientX: rect.left + rect.width * fromLeft, clientY: rect.top + rect.height / 2 },
  });
  return { canvas, seek };
}

export const SeekByClick: Story = {
  render: () => <SeekHarness />,
  play: async ({ canvasElement }) => {
    const { canvas, seek } = await clickAt(canvasElement, 0.75);
    await expect(canvas.getByText('Sent: 0.75')).toBeVisible();
    await expect(seek).toHaveAttribute('aria-valuenow', '75');
  },
};

export const SeekByKeyboard: Story = {
  render: () => <SeekHarness />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seek = canvas.getByRole('slider', { name: 'Seek' });
    seek.focus();
    // Three presses move the bar at once and send one seek once the keys settle.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(seek).toHaveAttribute('aria-valuenow', '35');
    await expect(await canvas.findByText('Sent: 0.35')).toBeVisible();
    await expect(canvas.getByText('Requests: 1')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(await canvas.findByText('Sent: 1.00')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(await canvas.findByText('Sent: 0.00')).toBeVisible();
    await expect(canvas.getByText('Requests: 3')).toBeVisible();
  },
};

/** In Arabic the page reads right to left (<html dir>), and the bar fills from the right. */
export const SeekRightToLeft: Story = {
  globals: { locale: 'ar' },
  render: () => <SeekHarness />,
  play: async ({ canvasElement }) => {
    // A quarter from the left edge is three quarters of the way in right-to-left.
    const { canvas, seek } = await clickAt(canvasElement, 0.25);
    await expect(canvas.getByText('Sent: 0.75')).toBeVisible();
    // The left arrow moves forward, the way the bar fills.
    seek.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(seek).toHaveAttribute('aria-valuenow', '80');
  },
};

export const SeekDisabled: Story = {
  render: () => <SeekHarness disabled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seek = canvas.getByRole('slider', { name: 'Seek' });
    await expect(seek).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(seek);
    await expect(canvas.getByText('Sent: 0.20')).toBeVisible();
  },
};
