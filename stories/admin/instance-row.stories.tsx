import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { InstanceRow } from '@/components/admin/instance-row';
import { InstancesTable } from '@/components/admin/instances-table';
import { RESOURCES } from './fixtures';

/** One row per story, in a list of its own: each power state, managed and unmanaged. */
const meta = {
  title: 'Admin/InstanceRow',
  component: InstanceRow,
  args: {
    id: 'lounge',
    name: 'The Lounge',
    resources: RESOURCES.running,
    panelUrl: 'https://panel.example.com/server/1a2b3c4d',
    onCommand: fn(),
    pending: null,
  },
  render: (args) => (
    <InstancesTable onBulkCommand={fn()}>
      <InstanceRow {...args} />
    </InstancesTable>
  ),
} satisfies Meta<typeof InstanceRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const Starting: Story = { args: { resources: RESOURCES.starting } };
export const Stopping: Story = { args: { resources: RESOURCES.stopping } };
export const Offline: Story = { args: { resources: RESOURCES.offline } };
export const OverThreshold: Story = { args: { resources: RESOURCES.high } };
export const Unmanaged: Story = {
  args: { name: 'Garage Band', resources: RESOURCES.unmanaged, panelUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('n/a')).toHaveLength(4);
  },
};
export const Loading: Story = { args: { resources: undefined } };
export const CommandInFlight: Story = {
  args: { pending: 'stop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Actions for The Lounge' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
