import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Badge } from '@/components/ui/badge';
import { allThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';
import { BadgeVariants } from '../support/badge-variants';
import { catalogArgs } from '../support/catalog-args';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Online', variant: 'neutral' },
  argTypes: {
    variant: { control: 'select', options: ['neutral', 'success', 'warning', 'error', 'info'] },
    children: { control: 'text' },
  },
  parameters: { chromatic: { modes: allThemeModes } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  decorators: [catalogArgs(() => ({ children: t('player-state.paused') }))],
  args: { children: 'Paused' },
};
export const Success: Story = {
  decorators: [catalogArgs(() => ({ children: t('downloader.counterCompleted') }))],
  args: { variant: 'success', children: 'Completed' },
};
export const Warning: Story = { args: { variant: 'warning', children: 'Retrying' } };
export const Error: Story = {
  decorators: [catalogArgs(() => ({ children: t('downloader.statusFailed') }))],
  args: { variant: 'error', children: 'Failed' },
};
export const Info: Story = {
  decorators: [catalogArgs(() => ({ children: t('downloader.counterRunning') }))],
  args: { variant: 'info', children: 'Running' },
};

export const WithIcon: Story = {
  decorators: [
    catalogArgs(() => ({
      children: (
        <>
          <CircleCheck aria-hidden /> {t('user.admin')}
        </>
      ),
    })),
  ],
  args: {
    variant: 'success',
    children: (
      <>
        <CircleCheck aria-hidden /> Admin
      </>
    ),
  },
};

export const LongText: Story = {
  args: { children: 'A very long role name that a server might send', className: 'max-w-48' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText(/A very long role name/);
    // It stays on one line and clips instead of growing past its box.
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(192);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <BadgeVariants />
    </div>
  ),
};
