import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectionBar } from '@/components/queue/selection-bar';
import { t } from '@/lib/i18n';
import { catalogArgs } from '../support/catalog-args';

/**
 * The queue's selection bar. It docks above the player bar in the page; here it is
 * drawn in place (`static`) so each state is seen whole.
 */
const meta = {
  title: 'Queue/SelectionBar',
  component: SelectionBar,
  args: {
    count: 3,
    onClear: fn(),
    onRemove: fn(),
    onPlayNext: fn(),
    onMoveToTop: fn(),
    onMoveToBottom: fn(),
    className: 'static',
  },
} satisfies Meta<typeof SelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything a DJ may do; each button acts once for the whole selection. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Selected tracks' });
    await expect(bar).toHaveTextContent('3 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** One track, and a user who may only remove: the other acts are not offered at all. */
export const OnlyRemove: Story = {
  args: { count: 1, onPlayNext: undefined, onMoveToTop: undefined, onMoveToBottom: undefined },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar');
    await expect(bar).toHaveTextContent('1 selected');
    await expect(within(bar).queryByRole('button', { name: 'Play next' })).toBeNull();
  },
};

/** Ctrl/⌘+A on a queue not wholly loaded: what was selected, and the rest on offer. */
export const PartOfTheQueue: Story = {
  args: { count: 50, partOf: 320, onLoadRest: fn() },
  decorators: [catalogArgs(() => ({ moveToBottomBlockedBy: t('selection.loadAllFirst') }))],
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('toolbar');
    await expect(bar).toHaveTextContent('All 50 loaded tracks selected of 320.');
    await expect(within(bar).getByRole('button', { name: 'Move to bottom' })).toBeDisabled();
    await userEvent.click(within(bar).getByRole('button', { name: 'Load and select the rest' }));
    await expect(args.onLoadRest).toHaveBeenCalledOnce();
  },
};

/** A batch of 200 under way: how far it got, and Cancel. */
export const Running: Story = {
  args: { count: 0, progress: { settled: 48, total: 200 }, onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('toolbar');
    await expect(bar).toHaveTextContent('48 of 200…');
    await userEvent.click(within(bar).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The instance is offline: the acts are there, disabled, and say why. */
export const Offline: Story = {
  decorators: [catalogArgs(() => ({ disabledReason: t('instanceMessages.offlineReason') }))],
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar');
    await expect(within(bar).getByRole('button', { name: 'Remove' })).toBeDisabled();
  },
};
