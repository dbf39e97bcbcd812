import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstancePermissionsTable } from '@/components/admin/instance-permissions-table';
import { atWidth } from '../support/at-width';
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
    // Each box says what it grants in words, its permission string beside it.
    const skipOther = grid.getByRole('checkbox', { name: "Skip other people's tracks" });
    await expect(skipOther).toHaveAccessibleDescription('web:controls:skip-other');
    await expect(grid.getByRole('checkbox', { name: 'Restart the bot' })).toBeVisible();
    await expect(grid.getByRole('checkbox', { name: 'Restart the track' })).toBeVisible();
    await expect(grid.getAllByRole('checkbox')).toHaveLength(26);
    await expect(grid.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    const controls = within(grid.getByRole('group', { name: /^controls permissions/ }));
    await userEvent.click(controls.getByRole('checkbox', { name: 'Pause' }));
    await expect(args.onToggle).toHaveBeenCalledWith('web:controls:pause', true);
    const queue = within(grid.getByRole('group', { name: /^queue permissions/ }));
    await userEvent.click(queue.getByRole('checkbox', { name: 'Queue tracks' }));
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

/**
 * A phone's window on a touch screen: the grid in one column, nothing drawn beyond the table. (The
 * 44 px hit areas need a coarse pointer, which the story's browser does not emulate; the phone
 * journey in e2e/admin-phone.spec.ts measures them.)
 */
export const PhoneWindow: Story = {
  ...atWidth(
    {
      args: { membership: MEMBERSHIPS[1]! },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const container = canvasElement.querySelector<HTMLElement>('[data-slot=table-container]')!;
        await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
      },
    },
    'phone',
  ),
  tags: ['skip-visual'],
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
