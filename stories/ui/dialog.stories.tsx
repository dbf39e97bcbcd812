import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { allThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  // In docs, each story gets its own frame: an open modal would otherwise cover the page.
  parameters: {
    chromatic: { modes: allThemeModes },
    docs: { story: { inline: false, height: '420px' } },
  },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">{t('lyrics.label')}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('lyrics.label')}</DialogTitle>
          <DialogDescription>Synced to the current track.</DialogDescription>
        </DialogHeader>
        <p className="text-sm">Lines appear here as the track plays.</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndClosesWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Lyrics' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Lyrics' });
    await expect(dialog).toHaveAccessibleDescription('Synced to the current track.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesWithButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Lyrics' }));
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Lyrics' }));
    await userEvent.click(await body.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const LongContentScrolls: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Audit entry</DialogTitle>
          <DialogDescription>The raw event as the server sent it.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 text-sm">
          {Array.from({ length: 60 }, (_, index) => (
            <p key={index}>Line {index + 1} of a very long event payload.</p>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
