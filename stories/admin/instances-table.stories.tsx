import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InstanceRow } from '@/components/admin/instance-row';
import { InstancesTable } from '@/components/admin/instances-table';
import type { InstanceCommand } from '@/lib/admin/instance-lifecycle';
import { RESOURCES } from './fixtures';

const onRowCommand = fn<(id: string, command: InstanceCommand) => void>();

const ROWS = [
  { id: 'lounge', name: 'The Lounge', resources: RESOURCES.running },
  { id: 'study-hall', name: 'Study Hall', resources: RESOURCES.starting },
  { id: 'quiet-room', name: 'Quiet Room', resources: RESOURCES.stopping },
  { id: 'basement', name: 'Basement', resources: RESOURCES.offline },
  { id: 'garage', name: 'Garage Band', resources: RESOURCES.unmanaged },
  { id: 'attic', name: 'Attic (no limits)', resources: RESOURCES.unlimited },
  { id: 'busy', name: 'Busy Bee', resources: RESOURCES.high },
  { id: 'new', name: 'Loading…', resources: undefined },
];

/**
 * The admin instance list: a table from a 42rem container, a card per instance below; usage as
 * bars, the state as a badge, Manage beside a menu of the nine row actions, the bulk row as one
 * "All instances" menu. Tagged every-width: the visual check shoots it at 360, 768, 1024, 1440.
 */
const meta = {
  title: 'Admin/InstancesTable',
  component: InstancesTable,
  tags: ['every-width'],
  args: { onBulkCommand: fn(), bulkPending: null, children: null },
  render: (args) => (
    <InstancesTable {...args}>
      {ROWS.map((row) => (
        <InstanceRow
          key={row.id}
          {...row}
          panelUrl={
            row.resources?.isManaged ? `https://panel.example.com/server/${row.id}` : undefined
          }
          onCommand={(command) => onRowCommand(row.id, command)}
        />
      ))}
    </InstancesTable>
  ),
} satisfies Meta<typeof InstancesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function rowOf(canvasElement: HTMLElement, id: string) {
  const row = canvasElement.querySelector<HTMLElement>(
    `[data-slot=instance-row][data-instance-id="${id}"]`,
  );
  if (!row) throw new Error(`no row ${id}`);
  return within(row);
}

/** Opens a row's (or the bulk row's) menu and returns it. */
async function openMenu(canvasElement: HTMLElement, trigger: HTMLElement) {
  await userEvent.click(trigger);
  return within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
}

async function expectItems(
  menu: ReturnType<typeof within>,
  on: readonly string[],
  off: readonly string[],
) {
  for (const name of on) {
    await expect(menu.getByRole('menuitem', { name: new RegExp(`^${name}`) })).not.toHaveAttribute(
      'aria-disabled',
    );
  }
  for (const name of off) {
    await expect(menu.getByRole('menuitem', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }
}

/** Each power state, unmanaged (n/a), no limits, over 90 % and loading. */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const running = rowOf(canvasElement, 'lounge');
    await expect(running.getByText('running')).toHaveAttribute('data-variant', 'success');
    await expect(running.getByText('37.50% / 100.00%')).toBeVisible();
    await expect(running.getByText('409.60 MB / 1024.00 MB')).toBeVisible();
    await expect(running.getByRole('meter', { name: 'CPU used' })).toHaveAttribute(
      'aria-valuenow',
      '38',
    );
    await expect(running.getByRole('link', { name: 'Manage The Lounge' })).toHaveAttribute(
      'href',
      '/admin/instances/lounge',
    );
    await expect(rowOf(canvasElement, 'quiet-room').getByText('stopping')).toHaveAttribute(
      'data-variant',
      'warning',
    );
    await expect(rowOf(canvasElement, 'basement').getByText('offline')).toHaveAttribute(
      'data-variant',
      'error',
    );
    await expect(rowOf(canvasElement, 'garage').getAllByText('n/a')).toHaveLength(4);
    // A max of 0 means no limit: no bar.
    const attic = rowOf(canvasElement, 'attic');
    await expect(attic.getByText('37.50% / ∞')).toBeVisible();
    await expect(attic.queryByRole('meter', { name: 'CPU used' })).toBeNull();
    // Over 90 %: said in words too, not only in red.
    const busy = rowOf(canvasElement, 'busy');
    await expect(
      busy.getByText('187.40% / 200.00%', { exact: false }).closest('dd'),
    ).toHaveTextContent(/over 90 %/);
    await expect(
      rowOf(canvasElement, 'new').getByRole('button', { name: 'Actions for Loading…' }),
    ).toBeVisible();
  },
};

