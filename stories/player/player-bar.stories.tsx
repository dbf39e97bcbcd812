import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlayerBar } from '@/components/player/player-bar';
import { atViewport } from '../../.storybook/viewports';
import { fixedNow, longTextTrack, playing, radioStation, syncAt } from '../instance/fixtures';

/**
 * The player docked at the window's foot. Every story is shot at 360, 768, 1024 and 1440 px
 * (`every-width`): below 1024 px it is the mini player (Pause or Resume and Skip beside the
 * track), from 1024 px the full bar (the player's buttons over an inline seek bar, and the
 * volume). Each play function checks the layout of the width it runs at.
 */
const meta = {
  title: 'Player/PlayerBar',
  component: PlayerBar,
  tags: ['every-width'],
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

const wide = () => window.innerWidth >= 1024;

const bar = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Player' }));

/** The bar lies along the window's foot, across its width (no app column in a story). */
async function docked(canvasElement: HTMLElement) {
  const box = canvasElement.querySelector('[data-slot="player-bar"]')!.getBoundingClientRect();
  await expect(Math.round(box.bottom)).toBe(window.innerHeight);
  await expect(Math.round(box.width)).toBe(window.innerWidth);
}

export const Playing: Story = {
  play: async ({ canvasElement, args }) => {
    await docked(canvasElement);
    const player = bar(canvasElement);
    await expect(player.getByText('Lucky Garden')).toBeVisible();
    await userEvent.click(player.getByRole('button', { name: 'Pause' }));
    await expect(args.onCommand).toHaveBeenCalledWith('pause');
    await userEvent.click(player.getByRole('button', { name: /Show the full player/ }));
    await expect(args.onExpand).toHaveBeenCalled();
    if (wide()) {
      for (const name of ['Stop', 'Restart track', 'Skip']) {
        await expect(player.getByRole('button', { name })).toBeVisible();
      }
      // The seek bar's focusable knob is unseen (its ring is drawn on the bar): it is there.
      await expect(player.getByRole('slider', { name: 'Track progress' })).toBeInTheDocument();
      await expect(player.getByRole('slider', { name: 'Volume' })).toBeVisible();
    } else {
      // The mini player: two thumb-sized buttons, the progress as a line it cannot seek.
      const skip = player.getByRole('button', { name: 'Skip' });
      await expect(skip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(player.queryByRole('button', { name: 'Stop' })).toBeNull();
      await expect(player.queryByRole('slider')).toBeNull();
      await expect(player.getByRole('progressbar', { name: 'Track progress' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      );
    }
    // The picture is the bar at rest, without the focus ring of the last click.
    await userEvent.click(canvasElement.ownerDocument.body);
  },
};

/** Paused says so beside the artists, and offers Resume. */
export const Paused: Story = {
  args: { playerStateType: 1, sync: syncAt(0.4, false) },
  play: async ({ canvasElement }) => {
    const player = bar(canvasElement);
    await expect(player.getByText('Paused · Neon Harbor')).toBeVisible();
    await expect(player.getByRole('button', { name: 'Resume' })).toBeEnabled();
  },
};

/** A radio: LIVE, no time and no seek bar that would pretend. */
export const LiveRadio: Story = {
  args: { track: radioStation, sync: syncAt(0, true, 0) },
  play: async ({ canvasElement }) => {
    const player = bar(canvasElement);
    // One LIVE for the width: the mini player's beside the title, the bar's over the buttons.
    const live = player.getAllByLabelText('Live stream').filter((badge) => badge.checkVisibility());
    await expect(live).toHaveLength(1);
    await expect(player.queryByRole('slider', { name: 'Track progress' })).toBeNull();
    await expect(player.queryByRole('progressbar')).toBeNull();
  },
};

/** The bot is offline: the bar says so, and every control is disabled, saying why. */
export const Offline: Story = {
  args: {
    playerStateType: 1,
    sync: syncAt(0.4, false),
    disabledReason: 'Unavailable while the bot is offline',
  },
  play: async ({ canvasElement }) => {
    const player = bar(canvasElement);
    await expect(player.getByText('Offline · Neon Harbor')).toBeVisible();
    const resume = player.getByRole('button', { name: 'Resume' });
    await expect(resume).toBeDisabled();
    await expect(resume).toHaveAccessibleDescription('Unavailable while the bot is offline');
    if (wide()) {
      await expect(player.getByRole('slider', { name: 'Volume' })).toHaveAttribute('data-disabled');
    }
  },
};

/** Nothing in the player: only Resume can do something. */
export const NothingPlaying: Story = {
  args: { track: undefined, sync: undefined, playerStateType: 2 },
  play: async ({ canvasElement }) => {
    const player = bar(canvasElement);
    await expect(player.getByText('Nothing playing')).toBeVisible();
    await expect(player.getByRole('button', { name: 'Skip' })).toBeDisabled();
  },
};

/** Long names are cut with an ellipsis, never pushing the buttons out of the window. */
export const LongText: Story = {
  args: { track: { ...longTextTrack, isPlaying: true } },
  play: async ({ canvasElement }) => {
    const skip = bar(canvasElement).getByRole('button', { name: 'Skip' });
    await expect(skip.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The mini player in the story tests (which run at one width): the same checks at 360 px. */
export const PlayingOnAPhone: Story = {
  ...Playing,
  tags: ['skip-visual'],
  globals: atViewport('phone'),
};

/**
 * The mini player's volume: its speaker button opens the volume slider just
 * above the bar; the slider sends as the docked bar's does (250 ms after the last change), and
 * Escape closes it with focus back on the button.
 */
export const VolumeOnAPhone: Story = {
  tags: ['skip-visual'],
  globals: atViewport('phone'),
  play: async ({ canvasElement, args }) => {
    const player = bar(canvasElement);
    const button = player.getByRole('button', { name: 'Volume' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const volume = player.getByRole('slider', { name: 'Volume' });
    await expect(volume).toBeVisible();
    await expect(volume).toHaveAttribute('aria-valuenow', '65');
    volume.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(volume).toHaveAttribute('aria-valuenow', '67');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onVolume).toHaveBeenCalledTimes(1);
    await expect(args.onVolume).toHaveBeenCalledWith(67);
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};
