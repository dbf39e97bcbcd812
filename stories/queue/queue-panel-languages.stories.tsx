import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { QueuePanel } from '@/components/queue/queue-panel';
import { atViewport } from '../../.storybook/viewports';
import { queue } from '../instance/fixtures';

const one = queue(1);
const twelve = queue(12);

/**
 * The queue in other languages (the toolbar's `locale` global), at 1440 px where each row has its
 * own buttons: Arabic reads right to left (the row's number at its right end, the buttons at its
 * left) with Arabic plural forms; German has its words and its plural. Track titles are server
 * text and stay as they came.
 */
const meta = {
  title: 'Queue/QueuePanel/Languages',
  component: QueuePanel,
  args: {
    tracks: twelve,
    count: 12,
    durationMs: twelve.reduce((sum, t) => sum + t.duration, 0),
    moreToLoad: 0,
    partyMode: false,
    onLoadMore: fn(),
    onCommand: fn(),
    rowActions: {
      onPlayNext: fn(),
      onRemove: fn(),
      onOpen: fn(),
      onReorder: fn(),
    },
  },
} satisfies Meta<typeof QueuePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar', ...atViewport('desktop') },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'قائمة الانتظار' })).toBeVisible();
    // Arabic's "few" form (3–10) is not its "many" (11–99): twelve tracks are "12 مقطعًا".
    await expect(canvasElement.querySelector('[data-slot="queue-summary"]')).toHaveTextContent(
      /^12 مقطعًا · /,
    );
    await expect(canvas.getByRole('button', { name: 'وضع الحفلة متوقف' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'المقاطع في قائمة الانتظار' })).toBeVisible();
    const play = canvas.getByRole('button', { name: 'تشغيل \u2068Track number 3\u2069 تاليًا' });
    await expect(play).toHaveAttribute('title', 'تشغيل تاليًا');
    // Mirrored row: the number is at the right, the row's buttons at the left.
    const row = play.closest('li')!;
    const number = within(row).getByText('003');
    await expect(number.getBoundingClientRect().left).toBeGreaterThan(
      play.getBoundingClientRect().right,
    );
  },
};

/** One track: Arabic's "one" form has no numeral ("مقطع واحد"). */
export const ArabicOneTrack: Story = {
  globals: { locale: 'ar', ...atViewport('desktop') },
  args: { tracks: one, count: 1, durationMs: one[0]!.duration },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="queue-summary"]')).toHaveTextContent(
      /^مقطع واحد · /,
    );
  },
};

export const German: Story = {
  globals: { locale: 'de', ...atViewport('desktop') },
  args: { partyMode: true },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('lang', 'de');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Warteschlange' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="queue-summary"]')).toHaveTextContent(
      /^12 Titel · /,
    );
    for (const name of ['Partymodus an', 'Zufällig mischen', 'Leeren']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(
      canvas.getByRole('button', { name: 'Track number 4 aus der Warteschlange entfernen' }),
    ).toHaveAttribute('title', 'Entfernen');
    await expect(
      canvas.getByRole('button', { name: 'Track number 5 verschieben' }),
    ).toHaveAttribute(
      'title',
      'Zum Verschieben ziehen oder fokussieren und die Pfeiltasten verwenden',
    );
  },
};
