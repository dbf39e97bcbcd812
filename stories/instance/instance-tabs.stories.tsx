import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InstanceTabs } from '@/components/instance/instance-tabs';

const meta = {
  title: 'Instance/InstanceTabs',
  component: InstanceTabs,
  args: {
    lyrics: <p className="p-4">Lyrics go here</p>,
    controls: <p className="p-4">Controls go here</p>,
    activity: <p className="p-4">Activity goes here</p>,
  },
} satisfies Meta<typeof InstanceTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Activity' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Activity goes here');
  },
};
