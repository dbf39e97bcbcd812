import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AnnouncerProvider, useAnnounce } from '@/app/providers/announcer-provider';
import { Button } from '@/components/ui/button';
import { LiveRegion } from '@/components/ui/live-region';
import { nowPlaying } from '@/lib/messages';
import { t } from '@/lib/i18n';

/** Two buttons that speak through the page's live region, as the queue and the player do. */
function Speaker() {
  const announce = useAnnounce();
  return (
    <div className="flex gap-2">
      <Button
        onClick={() =>
          announce(t('a11y.movedTo', { title: 'Lucky Garden', position: 4, total: 12 }))
        }
      >
        {t('queue.move', { title: 'down' })}
      </Button>
      <Button onClick={() => announce(nowPlaying('Night Drive', 'Neon Harbor'))}>
        {t('player.skip')}
      </Button>
    </div>
  );
}

/**
 * The page's one polite live region: unseen, always in the page, each
 * sentence a new node so the same sentence twice is said twice.
 */
const meta = {
  title: 'UI/LiveRegion',
  component: LiveRegion,
  // Nothing to see: the region is for screen readers only.
  tags: ['skip-visual'],
  args: { message: null },
  render: () => (
    <AnnouncerProvider>
      <Speaker />
    </AnnouncerProvider>
  ),
} satisfies Meta<typeof LiveRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SaysMovesAndTrackChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Move down' }));
    await expect(region).toHaveTextContent('Moved Lucky Garden to position 4 of 12');
    const first = region.firstElementChild;
    // The same sentence again is a new node, so a screen reader says it again.
    await userEvent.click(canvas.getByRole('button', { name: 'Move down' }));
    await expect(region).toHaveTextContent('Moved Lucky Garden to position 4 of 12');
    await expect(region.firstElementChild).not.toBe(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await expect(region).toHaveTextContent('Now playing Night Drive by Neon Harbor');
  },
};
