import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QueuePanel } from '@/components/queue/queue-panel';
import { atViewport } from '../../.storybook/viewports';
import { longTextTrack, queue } from '../instance/fixtures';

const twenty = queue(20);

/** Spies for what the rows ask for; stories that count calls get fresh ones. */
const rowActions = () => ({
  onPlayNext: fn(),
  onRemove: fn(),
  onOpen: fn(),
  onReorder: fn(),
  onDragStart: fn(),
  onDragEnd: fn(),
  onAnnounce: fn(),
});

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
    rowActions: rowActions(),
  },
} satisfies Meta<typeof QueuePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A row's Play next or Remove as a user reaches it at the story's width: its own button from
 * 640 px, its menu ("More actions for …") below.
 */
async function rowAction(canvasElement: HTMLElement, title: string, action: 'next' | 'remove') {
  const canvas = within(canvasElement);
  const menu = canvas.queryByRole('button', { name: `More actions for ${title}` });
  if (menu === null) {
    const name = action === 'next' ? `Play ${title} next` : `Remove ${title} from the queue`;
    await userEvent.click(canvas.getByRole('button', { name }));
    return;
  }
  await userEvent.click(menu);
  const body = within(canvasElement.ownerDocument.body);
  const item = action === 'next' ? 'Play next' : 'Remove from the queue';
  await userEvent.click(await body.findByRole('menuitem', { name: item }));
  await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('001')).toBeInTheDocument();
    await rowAction(canvasElement, 'Track number 3', 'next');
    await expect(args.rowActions.onPlayNext).toHaveBeenCalledWith('t3');
    await rowAction(canvasElement, 'Track number 4', 'remove');
    await expect(args.rowActions.onRemove).toHaveBeenCalledWith('t4');
  },
};

/**
 * Below 640 px a row keeps its handle, number and cover, and Play next / Remove move into its
 * menu, so the title gets at least half the row; the menu works from the keyboard. From 640 px
 * the row has its own buttons and no menu. Shot at every width with the first row's menu open
 * where there is one. Runs at 360 px in the story tests. An open Radix menu is modal: it marks the
 * page behind aria-hidden and keeps focus in the menu, so axe's aria-hidden-focus would fire on
 * that unreachable page; axe checks the open menu itself (as the Select primitive's open stories).
 */
export const RowMenu: Story = {
  tags: ['every-width'],
  globals: atViewport('phone'),
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  args: { tracks: twenty.slice(0, 6), count: 6, rowActions: rowActions() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Looked up each time: the menu's code arrives on the first open, and the button with it.
    const findTrigger = () =>
      canvas.queryByRole('button', { name: 'More actions for Track number 1' });
    const trigger = findTrigger();
    if (trigger === null) {
      // 640 px and up: the row's own buttons.
      await expect(canvas.getByRole('button', { name: 'Play Track number 1 next' })).toBeVisible();
      return;
    }
    await expect(
      canvas.queryByRole('button', { name: 'Play Track number 1 next' }),
    ).not.toBeInTheDocument();
    const row = trigger.closest('li')!;
    const title = row.querySelector('[data-slot="queue-row-title"]')!;
    await expect(title.getBoundingClientRect().width).toBeGreaterThanOrEqual(
      row.getBoundingClientRect().width / 2,
    );
    // Keyboard: Enter opens the menu on its first item, arrows move, Enter chooses.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    // The first open may wait for the menu's code (a cold dev server compiles it then).
    const menu = await body.findByRole(
      'menu',
      { name: 'More actions for Track number 1' },
      { timeout: 10_000 },
    );
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Play next' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.rowActions.onRemove).toHaveBeenCalledWith('t1');
    await waitFor(() => expect(findTrigger()).toHaveFocus());
    // Escape closes it without acting; then it is left open for the picture.
    await userEvent.click(findTrigger()!);
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(args.rowActions.onPlayNext).not.toHaveBeenCalled();
    await userEvent.click(findTrigger()!);
    await body.findByRole('menu');
  },
};

/** Keyboard reordering: focus a row's handle and press the arrows (the first row cannot go up). */
export const KeyboardReorder: Story = {
  args: { rowActions: rowActions() },
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
    await expect(args.rowActions.onReorder).toHaveBeenNthCalledWith(1, 1, 0);
    await expect(args.rowActions.onReorder).toHaveBeenNthCalledWith(2, 1, 2);
    await expect(args.rowActions.onReorder).toHaveBeenCalledTimes(2);
    // Each move is said in the page's live region, with where the track landed.
    await expect(args.rowActions.onAnnounce).toHaveBeenNthCalledWith(
      1,
      'Moved Track number 2 to position 1 of 20',
    );
    await expect(args.rowActions.onAnnounce).toHaveBeenNthCalledWith(
      2,
      'Moved Track number 2 to position 3 of 20',
    );
  },
};

/**
 * The handle says how to move a track without a mouse: its accessible description, read after
 * its name, not only a tooltip.
 */
