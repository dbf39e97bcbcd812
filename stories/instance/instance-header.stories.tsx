import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstanceHeader } from '@/components/instance/instance-header';
import { atViewport } from '../../.storybook/viewports';
import { fixedNow, longTextTrack, playing, radioStation, syncAt } from './fixtures';

const users = ['Maya', 'DJ Nova', 'Kofi', 'Sven', 'Priya', 'Lena', 'Guest'].map((name) => ({
  name,
}));

const meta = {
  title: 'Instance/InstanceHeader',
  component: InstanceHeader,
  args: {
    name: 'The Lounge',
    track: playing,
    sync: syncAt(0.25, false),
    presentUsers: users,
    canAdminView: true,
    canRestart: true,
    onAdminView: fn(),
    onRestart: fn(),
    now: fixedNow,
  },
} satisfies Meta<typeof InstanceHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Root: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvasElement.querySelector('[data-slot="instance-header-track"]'),
    ).toHaveTextContent('added by DJ Nova (4242)');
    await userEvent.click(canvas.getByRole('button', { name: 'Instance options' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Restart' }));
    await expect(args.onRestart).toHaveBeenCalled();
  },
};
export const RestartOnly: Story = { args: { canAdminView: false } };
export const Listener: Story = {
  args: { canAdminView: false, canRestart: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Instance options' }),
    ).toBeNull();
  },
};
export const NothingPlaying: Story = {
  args: { track: undefined, sync: undefined, presentUsers: [] },
};
/**
 * A long title at laptop widths: the summary wraps onto more lines instead of cutting anything,
 * so title, every artist, the time and the adder read whole; the time "2:37 / 4:14" never breaks.
 */
export const LongText: Story = {
  args: { name: 'A Server With An Unreasonably Long Name For A Header', track: longTextTrack },
  globals: atViewport('laptop'),
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector<HTMLElement>('[data-slot="instance-header-track"]')!;
    const time = line.querySelector<HTMLElement>('[data-slot="elapsed-time"]')!;
    await expect(line).toBeVisible();
    await expect(line).toHaveTextContent(
      `${longTextTrack.name} — ${longTextTrack.artists.join(', ')} ·`,
    );
    await expect(line).toHaveTextContent('added by Someone With A Very Long Display Name');
    // Nothing in the line is clipped: no box is narrower than what it holds.
    for (const element of [line, ...line.querySelectorAll<HTMLElement>('*')]) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
      await expect(getComputedStyle(element).textOverflow).not.toBe('ellipsis');
    }
    const [lineBox, timeBox] = [line.getBoundingClientRect(), time.getBoundingClientRect()];
    await expect(timeBox.right).toBeLessThanOrEqual(lineBox.right + 0.5);
    await expect(time.getClientRects()).toHaveLength(1);
    await expect(time).toHaveTextContent(/^\d+:\d{2} \/ \d+:\d{2}$/);
  },
};
/** Garage plays Harbor FM: the radio is named once and reads LIVE, not "Harbor FM — Harbor FM · 0:00". */
export const LiveRadio: Story = {
  args: { name: 'Garage Band', track: radioStation, sync: syncAt(0, true, 0) },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-slot="instance-header-track"]');
    await expect(line).toHaveTextContent(/^Harbor FM\s*·\s*Live\s*·\s*added by/);
    await expect(line).not.toHaveTextContent('0:00');
  },
};
