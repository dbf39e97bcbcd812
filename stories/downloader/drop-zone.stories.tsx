import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DropZone } from '@/components/downloader/drop-zone';
import { DOWNLOADER_MESSAGES } from '@/lib/messages';
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
  decorators: [catalogArgs(() => ({ error: DOWNLOADER_MESSAGES.unsupportedService }))],
  args: { error: 'Unsupported URI - Spotify only' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Unsupported URI - Spotify only',
    );
  },
};

export const UnsupportedType: Story = {
  decorators: [catalogArgs(() => ({ error: DOWNLOADER_MESSAGES.unsupportedType }))],
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
