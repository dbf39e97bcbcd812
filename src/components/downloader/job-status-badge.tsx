import { Badge } from '@/components/ui/badge';
import { jobBadge, type DownloadJob } from '@/lib/downloader/job-rules';
import { formatBytes } from '@/lib/format/bytes';
import { jobBadgeText } from '@/lib/messages';

const VARIANT = {
  pending: 'neutral',
  running: 'info',
  completed: 'success',
  failed: 'error',
} as const;

type JobStatusBadgeProps = {
  job: Pick<DownloadJob, 'status' | 'numBytesDownloaded'>;
};

/** Bytes (or 'Pending...' before any) while running or completed, 'Failed', or 'Queued'. */
function JobStatusBadge({ job }: JobStatusBadgeProps) {
  const badge = jobBadge(job);
  return (
    <Badge
      data-slot="job-status-badge"
      data-status={job.status}
      variant={VARIANT[job.status]}
      className="font-mono tabular-nums"
    >
      {badge.kind === 'bytes' ? formatBytes(badge.bytes) : jobBadgeText(badge.state)}
    </Badge>
  );
}

export { JobStatusBadge };
