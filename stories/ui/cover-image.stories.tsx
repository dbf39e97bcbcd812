import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CoverImage } from '@/components/ui/cover-image';
import { allThemeModes } from '../../.storybook/modes';

const meta = {
  title: 'UI/CoverImage',
  component: CoverImage,
  args: { src: '/favicon.svg', alt: 'Cover of Midnight Drive', className: 'size-32' },
  argTypes: { src: { control: 'text' }, alt: { control: 'text' } },
  parameters: { chromatic: { modes: allThemeModes } },
} satisfies Meta<typeof CoverImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Cover of Midnight Drive' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const NoImage: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('img', { name: 'Cover of Midnight Drive' });
    await expect(tile.tagName).toBe('SPAN');
  },
};

/** A server-sent `javascript:` address never reaches the src attribute: the tile shows instead. */
export const UnsafeAddress: Story = {
  args: { src: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Decorative: Story = {
  args: { src: null, alt: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
