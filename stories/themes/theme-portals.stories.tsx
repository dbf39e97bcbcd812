import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { themes } from '@/themes/themes';
import { asComputedRgb, themeVariable } from './theme-css';
import { t } from '@/lib/i18n';

/**
 * Radix renders dialogs and menus in a portal under <body>, outside the story's DOM. These
 * stories prove they still follow the theme: the toolbar's theme (a story global) and a live
 * switch of <html data-theme> while the layer is open.
 */
function Layers() {
  return (
    <div className="flex gap-3">
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline">Open dialog</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('lyrics.label')}</DialogTitle>
            <DialogDescription>Portalled to the end of the body.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">{t('layout.openMenu')}</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>{t('queue.shuffle')}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

const popoverOf = (themeId: string) => asComputedRgb(themeVariable(themeId, 'popover'));

/** A theme's id by the label people know it by (ids live in the registry only). */
const themeIdOf = (label: string) => {
  const theme = themes.find((candidate) => candidate.label === label);
  if (!theme) throw new Error(`No theme labelled ${label} in themes.ts`);
  return theme.id;
};
const christmas = themeIdOf('Christmas');
const cyberpunk = themeIdOf('Cyberpunk');
const lover = themeIdOf('Lover');

const meta = {
  title: 'Themes/Portals follow the theme',
  component: Layers,
  parameters: { docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof Layers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DialogInChristmas: Story = {
  globals: { theme: christmas },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('dialog', { name: 'Lyrics' });
    await expect(canvasElement.contains(dialog)).toBe(false);
    await expect(getComputedStyle(dialog).backgroundColor).toBe(popoverOf(christmas));
  },
};

export const MenuInCyberpunk: Story = {
  globals: { theme: cyberpunk },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const menu = await body.findByRole('menu');
    await expect(getComputedStyle(menu).backgroundColor).toBe(popoverOf(cyberpunk));
    await userEvent.keyboard('{Escape}');
  },
};

export const OpenDialogRestylesOnSwitch: Story = {
  play: async ({ canvasElement }) => {
    const html = canvasElement.ownerDocument.documentElement;
    const before = html.dataset.theme as string;
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('dialog', { name: 'Lyrics' });
    await expect(getComputedStyle(dialog).backgroundColor).toBe(popoverOf(before));
    try {
      // What the toolbar does: change the attribute on <html> while the dialog is open.
      html.dataset.theme = lover;
      await waitFor(() => expect(getComputedStyle(dialog).backgroundColor).toBe(popoverOf(lover)));
      await expect(getComputedStyle(dialog).color).toBe(
        asComputedRgb(themeVariable(lover, 'popover-fg')),
      );
    } finally {
      html.dataset.theme = before;
    }
    await userEvent.keyboard('{Escape}');
  },
};
