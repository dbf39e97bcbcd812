import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { PlaylistStatus } from '@/lib/messages';
import { formatDurationLong } from '@/lib/format-duration';
import { DOWNLOADER_MESSAGES } from '@/lib/messages';
import { CoverImage } from '@/components/ui/cover-image';

type DownloadPlaylistCardProps = React.ComponentProps<'div'> & {
  name: string;
  ownerName: string;
  /** Total milliseconds. */
  duration: number;
  imageUrl: string | null | undefined;
  numTracks: number;
  /** 'Queued' (all pending), 'Downloaded' (all completed) or 'Downloading...'. */
  status: PlaylistStatus;
};

const STATUS_VARIANT = {
  [DOWNLOADER_MESSAGES.queued]: 'neutral',
  [DOWNLOADER_MESSAGES.downloaded]: 'success',
  [DOWNLOADER_MESSAGES.downloading]: 'info',
} as const;

/** A dropped playlist: cover, name, owner, duration and the status of its jobs as a whole. */
function DownloadPlaylistCard({
  name,
  ownerName,
  duration,
  imageUrl,
  numTracks,
  status,
  className,
  ...props
}: DownloadPlaylistCardProps) {
  return (
    <Card
      data-slot="download-playlist-card"
      className={cn('flex-row flex-wrap items-center gap-4 px-5', className)}
      {...props}
    >
      <CoverImage src={imageUrl} className="size-20" />
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 className="truncate font-display text-lg leading-tight font-semibold">{name}</h2>
        <p className="truncate text-sm text-muted-fg">{ownerName}</p>
        <p className="text-xs text-muted-fg">
          {numTracks === 1 ? '1 song' : `${numTracks} songs`}, {formatDurationLong(duration)}
        </p>
      </div>
      <Badge data-slot="playlist-status" variant={STATUS_VARIANT[status]} role="status">
        {status}
      </Badge>
    </Card>
  );
}

export { DownloadPlaylistCard, type DownloadPlaylistCardProps };
