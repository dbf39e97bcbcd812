import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JobTable } from '@/components/downloader/job-table';
import { JOBS_OF_EVERY_STATE, makeJob } from './fixtures';

const meta = {
  title: 'Downloader/JobTable',
  component: JobTable,
  args: { jobs: JOBS_OF_EVERY_STATE, running: false, zipping: false, onAction: fn() },
} satisfies Meta<typeof JobTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Rows in every state with the actions each allows. Shot at every width: a two-line item per job
 * (number, cover, title and artists, then status and actions) where the table is narrower than
 * 48rem, the actions as icons alone below 24rem, the three columns from 48rem.
 */
export const EveryState: Story = {
  tags: ['every-width'],
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.querySelector('td')?.textContent?.slice(0, 3))).toEqual([
      '001',
      '002',
      '003',
      '004',
      '005',
    ]);
    const [pending, runningEmpty, running, completed, failed] = rows.map((row) => within(row));
    await expect(pending!.getByRole('button', { name: /^Download now/ })).toBeVisible();
    await expect(pending!.getByText('Queued')).toBeVisible();
    await expect(runningEmpty!.getByText('Pending...')).toBeVisible();
    await expect(running!.getByText('1.18 MiB')).toBeVisible();
    await expect(running!.queryByRole('button', { name: /^Download now/ })).toBeNull();
    await expect(completed!.getByRole('button', { name: /^Add to Downloads/ })).toBeVisible();
    await expect(failed!.getByText('Failed')).toBeVisible();
    await userEvent.click(failed!.getByRole('button', { name: /^Retry/ }));
    await expect(args.onAction).toHaveBeenCalledWith('retry', args.jobs[4]);
  },
};

/** While a run or a zip is in progress no job can be removed. */
export const WhileRunning: Story = {
  args: { running: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', { name: /^Remove/ })) {
      await expect(button).toBeDisabled();
    }
  },
};

export const WhileZipping: Story = { args: { zipping: true } };

export const RemoveAsks: Story = {
  args: { jobs: [makeJob(0)] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Remove/ }));
    await expect(args.onAction).toHaveBeenCalledWith('remove', args.jobs[0]);
  },
};

/** Numbers keep 3 digits, and all their digits past 999. */
export const LongNumbers: Story = {
  args: { jobs: [7, 98, 998, 999].map((index) => makeJob(index, { key: `job-${index}` })) },
  play: async ({ canvasElement }) => {
    const numbers = within(canvasElement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent?.match(/^\d+/)?.[0]);
    await expect(numbers).toEqual(['008', '099', '999', '1000']);
  },
};

/** In German: headings, state words and each action's name with its track, from the catalog. */
export const German: Story = {
  globals: { locale: 'de' },
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    await expect(table.getByRole('columnheader', { name: 'Aktionen' })).toBeInTheDocument();
    const [pending, runningEmpty, , completed, failed] = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    await expect(pending!.getByText('In der Warteschlange')).toBeVisible();
    await expect(
      pending!.getByRole('button', {
        name: 'Jetzt herunterladen: Broken Rivers von The Velvet Satellites',
      }),
    ).toBeVisible();
    await expect(runningEmpty!.getByText('Ausstehend...')).toBeVisible();
    await expect(
      completed!.getByRole('button', { name: /^Zu Downloads hinzufügen: / }),
    ).toBeVisible();
    await expect(failed!.getByText('Fehlgeschlagen')).toBeVisible();
    await expect(failed!.getByRole('button', { name: /^Erneut versuchen: / })).toHaveAttribute(
      'title',
      'Erneut versuchen',
    );
  },
};

/** In Arabic, right to left: the state words and action names from the Arabic catalog. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const table = within(canvasElement);
    await expect(table.getByRole('columnheader', { name: 'الحالة' })).toBeInTheDocument();
    const rows = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    await expect(rows[0]!.getByText('في قائمة الانتظار')).toBeVisible();
    await expect(rows[4]!.getByText('فشل')).toBeVisible();
    await expect(
      rows[0]!.getByRole('button', {
        name: 'التنزيل الآن: \u2068Broken Rivers\u2069 لـ \u2068The Velvet Satellites\u2069',
      }),
    ).toBeVisible();
    await expect(rows[4]!.getByRole('button', { name: /^إعادة المحاولة: / })).toBeVisible();
  },
};
