import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstancePermissionsTable } from '@/components/admin/instance-permissions-table';
import { MEMBERSHIPS } from './fixtures';

const meta = {
  title: 'Admin/InstancePermissionsTable',
  component: InstancePermissionsTable,
  args: {
    membership: MEMBERSHIPS[0]!,
    onToggle: fn(),
    onGrantAll: fn(),
    onRevokeAll: fn(),
    onKick: fn(),
    busy: false,
  },
} satisfies Meta<typeof InstancePermissionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listener: three queue permissions; ticking a box asks for that permission. */
export const SomePermissions: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Permissions on The Lounge' });
    const grid = within(table);
    await expect(grid.getByText('lounge')).toBeVisible();
    await expect(grid.getAllByRole('checkbox')).toHaveLength(26);
    await expect(grid.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    const controls = within(grid.getByRole('group', { name: /^controls permissions/ }));
    await userEvent.click(controls.getByRole('checkbox', { name: 'pause' }));
    await expect(args.onToggle).toHaveBeenCalledWith('web:controls:pause', true);
    const queue = within(grid.getByRole('group', { name: /^queue permissions/ }));
    await userEvent.click(queue.getByRole('checkbox', { name: 'track' }));
    await expect(args.onToggle).toHaveBeenCalledWith('web:queue:track', false);
    await userEvent.click(grid.getByRole('button', { name: 'Grant all' }));
    await expect(args.onGrantAll).toHaveBeenCalled();
    await userEvent.click(grid.getByRole('button', { name: 'Kick' }));
    await expect(args.onKick).toHaveBeenCalled();
  },
};

/** Every box ticked; shot at 360, 768, 1024 and 1440 px: every label whole at every width. */
export const AllGranted: Story = {
  tags: ['every-width'],
  args: { membership: MEMBERSHIPS[1]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('checkbox', { checked: false })).toHaveLength(
      0,
    );
  },
};

export const NoPermissions: Story = { args: { membership: MEMBERSHIPS[2]! } };

/** While a kick is on its way nothing else can be changed. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) {
      await expect(box).toBeDisabled();
    }
  },
};
