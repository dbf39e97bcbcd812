import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LastKnownNotice } from '@/components/layout/last-known-notice';

/**
 * The line a signed-in page shows while it draws the person's last visit's answers and the
 * server's live answer has not come yet. It is there from the first frame, so it is no live
 * region.
 */
const meta = {
  title: 'Layout/LastKnownNotice',
  component: LastKnownNotice,
  args: { since: '2:05 PM' },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LastKnownNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Last known state, from 2:05 PM. Updating…')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live], [role="status"]')).toBeNull();
  },
};
