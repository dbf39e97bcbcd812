import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/ui/cn';
import { t } from '@/lib/i18n';
import { formatDuration } from '@/lib/format/duration';
import { CoverImage } from '@/components/ui/cover-image';
import { TrackDownloadState, type TrackDownloadStatus } from './track-download-state';

type DownloadTrackCardProps = React.ComponentProps<'div'> & {
  title: string;
  /** Joined with ', '. */
  artists: string;
  /** Milliseconds. */
  duration: number;
  imageUrl: string | null | undefined;
  isExplicit: boolean;
  /** 'downloading' while the audio comes in, 'downloaded' once saved, 'failed' after a failure. */
  status?: TrackDownloadStatus;
  /** Bytes received so far. */
  bytes?: number;
  /** Offered with 'Failed': downloads the track again. */
  onRetry?: () => void;
};

/** A dropped single track: cover, title, artists, duration, explicit flag and download status. */
function DownloadTrackCard({
  title,
  artists,
  duration,
  imageUrl,
  isExplicit,
  status,
  bytes = 0,
  onRetry,
  className,
  ...props
}: DownloadTrackCardProps) {
  return (
    <Card
      data-slot="download-track-card"
      className={cn('flex-row flex-wrap items-center gap-4 px-5', className)}
      {...props}
    >
      <CoverImage src={imageUrl} className="size-20" />
      <div className="grid min-w-40 flex-1 grid-cols-[minmax(0,1fr)] gap-1">
        <h2 className="flex items-center gap-2 font-display text-lg leading-tight font-semibold">
          <span className="truncate">{title}</span>
          {isExplicit && (
            <Badge title={t('downloader.explicit')} aria-label={t('downloader.explicit')}>
              E
            </Badge>
          )}
        </h2>
        <p className="truncate text-sm text-muted-fg">{artists}</p>
        <p className="font-mono text-xs text-muted-fg tabular-nums">{formatDuration(duration)}</p>
      </div>
      {status && <TrackDownloadState status={status} bytes={bytes} onRetry={onRetry} />}
    </Card>
  );
}

export { DownloadTrackCard };
