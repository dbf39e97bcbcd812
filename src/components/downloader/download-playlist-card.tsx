import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/ui/cn';
import { formatDurationLong } from '@/lib/format/duration';
import { t } from '@/lib/i18n';
import { playlistStatusText, type PlaylistStatus } from '@/lib/messages';
import { CoverImage } from '@/components/ui/cover-image';

type DownloadPlaylistCardProps = React.ComponentProps<'div'> & {
  name: string;
  ownerName: string;
  /** Total milliseconds. */
  duration: number;
  imageUrl: string | null | undefined;
  numTracks: number;
  /** 'queued' (all pending), 'downloaded' (all completed) or 'downloading' (shown in words). */
  status: PlaylistStatus;
};

const STATUS_VARIANT = {
  queued: 'neutral',
  downloaded: 'success',
  downloading: 'info',
} as const satisfies Record<PlaylistStatus, string>;

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
      <div className="grid min-w-40 flex-1 grid-cols-[minmax(0,1fr)] gap-1">
        <h2 className="truncate font-display text-lg leading-tight font-semibold">{name}</h2>
        <p className="truncate text-sm text-muted-fg">{ownerName}</p>
        <p className="text-xs text-muted-fg">
          {t('downloader.songsAndDuration', {
            count: numTracks,
            duration: formatDurationLong(duration),
          })}
        </p>
      </div>
      <Badge data-slot="playlist-status" variant={STATUS_VARIANT[status]} role="status">
        {playlistStatusText(status)}
      </Badge>
    </Card>
  );
}

export { DownloadPlaylistCard };
