import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { JobCounters } from '@/components/downloader/job-counters';

const meta = {
  title: 'Downloader/JobCounters',
  component: JobCounters,
  args: { counters: { queued: 12, running: 0, completed: 0, failed: 0 } },
} satisfies Meta<typeof JobCounters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllQueued: Story = {};

export const MidRun: Story = {
  args: { counters: { queued: 7, running: 1, completed: 3, failed: 1 } },
  play: async ({ canvasElement }) => {
    const counters = within(canvasElement);
    for (const [label, value] of [
      ['Queued', '7'],
      ['Running', '1'],
      ['Completed', '3'],
      ['Failed', '1'],
    ] as const) {
      const term = counters.getByText(label, { selector: 'dt' });
      await expect(term.nextElementSibling).toHaveTextContent(value);
    }
  },
};

export const LargePlaylist: Story = {
  args: { counters: { queued: 0, running: 0, completed: 1187, failed: 13 } },
};