export const HandleDescription: Story = {
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Move Track number 1' });
    await expect(handle).toHaveAccessibleDescription(
      'Press the up or down arrow to move the track one place; each move is saved. While dragging with the mouse, press Escape to put it back.',
    );
    await expect(handle).toHaveAttribute('aria-keyshortcuts', 'ArrowUp ArrowDown');
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

const tenThousand = queue(10_000);

/**
 * 10,000 queued tracks, windowed: only the rows in view (and a few beyond) are in the page, each
 * telling a screen reader its place in the whole queue; scrolling to the end shows the last row.
 * The cost figures are in `npm run bench:queue`. A behaviour check, not a picture (its shot
 * would be a window onto a 540,000 px list; Default shows the rows).
 */
export const TenThousandTracks: Story = {
  tags: ['skip-visual'],
  args: {
    tracks: tenThousand,
    count: 10_000,
    durationMs: tenThousand.reduce((sum, t) => sum + t.duration, 0),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = () => canvasElement.querySelectorAll('[data-slot="queue-row"]');
    await expect(canvas.getByText('001')).toBeInTheDocument();
    await expect(rows().length).toBeLessThan(80);
    await expect(rows()[0]).toHaveAttribute('aria-posinset', '1');
    await expect(rows()[0]).toHaveAttribute('aria-setsize', '10000');
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
    await waitFor(() => expect(canvas.getByText('10000')).toBeVisible());
    await expect(rows().length).toBeLessThan(80);
    const last = rows()[rows().length - 1]!;
    await expect(last).toHaveAttribute('aria-posinset', '10000');
    view.scrollTo(0, 0);
    await waitFor(() => expect(canvas.getByText('001')).toBeVisible());
  },
};

/**
 * Pointer events as a mouse sends them: to the element under the pointer (the pressed handle for
 * the press), bubbling up to the document and the window, where a drag layer listens.
 */
function pointer(pressed: Element, type: string, clientX: number, clientY: number) {
  const under =
    type === 'pointerdown' ? null : pressed.ownerDocument.elementFromPoint(clientX, clientY);
  (under ?? pressed).dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
      clientX,
      clientY,
    }),
  );
}
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Drag the third row's handle onto the first row: it is dropped at index 0. */
export const DragToReorder: Story = {
  tags: ['skip-visual'],
  args: { rowActions: rowActions() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Move Track number 3' });
    const box = handle.getBoundingClientRect();
    const target = canvas
      .getByRole('button', { name: 'Move Track number 1' })
      .getBoundingClientRect();
    const x = box.left + box.width / 2;
    pointer(handle, 'pointerdown', x, box.top + box.height / 2);
    for (let step = 1; step <= 6; step += 1) {
      pointer(handle, 'pointermove', x, box.top + ((target.top - box.top) * step) / 6);
      await frame();
    }
    await expect(args.rowActions.onDragStart).toHaveBeenCalled();
    // While held, the row shows where it would land and a copy follows the pointer.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-held]')).toHaveAttribute('data-id', 't3'),
    );
    await expect(
      canvasElement.ownerDocument.querySelector('[data-slot="queue-drag-overlay"]'),
    ).not.toBeNull();
    pointer(handle, 'pointerup', x, target.top + 2);
    await expect(args.rowActions.onReorder).toHaveBeenCalledWith(2, 0);
    await expect(args.rowActions.onDragEnd).toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-held]')).toBeNull();
  },
};

/** Escape while holding a row puts it back: nothing is reordered. */
export const DragCancelledWithEscape: Story = {
  tags: ['skip-visual'],
  args: { rowActions: rowActions() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Move Track number 2' });
    const box = handle.getBoundingClientRect();
    const x = box.left + box.width / 2;
    pointer(handle, 'pointerdown', x, box.top);
    pointer(handle, 'pointermove', x, box.top + 120);
    await waitFor(() => expect(canvasElement.querySelector('[data-held]')).not.toBeNull());
    await userEvent.keyboard('{Escape}');
    await expect(canvasElement.querySelector('[data-held]')).toBeNull();
    pointer(handle, 'pointerup', x, box.top + 120);
    await expect(args.rowActions.onReorder).not.toHaveBeenCalled();
    await expect(args.rowActions.onAnnounce).toHaveBeenCalledWith('Move cancelled');
  },
};

/** Holding a row at the window's bottom edge scrolls the page; the drop lands far below. */
export const DragPastTheEdge: Story = {
  tags: ['skip-visual'],
  args: {
    tracks: tenThousand,
    count: 10_000,
    durationMs: tenThousand.reduce((sum, t) => sum + t.duration, 0),
    rowActions: rowActions(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, 0);
    const handle = canvas.getByRole('button', { name: 'Move Track number 1' });
    const box = handle.getBoundingClientRect();
    const x = box.left + box.width / 2;
    pointer(handle, 'pointerdown', x, box.top + 4);
    // A mouse's moves on the way to the bottom edge, a frame apart; then it rests there.
    for (let step = 1; step <= 6; step += 1) {
      pointer(
        handle,
        'pointermove',
        x,
        box.top + 4 + ((view.innerHeight - 8 - box.top) * step) / 6,
      );
      await frame();
    }
    await waitFor(() => expect(view.scrollY).toBeGreaterThan(1500), { timeout: 5000 });
    pointer(handle, 'pointerup', x, view.innerHeight - 4);
    const [from, to] = (args.rowActions.onReorder as ReturnType<typeof fn>).mock.calls[0] as [
      number,
      number,
    ];
    await expect(from).toBe(0);
    await expect(to).toBeGreaterThan(30);
    view.scrollTo(0, 0);
  },
};

/**
 * Long titles, artists and adders at every width: two lines beside the length from 1024 px,
 * three below (title; artists; length · adder), the row menu below 640 px.
 */
export const LongText: Story = {
  tags: ['every-width'],
  args: { tracks: [longTextTrack, ...twenty.slice(0, 3)], count: 4 },
};
