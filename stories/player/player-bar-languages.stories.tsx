import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PlayerBar } from '@/components/player/player-bar';
import { atViewport } from '../../.storybook/viewports';
import { fixedNow, playing, syncAt } from '../instance/fixtures';

/**
 * The full player bar (1440 px) in other languages (the toolbar's `locale` global): Arabic reads
 * right to left, its volume slider fills from the right, while the transport buttons and the
 * seek bar keep their direction; German shows its own words. Server text (the track) is as it came.
 */
const meta = {
  title: 'Player/PlayerBar/Languages',
  component: PlayerBar,
  parameters: { layout: 'fullscreen' },
  args: {
    track: playing,
    playerStateType: 0,
    sync: syncAt(0.4, true),
    onCommand: fn(),
    onSeek: fn(),
    volume: 65,
    onVolume: fn(),
    onExpand: fn(),
    now: fixedNow,
  },
} satisfies Meta<typeof PlayerBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar', ...atViewport('desktop') },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const player = within(within(canvasElement).getByRole('region', { name: 'المشغّل' }));
    await expect(player.getByText('Lucky Garden')).toBeVisible();
    for (const name of ['إيقاف', 'إعادة تشغيل المقطع', 'تخطي']) {
      await expect(player.getByRole('button', { name })).toBeVisible();
    }
    await expect(player.getByRole('group', { name: 'عناصر التحكم في المشغّل' })).toBeVisible();
    await expect(player.getByRole('slider', { name: 'تقدّم المقطع' })).toBeInTheDocument();
    // Mirrored: the track sits at the right end of the bar and the volume at the left.
    const summary = player.getByRole('button', { name: /إظهار المشغّل الكامل/ });
    const volume = canvasElement.querySelector('[data-slot="slider"]')!;
    await expect(volume).toHaveAttribute('dir', 'rtl');
    await expect(summary.getBoundingClientRect().left).toBeGreaterThan(
      volume.getBoundingClientRect().right,
    );
  },
};

export const German: Story = {
  globals: { locale: 'de', ...atViewport('desktop') },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('lang', 'de');
    await expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    const player = within(within(canvasElement).getByRole('region', { name: 'Player' }));
    for (const name of ['Stoppen', 'Titel neu starten', 'Überspringen']) {
      await expect(player.getByRole('button', { name })).toBeVisible();
    }
    await expect(player.getByRole('group', { name: 'Player-Steuerung' })).toBeVisible();
    await expect(player.getByRole('slider', { name: 'Titelfortschritt' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^\d+:\d{2} von \d+:\d{2}$/),
    );
    await expect(canvasElement.querySelector('[data-slot="slider"]')).toHaveAttribute('dir', 'ltr');
  },
};
