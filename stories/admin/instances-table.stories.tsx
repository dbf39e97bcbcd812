import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstanceRow } from '@/components/admin/instance-row';
import { InstancesTable } from '@/components/admin/instances-table';
import type { InstanceCommand } from '@/lib/instance-lifecycle';
import { RESOURCES } from './fixtures';

const onRowCommand = fn<(id: string, command: InstanceCommand) => void>();

const ROWS = [
  { id: 'lounge', name: 'The Lounge', resources: RESOURCES.running },
  { id: 'study-hall', name: 'Study Hall', resources: RESOURCES.starting },
  { id: 'quiet-room', name: 'Quiet Room', resources: RESOURCES.stopping },
  { id: 'basement', name: 'Basement', resources: RESOURCES.offline },
  { id: 'garage', name: 'Garage Band', resources: RESOURCES.unmanaged },
  { id: 'attic', name: 'Attic (no limits)', resources: RESOURCES.unlimited },
  { id: 'new', name: 'Loading…', resources: undefined },
];

const meta = {
  title: 'Admin/InstancesTable',
  component: InstancesTable,
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

function rowOf(canvasElement: HTMLElement, name: string) {
  const row = canvasElement.querySelector<HTMLElement>(
    `[data-slot=instance-row][data-instance-id="${name}"]`,
  );
  if (!row) throw new Error(`no row ${name}`);
  return within(row);
}

const button = (row: ReturnType<typeof within>, name: string) =>
  row.getByRole('button', { name, exact: true });

/** Each power state, unmanaged (n/a) and loading, with the buttons the rules allow. */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const running = rowOf(canvasElement, 'lounge');
    await expect(running.getByText('running')).toHaveAttribute('data-variant', 'success');
    await expect(running.getByText('37.50% / 100.00%')).toBeVisible();
    await expect(running.getByText('409.60 MB / 1024.00 MB')).toBeVisible();
    await expect(button(running, 'Start The Lounge')).toBeDisabled();
    await expect(button(running, 'Up The Lounge')).toBeDisabled();
    for (const on of ['Stop', 'Restart', 'Kill', 'Down', 'Delete']) {
      await expect(button(running, `${on} The Lounge`)).toBeEnabled();
    }
    await expect(running.getByRole('link', { name: 'View The Lounge' })).toHaveAttribute(
      'href',
      '/lounge',
    );
    const logs = running.getByRole('link', { name: /^Logs The Lounge/ });
    await expect(logs).toHaveAttribute('target', '_blank');
    await expect(logs).toHaveAttribute('href', 'https://panel.example.com/server/lounge');

    const stopping = rowOf(canvasElement, 'quiet-room');
    await expect(stopping.getByText('stopping')).toHaveAttribute('data-variant', 'warning');
    await expect(button(stopping, 'Stop Quiet Room')).toBeDisabled();
    await expect(button(stopping, 'Kill Quiet Room')).toBeEnabled();

    const offline = rowOf(canvasElement, 'basement');
    await expect(offline.getByText('offline')).toHaveAttribute('data-variant', 'error');
    await expect(button(offline, 'Start Basement')).toBeEnabled();
    for (const off of ['Stop', 'Restart', 'Kill', 'Up']) {
      await expect(button(offline, `${off} Basement`)).toBeDisabled();
    }

    const unmanaged = rowOf(canvasElement, 'garage');
    await expect(unmanaged.getAllByText('n/a')).toHaveLength(4);
    await expect(button(unmanaged, 'Up Garage Band')).toBeEnabled();
    await expect(button(unmanaged, 'Delete Garage Band')).toBeEnabled();
    for (const off of ['View', 'Logs', 'Down', 'Start', 'Stop', 'Restart', 'Kill']) {
      await expect(button(unmanaged, `${off} Garage Band`)).toBeDisabled();
    }

    // A max of 0 means no limit.
    const attic = rowOf(canvasElement, 'attic');
    await expect(attic.getByText('37.50% / ∞')).toBeVisible();
    await expect(attic.getByText('409.60 MB / ∞')).toBeVisible();
    const loading = rowOf(canvasElement, 'new');
    for (const action of loading.getAllByRole('button')) await expect(action).toBeDisabled();
  },
};

/** The bulk row: up, down, start, stop, restart, kill for ALL instances; view, logs, delete off. */
export const BulkRow: Story = {
  play: async ({ canvasElement, args }) => {
    const bulk = within(
      canvasElement.querySelector<HTMLElement>('[data-slot=instances-bulk-row]')!,
    );
    for (const off of ['View', 'Logs', 'Delete']) {
      await expect(button(bulk, `${off} all instances`)).toBeDisabled();
    }
    for (const on of ['Up', 'Down', 'Start', 'Stop', 'Restart', 'Kill']) {
      await expect(button(bulk, `${on} all instances`)).toBeEnabled();
    }
    await userEvent.click(button(bulk, 'Stop all instances'));
    await expect(args.onBulkCommand).toHaveBeenCalledWith('stop');
  },
};

/** A row command reports which instance and what. */
export const RowCommand: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(button(rowOf(canvasElement, 'basement'), 'Start Basement'));
    await expect(onRowCommand).toHaveBeenCalledWith('basement', 'start');
  },
};

/** A bulk command in flight: its button spins, the others wait. */
export const BulkPending: Story = {
  args: { bulkPending: 'restart' },
  play: async ({ canvasElement }) => {
    const bulk = within(
      canvasElement.querySelector<HTMLElement>('[data-slot=instances-bulk-row]')!,
    );
    await expect(button(bulk, 'Restart all instances')).toHaveAttribute('aria-busy', 'true');
    await expect(button(bulk, 'Kill all instances')).toBeDisabled();
  },
};
