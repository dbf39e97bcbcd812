import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DropZone } from '@/components/downloader/drop-zone';
import { t } from '@/lib/i18n';
import { atWidth } from '../support/at-width';
import { catalogArgs } from '../support/catalog-args';

const meta = {
  title: 'Downloader/DropZone',
  component: DropZone,
  args: { onLinkSubmit: fn() },
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement);
    await expect(zone.getByText('Drop a track or playlist here')).toBeVisible();
    await expect(zone.getByText('Drag and drop it from Spotify')).toBeVisible();
    await expect(zone.getByText(/anywhere on this page/)).toBeVisible();
  },
};

/** A link is being dragged over the page. */
export const DraggingOver: Story = { args: { active: true } };

export const UnsupportedService: Story = {
  decorators: [catalogArgs(() => ({ error: t('downloader.unsupportedService') }))],
  args: { error: 'Unsupported URI - Spotify only' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Unsupported URI - Spotify only',
    );
  },
};

export const UnsupportedType: Story = {
  decorators: [catalogArgs(() => ({ error: t('downloader.unsupportedType') }))],
  args: { error: 'Unsupported URI - must be a track or playlist' },
};

/** Keyboard users paste the link instead of dragging it. */
export const PasteALink: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = within(canvasElement);
    await userEvent.type(
      zone.getByLabelText('Or paste a link'),
      'https://open.spotify.com/playlist/gj3JAJvPycdgOvvGkRABI0',
    );
    await userEvent.click(zone.getByRole('button', { name: 'Load' }));
    await expect(args.onLinkSubmit).toHaveBeenCalledWith(
      'https://open.spotify.com/playlist/gj3JAJvPycdgOvvGkRABI0',
    );
  },
};

const LINK = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC';

/**
 * A phone's window: the link field with Paste and Load comes first, the drop words
 * follow; Paste reads the clipboard, fills the field and loads the link.
 */
export const PhonePasteFirst: Story = {
  ...atWidth(
    {
      args: { readClipboard: fn(() => Promise.resolve(LINK)) },
      play: async ({
        canvasElement,
        args,
      }: {
        canvasElement: HTMLElement;
        args: { onLinkSubmit: unknown };
      }) => {
        const zone = within(canvasElement);
        const field = zone.getByRole('textbox', { name: 'Paste a Spotify link' });
        const drop = zone.getByText('Drop a track or playlist here');
        await expect(field.getBoundingClientRect().top < drop.getBoundingClientRect().top).toBe(
          true,
        );
        await userEvent.click(zone.getByRole('button', { name: 'Paste' }));
        await expect(field).toHaveValue(LINK);
        await expect(args.onLinkSubmit).toHaveBeenCalledWith(LINK);
      },
    },
    'phone',
  ),
  tags: ['skip-visual'],
};

/** The browser refused to read the clipboard: the zone says so and the field takes the link. */
export const PhonePasteRefused: Story = {
  ...atWidth(
    {
      args: {
        readClipboard: fn(() =>
          Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError')),
        ),
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const zone = within(canvasElement);
        await userEvent.click(zone.getByRole('button', { name: 'Paste' }));
        await expect(zone.getByRole('alert')).toHaveTextContent(
          'The browser did not let the page read the clipboard.',
        );
        await expect(zone.getByRole('textbox', { name: 'Paste a Spotify link' })).toHaveFocus();
      },
    },
    'phone',
  ),
  tags: ['skip-visual'],
};

/** Where the browser has no Clipboard API there is no Paste button; Load stays. */
export const PhoneWithoutClipboard: Story = {
  ...atWidth(
    {
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const zone = within(canvasElement);
        await expect(zone.queryByRole('button', { name: 'Paste' })).toBeNull();
        await expect(zone.getByRole('button', { name: 'Load' })).toBeVisible();
      },
    },
    'phone',
  ),
  tags: ['skip-visual'],
};
