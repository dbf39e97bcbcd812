import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstanceConsole } from '@/components/admin/instance-console';

const LINES = [
  'container@pterodactyl~ Server marked as starting...',
  '[12:00:01 INFO]: Starting the music bot v4.2.0',
  '[12:00:02 INFO]: Connected to the chat platform as Lounge Bot#0001',
  '[12:00:02 INFO]: Joined voice channel "The Lounge" (1234567890123456789)',
  '[12:00:03 WARN]: Lyrics provider answered slowly (2,310 ms); a long line wraps inside the box instead of widening the page, whatever the width',
  'container@pterodactyl~ Server marked as running...',
];

/** The admin instance page's live console from the server panel (its `/websocket` answer). */
const meta = {
  title: 'Admin/InstanceConsole',
  component: InstanceConsole,
  args: {
    name: 'The Lounge',
    status: 'idle',
    lines: [],
    detail: null,
    onConnect: fn(),
    onDisconnect: fn(),
  },
} satisfies Meta<typeof InstanceConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Not connected');
    await expect(canvas.queryByRole('log')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(args.onConnect).toHaveBeenCalled();
  },
};

export const Connecting: Story = { args: { status: 'connecting' } };

export const Connected: Story = {
  args: { status: 'connected', lines: LINES },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Console of The Lounge' });
    await expect(log).toHaveTextContent('Server marked as running...');
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect' }));
    await expect(args.onDisconnect).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { status: 'failed', detail: 'The instance is not managed by the server panel.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Could not connect to the console: The instance is not managed by the server panel.',
    );
  },
};

export const Closed: Story = { args: { status: 'closed', lines: LINES } };
