import { memo } from 'react';
import { ListEnd, ListStart } from 'lucide-react';
import type { components } from '@/contract/schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CoverImage } from '@/components/ui/cover-image';
import { formatDuration } from '@/lib/format/duration';
import { t } from '@/lib/i18n';
import { ArtistLinks } from './artist-links';
import type { MetadataHandlers } from './metadata-handlers';

/** A track row of an album, artist or playlist: image, title, E, artists, length, buttons. */
export const MetadataTrackRow = memo(function MetadataTrackRow({
  track,
  handlers,
}: {
  track: components['schemas']['Track'];
  handlers: MetadataHandlers;
}) {
  const duration = formatDuration(track.duration);
  return (
    <li
      data-slot="metadata-track-row"
      className="flex items-center gap-3 rounded-md px-2 py-1 hover:bg-accent/50"
    >
      <button
        type="button"
        className="shrink-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onClick={() => handlers.onOpen(track.uri)}
        aria-label={t('metadata.openDetails', { title: track.title })}
      >
        <CoverImage src={track.imageUrl} alt="" className="size-9" />
      </button>
      <div className="min-w-0 flex-1">
        {/* The title yields (ellipsis), never the badge: a flex row cannot ellipsize its text. */}
        <p className="flex min-w-0 items-center gap-1.5 text-sm font-medium">
          <span className="min-w-0 truncate">{track.title}</span>
          {track.isExplicit && (
            <Badge
              variant="neutral"
              title={t('metadata.explicit')}
              aria-label={t('metadata.explicit')}
              className="shrink-0"
            >
              E
            </Badge>
          )}
        </p>
        <p className="truncate text-xs text-muted-fg">
          <ArtistLinks artists={track.artists} onOpen={handlers.onOpen} />
          {/* On a phone the length joins the artists' line, so the title gets its column. */}
          <span className="tabular-nums sm:hidden"> · {duration}</span>
        </p>
      </div>
      <span className="hidden font-mono text-xs text-muted-fg tabular-nums sm:inline">
        {duration}
      </span>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('metadata.playNextLabel', { title: track.title })}
        title={t('metadata.playNext')}
        onClick={() => handlers.onQueueTrack(track, true)}
      >
        <ListStart className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('metadata.queueLabel', { title: track.title })}
        title={t('metadata.queue')}
        onClick={() => handlers.onQueueTrack(track, false)}
      >
        <ListEnd className="size-4" />
      </Button>
    </li>
  );
});
