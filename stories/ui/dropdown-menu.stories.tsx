import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ellipsis } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { allThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  // In docs, each story gets its own frame so open menus do not pile up on one page.
  parameters: {
    chromatic: { modes: allThemeModes },
    docs: { story: { inline: false, height: '360px' } },
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The instance page's options menu: picks an action and says which. */
function OptionsMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const [picked, setPicked] = useState('none');
  return (
    <div className="grid justify-items-start gap-3">
      {/* Opened for a snapshot: non-modal, so the page behind is not aria-hidden. */}
      <DropdownMenu defaultOpen={defaultOpen} modal={!defaultOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label={t('instance.options')}>
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-56">
          <DropdownMenuLabel>Lounge</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => setPicked(t('queue.shuffle'))}>
            {t('queue.shuffle')} <DropdownMenuShortcut>S</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setPicked('Party mode')}>Party mode</DropdownMenuItem>
          <DropdownMenuItem disabled>Restart bot</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger" onSelect={() => setPicked('Clear queue')}>
            Clear queue
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {/* The story's readout for its play function, not the app's text. */}
      <p className="text-sm" translate="no">
        Picked: {picked}
      </p>
    </div>
  );
}

export const PickWithPointer: Story = {
  render: () => <OptionsMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Instance options' }));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Clear queue' }));
    await expect(canvas.getByText('Picked: Clear queue')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const PickWithKeyboard: Story = {
  render: () => <OptionsMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Instance options' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: /Shuffle/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Party mode' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Picked: Party mode')).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  render: () => <OptionsMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Instance options' });
    await userEvent.click(trigger);
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByText('Picked: none')).toBeVisible();
  },
};

export const Open: Story = { render: () => <OptionsMenu defaultOpen /> };

function ChecksAndRadios() {
  const [avatars, setAvatars] = useState(true);
  const [position, setPosition] = useState('bottom-right');
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Display</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        <DropdownMenuCheckboxItem checked={avatars} onCheckedChange={setAvatars}>
          {t('admin.showSecret', { field: 'avatars' })}
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Toast position</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={position} onValueChange={setPosition}>
          <DropdownMenuRadioItem value="top-right">
            {t('preferences.positionTopRight')}
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="bottom-right">
            {t('preferences.positionBottomRight')}
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>{t('ui.more')}</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem>Export settings</DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const CheckboxRadioAndSubmenu: Story = {
  render: () => <ChecksAndRadios />,
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    const avatars = within(menu).getByRole('menuitemcheckbox', { name: 'Show avatars' });
    await expect(avatars).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Bottom right' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const LongItems: Story = {
  render: () => (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">{t('preferences.searchPlaylistNum')}</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        {Array.from({ length: 30 }, (_, index) => (
          <DropdownMenuItem key={index} className="truncate">
            <span className="truncate">
              Playlist number {index + 1} with a rather long and descriptive name
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  ),
};
