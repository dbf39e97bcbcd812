import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MetadataLoading } from '@/components/downloader/metadata-loading';

const meta = {
  title: 'Downloader/MetadataLoading',
  component: MetadataLoading,
} satisfies Meta<typeof MetadataLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FetchingMetadata: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Fetching metadata...',
    );
  },
};
