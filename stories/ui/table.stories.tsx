import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { allThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';

interface Row {
  name: string;
  artists: string;
  duration: string;
  status: 'Completed' | 'Failed' | 'Queued';
}

const rows: Row[] = [
  { name: 'Anti-Hero', artists: 'Taylor Swift', duration: '3:20', status: 'Completed' },
  { name: 'vampire', artists: 'Olivia Rodrigo', duration: '3:39', status: 'Failed' },
  { name: 'Espresso', artists: 'Sabrina Carpenter', duration: '2:55', status: 'Queued' },
];

const variantOf = { Completed: 'success', Failed: 'error', Queued: 'neutral' } as const;
/** A row's state as the downloader says it, in the active language. */
const statusWord = (status: Row['status']) =>
  ({
    Completed: t('downloader.counterCompleted'),
    Failed: t('downloader.statusFailed'),
    Queued: t('downloader.statusQueued'),
  })[status];

function Downloads({ items, caption }: { items: Row[]; caption?: string }) {
  return (
    <Table>
      {caption && <TableCaption>{caption}</TableCaption>}
      <TableHeader>
        <TableRow>
          <TableHead>{t('downloader.columnTrack')}</TableHead>
          <TableHead>{t('search.artists')}</TableHead>
          <TableHead className="text-end">Duration</TableHead>
          <TableHead>{t('downloader.columnStatus')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((row, index) => (
          <TableRow key={`${row.name}-${index}`}>
            <TableCell className="max-w-64 truncate font-medium">{row.name}</TableCell>
            <TableCell>{row.artists}</TableCell>
            <TableCell className="text-end font-mono tabular-nums">{row.duration}</TableCell>
            <TableCell>
              <Badge variant={variantOf[row.status]}>{statusWord(row.status)}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={2}>Total</TableCell>
          <TableCell className="text-end font-mono">{items.length} tracks</TableCell>
          <TableCell />
        </TableRow>
      </TableFooter>
    </Table>
  );
}

const meta = {
  title: 'UI/Table',
  component: Table,
  parameters: { chromatic: { modes: allThemeModes } },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Downloads items={rows} caption="Download jobs" />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Download jobs' });
    await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 2);
    await expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => (
    <div className="grid gap-4">
      <Downloads items={[]} caption="Download jobs" />
      <EmptyState title="No jobs yet" description="Drop a link to start downloading." />
    </div>
  ),
};

export const ManyRows: Story = {
  render: () => (
    <Downloads
      caption="Download jobs"
      items={Array.from({ length: 40 }, (_, index) => rows[index % rows.length] as Row)}
    />
  ),
};

export const LongTextScrollsSideways: Story = {
  render: () => (
    <div className="w-80">
      <Downloads
        caption="Download jobs"
        items={[
          {
            name: 'A track title that goes on and on and on well past the width of a phone screen',
            artists: 'An ensemble with an equally unreasonable and very long name',
            duration: '12:34',
            status: 'Queued',
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('[data-slot="table-container"]') as HTMLElement;
    await expect(container.scrollWidth).toBeGreaterThan(container.clientWidth);
    await expect(container.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl">
      <Downloads items={rows} caption="Download jobs" />
    </div>
  ),
};
