import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JobOptions } from '@/components/downloader/job-options';

const meta = {
  title: 'Downloader/JobOptions',
  component: JobOptions,
  args: { autoRetry: false, autoZip: false, timeoutMs: 10_000, intervalMs: 0, onChange: fn() },
} satisfies Meta<typeof JobOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement, args }) => {
    const options = within(canvasElement);
    await expect(options.getByText('Timeout: 10000ms')).toBeVisible();
    await expect(options.getByText('Interval: 0ms')).toBeVisible();
    const timeout = options.getByRole('slider', { name: 'Timeout: 10000ms' });
    await expect(timeout).toHaveAttribute('aria-valuemin', '10000');
    await expect(timeout).toHaveAttribute('aria-valuemax', '120000');
    const interval = options.getByRole('slider', { name: 'Interval: 0ms' });
    await expect(interval).toHaveAttribute('aria-valuemax', '60000');
    await userEvent.click(
      options.getByRole('checkbox', { name: 'Automatically retry failed jobs' }),
    );
    await expect(args.onChange).toHaveBeenCalledWith('autoRetry', true);
    timeout.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledWith('timeoutMs', 11_000);
  },
};

export const AllOn: Story = {
  args: { autoRetry: true, autoZip: true, timeoutMs: 60_000, intervalMs: 5_000 },
};
