import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PowerBadge } from '@/components/admin/power-badge';

const meta = {
  title: 'Admin/PowerBadge',
  component: PowerBadge,
} satisfies Meta<typeof PowerBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** running success, offline error, starting and stopping warning, n/a when unmanaged. */
export const EveryState: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {['running', 'starting', 'stopping', 'offline', 'hibernating'].map((state) => (
        <PowerBadge key={state} state={state} />
      ))}
      <PowerBadge managed={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const variant = (text: string) => canvas.getByText(text).getAttribute('data-variant');
    await expect(variant('running')).toBe('success');
    await expect(variant('starting')).toBe('warning');
    await expect(variant('stopping')).toBe('warning');
    await expect(variant('offline')).toBe('error');
    await expect(variant('hibernating')).toBe('neutral');
    await expect(variant('n/a')).toBe('neutral');
  },
};

export const Running: Story = { args: { state: 'running' } };
export const Starting: Story = { args: { state: 'starting' } };
export const Stopping: Story = { args: { state: 'stopping' } };
export const Offline: Story = { args: { state: 'offline' } };
export const Unmanaged: Story = { args: { managed: false } };