/** A running row's menu: the rules of 2-secondary §4; a command reports which row and what. */
export const RowMenu: Story = {
  play: async ({ canvasElement }) => {
    const lounge = rowOf(canvasElement, 'lounge');
    let menu = await openMenu(
      canvasElement,
      lounge.getByRole('button', { name: 'Actions for The Lounge' }),
    );
    await expectItems(
      menu,
      ['View', 'Logs', 'Down', 'Stop', 'Restart', 'Kill', 'Delete'],
      ['Up', 'Start'],
    );
    await expect(menu.getByRole('menuitem', { name: /^View/ })).toHaveAttribute('href', '/lounge');
    const logs = menu.getByRole('menuitem', { name: /^Logs/ });
    await expect(logs).toHaveAttribute('target', '_blank');
    await expect(logs).toHaveAttribute('href', 'https://panel.example.com/server/lounge');
    await userEvent.keyboard('{Escape}');

    const basement = rowOf(canvasElement, 'basement');
    menu = await openMenu(
      canvasElement,
      basement.getByRole('button', { name: 'Actions for Basement' }),
    );
    await expectItems(menu, ['Start', 'Down', 'Delete'], ['Up', 'Stop', 'Restart', 'Kill']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Start' }));
    // Once the menu has closed and given focus back to its trigger.
    await waitFor(() => expect(onRowCommand).toHaveBeenCalledWith('basement', 'start'));
    await expect(basement.getByRole('button', { name: 'Actions for Basement' })).toHaveFocus();

    const garage = rowOf(canvasElement, 'garage');
    menu = await openMenu(
      canvasElement,
      garage.getByRole('button', { name: 'Actions for Garage Band' }),
    );
    await expectItems(
      menu,
      ['Up', 'Delete'],
      ['View', 'Logs', 'Down', 'Start', 'Stop', 'Restart', 'Kill'],
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** The bulk row is one menu: up, down, start, stop, restart, kill; view, logs, delete off. */
export const BulkMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const bulk = within(
      canvasElement.querySelector<HTMLElement>('[data-slot=instances-bulk-row]')!,
    );
    const menu = await openMenu(canvasElement, bulk.getByRole('button', { name: /All instances/ }));
    await expectItems(
      menu,
      ['Up', 'Down', 'Start', 'Stop', 'Restart', 'Kill'],
      ['View', 'Logs', 'Delete'],
    );
    await userEvent.click(menu.getByRole('menuitem', { name: 'Stop' }));
    await waitFor(() => expect(args.onBulkCommand).toHaveBeenCalledWith('stop'));
  },
};

/** A bulk command in flight: the menu's trigger spins and every command waits. */
export const BulkPending: Story = {
  args: { bulkPending: 'restart' },
  play: async ({ canvasElement }) => {
    const bulk = within(
      canvasElement.querySelector<HTMLElement>('[data-slot=instances-bulk-row]')!,
    );
    const trigger = bulk.getByRole('button', { name: /All instances/ });
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    const menu = await openMenu(canvasElement, trigger);
    await expectItems(menu, [], ['Kill', 'Restart']);
    await userEvent.keyboard('{Escape}');
  },
};
