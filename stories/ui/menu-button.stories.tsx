import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EllipsisVertical } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/menu-button';
import { t } from '@/lib/i18n';

/**
 * A queue row's "More actions" menu: a MenuButton, whose menu code arrives after the page's first
 * screen (docs/performance.md, "What the first screen asks for first").
 */
function RowActions() {
  const [picked, setPicked] = useState<string | null>(null);
  const title = 'Blue in Green';
  return (
    <div className="grid justify-items-start gap-3">
      <MenuButton
        align="start"
        trigger={
          <Button variant="ghost" size="icon" aria-label={t('queue.moreActions', { title })}>
            <EllipsisVertical className="size-4" />
          </Button>
        }
        items={[
          {
            key: 'playNext',
            onSelect: () => setPicked(t('queue.playNext')),
            children: t('queue.playNext'),
          },
          {
            key: 'remove',
            variant: 'danger',
            onSelect: () => setPicked(t('queue.removeFromQueue')),
            children: t('queue.removeFromQueue'),
          },
        ]}
      />
      <output className="text-sm">{picked}</output>
    </div>
  );
}

const meta = {
  title: 'UI/MenuButton',
  component: RowActions,
  parameters: { docs: { story: { inline: false, height: '240px' } } },
} satisfies Meta<typeof RowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', {
    name: t('queue.moreActions', { title: 'Blue in Green' }),
  });

/** Closed, the button says it opens a menu. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A press opens the menu, named by its button; an item does its action and closes it. */
export const PickWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(trigger(canvasElement));
    const menu = await body.findByRole('menu', {
      name: t('queue.moreActions', { title: 'Blue in Green' }),
    });
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('queue.removeFromQueue') }));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('queue.removeFromQueue'),
    );
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

/** Enter opens it with the first item focused, arrows move, Escape closes onto the button. */
export const PickWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: t('queue.playNext') })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(menu).getByRole('menuitem', { name: t('queue.removeFromQueue') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('menu');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(again).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('queue.playNext'));
  },
};
