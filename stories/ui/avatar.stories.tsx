import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { UserAvatar } from '@/components/ui/avatar';
import { allThemeModes } from '../../.storybook/modes';
// `?no-inline`: served as a same-origin file; a data: URL would be refused as unsafe.
import sampleAvatar from './assets/avatar-sample.svg?no-inline';

const meta = {
  title: 'UI/Avatar',
  component: UserAvatar,
  args: { name: 'Ada Lovelace', src: sampleAvatar, className: 'size-10' },
  argTypes: { name: { control: 'text' }, src: { control: 'text' } },
  parameters: { chromatic: { modes: allThemeModes } },
} satisfies Meta<typeof UserAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    // Initials show while the picture loads; then the picture replaces them.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Ada Lovelace' }).tagName).toBe('IMG'),
    );
  },
};

export const InitialsWithoutImage: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const fallback = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(fallback).toHaveTextContent('AL');
  },
};

export const BrokenImageFallsBack: Story = {
  args: { name: 'Grace Hopper', src: '/no-such-avatar.png' },
  play: async ({ canvasElement }) => {
    const fallback = await within(canvasElement).findByText('GH');
    await expect(fallback).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const UnsafeSourceRefused: Story = {
  args: { name: 'mallory', src: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'mallory' })).toHaveTextContent(
      'M',
    );
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <UserAvatar {...args} className="size-6" />
      <UserAvatar {...args} className="size-8" />
      <UserAvatar {...args} src={null} className="size-12 text-base" />
    </div>
  ),
};
