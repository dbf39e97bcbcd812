import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusDot } from '@/components/ui/status-dot';
import { allThemeModes } from '../../.storybook/modes';

const meta = {
  title: 'UI/StatusDot',
  component: StatusDot,
  args: { online: true },
  parameters: { chromatic: { modes: allThemeModes } },
} satisfies Meta<typeof StatusDot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Online' })).toBeVisible();
  },
};

export const Offline: Story = {
  args: { online: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Offline' })).toBeVisible();
  },
};

export const CustomLabel: Story = {
  args: { online: true, label: 'Bot online' },
};

export const BesideText: Story = {
  render: () => (
    <ul className="grid gap-2 text-sm">
      <li className="flex items-center gap-2">
        <StatusDot online /> Lounge
      </li>
      <li className="flex items-center gap-2">
        <StatusDot online={false} /> Gaming
      </li>
    </ul>
  ),
};
