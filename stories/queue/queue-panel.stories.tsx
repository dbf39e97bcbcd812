import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueuePanel } from '@/components/queue/queue-panel';
import { longTextTrack, queue } from '../instance/fixtures';

const twenty = queue(20);

const meta = {
  title: 'Queue/QueuePanel',
  component: QueuePanel,
  args: {
    tracks: twenty,
    count: 20,
    durationMs: twenty.reduce((sum, t) => sum + t.duration, 0),
    moreToLoad: 0,
    partyMode: false,
    onLoadMore: fn(),
    onCommand: fn(),
    onPlayNext: fn(),
    onRemove: fn(),
    onOpen: fn(),
    onReorder: fn(),
  },
} satisfies Meta<typeof QueuePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('001')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Play Track number 3 next' }));
    await expect(args.onPlayNext).toHaveBeenCalledWith('t3');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Track number 4 from the queue' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('t4');
  },
};

/** Keyboard reordering: focus a row's handle and press the arrows (the first row cannot go up). */
export const KeyboardReorder: Story = {
  args: { onReorder: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('button', { name: 'Move Track number 2' });
    second.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // Moving focus right after a move wins over the list's own focus restore.
    const first = canvas.getByRole('button', { name: 'Move Track number 1' });
    first.focus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    // Up, then down; the first row cannot go further up.
    await expect(args.onReorder).toHaveBeenNthCalledWith(1, 1, 0);
    await expect(args.onReorder).toHaveBeenNthCalledWith(2, 1, 2);
    await expect(args.onReorder).toHaveBeenCalledTimes(2);
  },
};

export const Empty: Story = {
  args: { tracks: [], count: 0, durationMs: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'No tracks in the queue. Any tracks you queue up will appear here.',
      ),
    ).toBeInTheDocument();
  },
};

export const LoadMore: Story = {
  args: { count: 320, moreToLoad: 300 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Load 300 more tracks' }),
    );
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const PartyModeAndClearMenu: Story = {
  args: { partyMode: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Party mode on' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    const menu = within(canvasElement.ownerDocument.body);
    await userEvent.click(await menu.findByRole('menuitem', { name: 'Tracks added by me' }));
    await expect(args.onCommand).toHaveBeenCalledWith('clearMine');
  },
};

// 1,000 rows (the 2,000-track figures are in `npm run bench:queue`). Axe over them takes longer
// than a story test may; the same rows are checked in Default.
export const HugeQueue: Story = {
  parameters: { a11y: { test: 'off' } },
  args: (() => {
    const tracks = queue(1000);
    return {
      tracks,
      count: 1000,
      durationMs: tracks.reduce((sum, t) => sum + t.duration, 0),
    };
  })(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1000')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: { tracks: [longTextTrack, ...twenty.slice(0, 3)], count: 4 },
};
