import * as React from 'react';
import { Download, HardDriveDownload, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { rowActions, type DownloadJob } from '@/lib/download-job-rules';
import { formatDuration } from '@/lib/format-duration';
import { padNumber } from '@/lib/pad-number';
import { CoverImage } from '@/components/ui/cover-image';
import { JobStatusBadge } from './job-status-badge';

export type JobAction = 'download-now' | 'add-to-downloads' | 'retry' | 'remove';

interface JobTableProps {
  jobs: readonly DownloadJob[];
  /** A run (Run All, Retry or Download now) is in progress. */
  running: boolean;
  zipping: boolean;
  /** One stable callback for every row, so unchanged rows skip re-rendering during a run. */
  onAction: (action: JobAction, job: DownloadJob) => void;
}

interface JobRowProps {
  job: DownloadJob;
  running: boolean;
  zipping: boolean;
  onAction: JobTableProps['onAction'];
}

/**
 * An action's visible words: beside its icon while the table has room (24rem), only the icon
 * (its label and tooltip still say it) in a phone's narrow column.
 */
function ActionText({ children }: { children: string }) {
  return <span className="@max-sm:hidden">{children}</span>;
}

/**
 * One job: its number, track, status badge and the actions its state allows. Where the table is
 * narrower than 48rem (a phone, or beside the sidebar) the row is a two-line item: number, cover,
 * title and artists, then status and actions; wider, the columns Track, Status and Actions.
 */
const JobRow = React.memo(function JobRow({ job, running, zipping, onAction }: JobRowProps) {
  const actions = rowActions(job, { running, zipping });
  const label = `${job.name} by ${job.artists}`;
  return (
    <TableRow
      data-slot="job-row"
      data-status={job.status}
      data-key={job.key}
      className="@max-3xl:grid @max-3xl:grid-cols-[auto_minmax(0,1fr)] @max-3xl:items-center @max-3xl:py-1"
    >
      <TableCell className="w-full max-w-0 @max-3xl:col-span-2 @max-3xl:w-auto @max-3xl:max-w-none @max-3xl:min-w-0 @max-3xl:pb-1">
        <div className="flex items-center gap-3">
          <span className="w-8 shrink-0 font-mono text-xs text-muted-fg tabular-nums">
            {padNumber(job.sequence)}
          </span>
          <CoverImage src={job.imageUrl} className="size-10" />
          <div className="grid min-w-0">
            <span className="truncate font-medium">{job.name}</span>
            {/* The artists yield first: the length is never cut. */}
            <span className="flex gap-1 text-xs text-muted-fg">
              <span className="truncate">{job.artists}</span>
              <span aria-hidden className="shrink-0">
                ·
              </span>
              <span className="shrink-0">{formatDuration(job.duration)}</span>
            </span>
          </div>
        </div>
      </TableCell>
      <TableCell className="@max-3xl:pt-0">
        <JobStatusBadge job={job} />
      </TableCell>
      <TableCell className="@max-3xl:pt-0">
        <div className="flex items-center justify-end gap-1">
          {actions.downloadNow && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Download now: ${label}`}
              title="Download now"
              onClick={() => onAction('download-now', job)}
            >
              <Download aria-hidden />
              <ActionText>Download now</ActionText>
            </Button>
          )}
          {actions.addToDownloads && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Add to Downloads: ${label}`}
              title="Add to Downloads"
              onClick={() => onAction('add-to-downloads', job)}
            >
              <HardDriveDownload aria-hidden />
              <ActionText>Add to Downloads</ActionText>
            </Button>
          )}
          {actions.retry && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Retry: ${label}`}
              title="Retry"
              onClick={() => onAction('retry', job)}
            >
              <RotateCcw aria-hidden />
              <ActionText>Retry</ActionText>
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove: ${label}`}
            title="Remove"
            disabled={!actions.removeEnabled}
            onClick={() => onAction('remove', job)}
          >
            <Trash2 aria-hidden />
            <ActionText>Remove</ActionText>
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
});

/**
 * Columns Track, Status and Actions; one row per job in playlist order. The rows' layout follows
 * the table's own width (a container query), not the window's: beside the sidebar at 768 or
 * 1024 px the table is as narrow as on a phone.
 */
function JobTable({ jobs, running, zipping, onAction }: JobTableProps) {
  return (
    <div className="@container">
      <Table data-slot="job-table">
        <TableHeader>
          {/* Two-line rows have no columns to head: the headings stay for screen readers. */}
          <TableRow className="@max-3xl:sr-only">
            <TableHead>Track</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-end">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {jobs.map((job) => (
            <JobRow
              key={job.key}
              job={job}
              running={running}
              zipping={zipping}
              onAction={onAction}
            />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export { JobTable, type JobTableProps };
