import * as React from 'react';
import { Download, HardDriveDownload, RotateCcw, Trash2, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { rowActions, type DownloadJob } from '@/lib/downloader/job-rules';
import { formatDuration } from '@/lib/format/duration';
import { t } from '@/lib/i18n';
import { jobActionLabel, jobActionText, type JobActionName } from '@/lib/messages';
import { padNumber } from '@/lib/format/pad-number';
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

const ACTIONS = {
  downloadNow: 'download-now',
  addToDownloads: 'add-to-downloads',
  retry: 'retry',
  remove: 'remove',
} as const satisfies Record<JobActionName, JobAction>;

interface ActionButtonProps {
  job: DownloadJob;
  action: JobActionName;
  icon: LucideIcon;
  variant?: 'outline' | 'ghost';
  disabled?: boolean;
  onClick: (action: JobActionName) => void;
}

/**
 * One action of a row, named with its track ("Retry: Song by Artist"). Its visible words sit
 * beside its icon while the table has room (24rem); in a phone's narrow column only the icon
 * shows (its label and tooltip still say it).
 */
function ActionButton({
  job,
  action,
  icon: Icon,
  variant = 'outline',
  disabled,
  onClick,
}: ActionButtonProps) {
  const text = jobActionText(action);
  return (
    <Button
      size="sm"
      variant={variant}
      aria-label={jobActionLabel(action, job.name, job.artists)}
      title={text}
      disabled={disabled}
      onClick={() => onClick(action)}
    >
      <Icon aria-hidden />
      <span className="@max-sm:hidden">{text}</span>
    </Button>
  );
}

/**
 * One job: its number, track, status badge and the actions its state allows. Where the table is
 * narrower than 48rem (a phone, or beside the sidebar) the row is a two-line item: number, cover,
 * title and artists, then status and actions; wider, the columns Track, Status and Actions.
 */
const JobRow = React.memo(function JobRow({ job, running, zipping, onAction }: JobRowProps) {
  const actions = rowActions(job, { running, zipping });
  const act = (action: JobActionName) => onAction(ACTIONS[action], job);
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
            <ActionButton job={job} action="downloadNow" icon={Download} onClick={act} />
          )}
          {actions.addToDownloads && (
            <ActionButton
              job={job}
              action="addToDownloads"
              icon={HardDriveDownload}
              onClick={act}
            />
          )}
          {actions.retry && (
            <ActionButton job={job} action="retry" icon={RotateCcw} onClick={act} />
          )}
          <ActionButton
            job={job}
            action="remove"
            icon={Trash2}
            variant="ghost"
            disabled={!actions.removeEnabled}
            onClick={act}
          />
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
            <TableHead>{t('downloader.columnTrack')}</TableHead>
            <TableHead>{t('downloader.columnStatus')}</TableHead>
            <TableHead className="text-end">{t('downloader.columnActions')}</TableHead>
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

export { JobTable };
