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

/** One job: its number, track, status badge and the actions its state allows. */
const JobRow = React.memo(function JobRow({ job, running, zipping, onAction }: JobRowProps) {
  const actions = rowActions(job, { running, zipping });
  const label = `${job.name} by ${job.artists}`;
  return (
    <TableRow data-slot="job-row" data-status={job.status} data-key={job.key}>
      <TableCell className="w-full max-w-0">
        <div className="flex items-center gap-3">
          <span className="w-8 shrink-0 font-mono text-xs text-muted-fg tabular-nums">
            {padNumber(job.sequence)}
          </span>
          <CoverImage src={job.imageUrl} className="size-10" />
          <div className="grid min-w-0">
            <span className="truncate font-medium">{job.name}</span>
            <span className="truncate text-xs text-muted-fg">
              {job.artists} · {formatDuration(job.duration)}
            </span>
          </div>
        </div>
      </TableCell>
      <TableCell>
        <JobStatusBadge job={job} />
      </TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-1">
          {actions.downloadNow && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Download now: ${label}`}
              onClick={() => onAction('download-now', job)}
            >
              <Download aria-hidden />
              Download now
            </Button>
          )}
          {actions.addToDownloads && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Add to Downloads: ${label}`}
              onClick={() => onAction('add-to-downloads', job)}
            >
              <HardDriveDownload aria-hidden />
              Add to Downloads
            </Button>
          )}
          {actions.retry && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Retry: ${label}`}
              onClick={() => onAction('retry', job)}
            >
              <RotateCcw aria-hidden />
              Retry
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove: ${label}`}
            disabled={!actions.removeEnabled}
            onClick={() => onAction('remove', job)}
          >
            <Trash2 aria-hidden />
            Remove
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
});

/** Columns Track, Status and Actions; one row per job in playlist order. */
function JobTable({ jobs, running, zipping, onAction }: JobTableProps) {
  return (
    <Table data-slot="job-table">
      <TableHeader>
        <TableRow>
          <TableHead>Track</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-end">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {jobs.map((job) => (
          <JobRow key={job.key} job={job} running={running} zipping={zipping} onAction={onAction} />
        ))}
      </TableBody>
    </Table>
  );
}

export { JobTable, type JobTableProps };
