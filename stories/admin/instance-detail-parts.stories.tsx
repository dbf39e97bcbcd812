import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstanceOverview } from '@/components/admin/instance-overview';
import { InstanceStatsPanel } from '@/components/admin/instance-stats-panel';
import { InstanceUsersTable } from '@/components/admin/instance-users-table';
import { atWidth } from '../support/at-width';
import { NOTHING_PLAYED, RESOURCES, STATS, USERS } from './fixtures';

/** The admin instance detail's parts: overview with actions, stats, the members table. */
const meta = {
  title: 'Admin/InstanceDetailParts',
  component: InstanceOverview,
  args: {
    id: 'lounge',
    name: 'The Lounge',
    resources: RESOURCES.running,
    panelUrl: 'https://panel.example.com/server/1a2b3c4d',
    onCommand: fn(),
    pending: null,
  },
} satisfies Meta<typeof InstanceOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OverviewRunning: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('running')).toHaveAttribute('data-variant', 'success');
    await userEvent.click(canvas.getByRole('button', { name: 'Restart The Lounge' }));
    await expect(args.onCommand).toHaveBeenCalledWith('restart');
  },
};
export const OverviewOffline: Story = { args: { resources: RESOURCES.offline } };
export const OverviewUnmanaged: Story = { args: { resources: RESOURCES.unmanaged } };
export const OverviewLoading: Story = { args: { resources: undefined } };

export const Stats: Story = {
  render: () => <InstanceStatsPanel stats={STATS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Maya (7777)')).toBeVisible();
    await expect(canvas.getByText('412 tracks queued')).toBeVisible();
    await expect(canvas.getByText('Lucky Garden')).toBeVisible();
    await expect(canvas.getByText('1834')).toBeVisible();
    await expect(canvas.getByText('412 hours 17 minutes 5 seconds')).toBeVisible();
  },
};

export const StatsNothingPlayed: Story = {
  render: () => <InstanceStatsPanel stats={NOTHING_PLAYED} />,
};

const onKick = fn();

export const Members: Story = {
  render: () => <InstanceUsersTable users={USERS} onKick={onKick} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Manage Lena Listener (1234)' })).toHaveAttribute(
      'href',
      '/admin/users/3',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Kick Lena Listener (1234)' }));
    await expect(onKick).toHaveBeenCalledWith('3');
  },
};

/** A phone's window: each member a card, Kick in reach, the card opens the member. */
export const MembersPhone: Story = {
  ...atWidth(
    {
      render: () => <InstanceUsersTable users={USERS} onKick={fn()} />,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        const container = canvasElement.querySelector<HTMLElement>('[data-slot=table-container]')!;
        await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
        const kick = canvas.getByRole('button', { name: 'Kick Lena Listener (1234)' });
        await expect(kick.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
        const row = canvas.getByRole('row', { name: /Lena Listener/ });
        const link = within(row).getByRole('link', { name: 'Manage Lena Listener (1234)' });
        const box = row.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + 8, box.top + 8);
        await expect(hit === link || link.contains(hit)).toBe(true);
      },
    },
    'phone',
  ),
  tags: ['skip-visual'],
};

export const MembersKicking: Story = {
  render: () => <InstanceUsersTable users={USERS} onKick={fn()} kicking="3" />,
};

export const NoMembers: Story = {
  render: () => <InstanceUsersTable users={[]} onKick={fn()} />,
};
