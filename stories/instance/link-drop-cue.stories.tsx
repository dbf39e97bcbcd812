import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkDropCue } from '@/components/instance/link-drop-cue';

const meta = {
  title: 'Instance/LinkDropCue',
  component: LinkDropCue,
  parameters: { layout: 'fullscreen' },
  args: { visible: true },
  decorators: [
    (Story) => (
      <div className="min-h-[480px] p-8">
        <p>The instance page under the cue.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkDropCue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link from another tab or app is dragged over the instance page. */
export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const cue = within(canvasElement).getByRole('status');
    await expect(cue).toBeVisible();
    await expect(cue).toHaveTextContent('Drop to add to the queue');
  },
};

/** No drag: nothing shows, and the page under it takes clicks as before. */
export const Idle: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { hidden: true })).not.toBeVisible();
  },
};
