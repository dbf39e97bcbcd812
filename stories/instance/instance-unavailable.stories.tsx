import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InstanceUnavailable } from '@/components/instance/instance-unavailable';

/** The instance page when the server said no: no access (403) or no such server (404). */
const meta = {
  title: 'Instance/InstanceUnavailable',
  component: InstanceUnavailable,
  args: { reason: 'denied', id: 'lounge' },
} satisfies Meta<typeof InstanceUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoAccess: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent("You don't have access to this server");
    await expect(alert).not.toHaveTextContent('Not found');
    await expect(alert).not.toHaveTextContent('No instance');
  },
};
export const NotFound: Story = {
  args: { reason: 'not-found', id: 'no-such-server' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('There is no server with the id "no-such-server".');
    await expect(alert).not.toHaveTextContent("You don't have access");
  },
};
