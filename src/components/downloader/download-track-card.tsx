import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format-bytes';
import { formatDuration } from '@/lib/format-duration';
import { DOWNLOADER_MESSAGES } from '@/lib/messages';
import { CoverImage } from '@/components/ui/cover-image';

export type TrackDownloadStatus =
  typeof DOWNLOADER_MESSAGES.downloading | typeof DOWNLOADER_MESSAGES.downloaded;

type DownloadTrackCardProps = React.ComponentProps<'div'> & {
  title: string;
  /** Joined with ', '. */
  artists: string;
  /** Milliseconds. */
  duration: number;
  imageUrl: string | null | undefined;
  isExplicit: boolean;
  /** 'Downloading...' while the audio comes in, 'Downloaded' once saved; none after a failure. */
  status?: TrackDownloadStatus;
  /** Bytes received so far. */
  bytes?: number;
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
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 className="flex items-center gap-2 font-display text-lg leading-tight font-semibold">
          <span className="truncate">{title}</span>
          {isExplicit && (
            <Badge title="Explicit" aria-label="Explicit">
              E
            </Badge>
          )}
        </h2>
        <p className="truncate text-sm text-muted-fg">{artists}</p>
        <p className="font-mono text-xs text-muted-fg tabular-nums">{formatDuration(duration)}</p>
      </div>
      {status && (
        <p
          data-slot="download-status"
          role="status"
          className="flex shrink-0 items-center gap-2 text-sm font-medium"
        >
          {status === DOWNLOADER_MESSAGES.downloading && <Spinner />}
          <span>{status}</span>
          {bytes > 0 && (
            <span className="font-mono text-xs text-muted-fg tabular-nums">
              {formatBytes(bytes)}
            </span>
          )}
        </p>
      )}
    </Card>
  );
}

export { DownloadTrackCard, type DownloadTrackCardProps };
