import type * as React from 'react';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/ui/cn';
import { formatBytes } from '@/lib/format/bytes';
import { trackDownloadStatusText, type TrackDownloadStatus } from '@/lib/messages';
import { t } from '@/lib/i18n';

export type { TrackDownloadStatus };

type TrackDownloadStateProps = React.ComponentProps<'div'> & {
  status: TrackDownloadStatus;
  /** Bytes received so far (not shown after a failure: the partial bytes are dropped). */
  bytes?: number;
  /** Offered after a failure: downloads the track again. */
  onRetry?: () => void;
};

/**
 * A single track's download status: 'downloading' ('Downloading...') with a spinner and the bytes
 * so far, 'downloaded' ('Downloaded'), or 'failed' ('Failed') with Retry (the failure toast goes away; this stays).
 */
function TrackDownloadState({
  status,
  bytes = 0,
  onRetry,
  className,
  ...props
}: TrackDownloadStateProps) {
  const failed = status === 'failed';
  return (
    <div
      data-slot="track-download-state"
      className={cn('flex shrink-0 flex-wrap items-center gap-3', className)}
      {...props}
    >
      <p
        data-slot="download-status"
        role="status"
        className={cn('flex items-center gap-2 text-sm font-medium', failed && 'text-danger')}
      >
        {status === 'downloading' && <Spinner />}
        {failed && <TriangleAlert aria-hidden className="size-4" />}
        <span>{trackDownloadStatusText(status)}</span>
        {!failed && bytes > 0 && (
          <span className="font-mono text-xs text-muted-fg tabular-nums">{formatBytes(bytes)}</span>
        )}
      </p>
      {failed && onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden />
          {t('downloader.retry')}
        </Button>
      )}
    </div>
  );
}

export { TrackDownloadState };
