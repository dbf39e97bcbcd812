import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLinks } from '@/components/layout/skip-links';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';

/** A page with what the links lead to: a player, a queue and the main content. */
function Page({ withPlayer }: { withPlayer: boolean }) {
  return (
    <div className="grid gap-4 p-4">
      <SkipLinks />
      <nav aria-label={t('sidebar.servers')} className="flex gap-2">
        <a href="#lounge">The Lounge</a>
        <a href="#basement">Basement</a>
      </nav>
      <main data-skip-target="main" className="grid gap-4">
        <h1 className="text-xl font-semibold">The Lounge</h1>
        {withPlayer && (
          <>
            {/* As the queue panel: a region named by its heading. */}
            <section aria-labelledby="queue-title" data-skip-target="queue" tabIndex={-1}>
              <h2 id="queue-title">{t('queue.title')}</h2>
              <Button variant="outline">{t('queue.move', { title: 'Lucky Garden' })}</Button>
            </section>
            <section aria-label={t('player.region')} data-skip-target="player">
              <Button>{t('player-state.pause')}</Button>
              <Button variant="outline">{t('player.skip')}</Button>
            </section>
          </>
        )}
      </main>
    </div>
  );
}

const meta = {
  title: 'Layout/SkipLinks',
  component: SkipLinks,
  parameters: { layout: 'fullscreen' },
  // Unseen until focused: the play functions show them.
  tags: ['skip-visual'],
} satisfies Meta<typeof SkipLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On an instance page: the first Tab is "Skip to player", and Enter puts focus on Pause. */
export const OnAnInstancePage: Story = {
  render: () => <Page withPlayer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toPlayer = canvas.getByRole('link', { name: 'Skip to player' });
    await expect(toPlayer).toHaveFocus();
    // Visible once focused (not the 1 px of a screen-reader-only element).
    await expect(toPlayer.getBoundingClientRect().width).toBeGreaterThan(40);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to queue' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'Skip to queue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: 'Queue' })).toHaveFocus();
  },
};

/** Elsewhere (home, settings): only "Skip to main content" is a stop. */
export const ElsewhereOnlyMainContent: Story = {
  render: () => <Page withPlayer={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toMain = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(toMain).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Skip to player' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
