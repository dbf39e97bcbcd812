import { memo } from 'react';
import { RefreshCw } from 'lucide-react';
import type { components } from '@/contract/schema';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TOUCH_HIT_AREA } from '@/components/ui/touch-target';
import { CoverImage } from '@/components/ui/cover-image';
import { cn } from '@/lib/ui/cn';
import { t } from '@/lib/i18n';
import { hasDetailView } from '@/lib/metadata/uri';
import { artistsBeside } from '@/lib/format/artists-beside';

type Schemas = components['schemas'];
/** An entry of Most Popular (with its play count), Recently Played (with when) or Random. */
export type ListTrack = Schemas['PopularTrack'] | Schemas['RecentTrack'] | Schemas['Track'];

interface TrackListCardProps {
  title: string;
  tracks: readonly ListTrack[] | undefined;
  /** Most Popular highlights its first entry. */
  highlightFirst?: boolean;
  /** Random has a Refresh button. */
  onRefresh?: () => void;
  refreshing?: boolean;
  /** Queue a track at the end. */
  onQueue: (track: ListTrack) => void;
  onOpen: (uri: string) => void;
  /** Extra text per row (e.g. '5 mins ago'). */
  detail?: (track: ListTrack) => string | undefined;
  className?: string;
}

/** Most Popular, Recently Played or Random. */
export const TrackListCard = memo(function TrackListCard({
  title,
  tracks,
  highlightFirst = false,
  onRefresh,
  refreshing = false,
  onQueue,
  onOpen,
  detail,
  className,
}: TrackListCardProps) {
  return (
    <Card data-slot="track-list-card" className={cn('gap-3 py-4', className)}>
      <CardHeader className="px-4">
        <CardTitle>{title}</CardTitle>
        {onRefresh && (
          <CardAction>
            <Button variant="ghost" size="sm" onClick={onRefresh} loading={refreshing}>
              <RefreshCw className="size-4" aria-hidden />
              {t('instance.refresh')}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="px-2">
        {tracks === undefined ? (
          <Spinner label={t('instance.loadingList', { title })} className="mx-auto" />
        ) : tracks.length === 0 ? (
          <p className="px-2 text-sm text-muted-fg">{t('instance.nothingYet')}</p>
        ) : (
          <ol className="grid grid-cols-1 gap-0.5">
            {tracks.map((track, index) => {
              const highlighted = highlightFirst && index === 0;
              const extra = detail?.(track);
              const cover = (
                <CoverImage
                  src={track.imageUrl}
                  alt=""
                  className={cn('shrink-0', highlighted ? 'size-14' : 'size-9')}
                />
              );
              return (
                <li
                  key={`${track.id}-${index}`}
                  data-slot="track-list-item"
                  data-highlighted={highlighted || undefined}
                  className={cn(
                    'flex items-center gap-2 rounded-md px-2 py-1',
                    highlighted && 'bg-primary text-primary-fg',
                  )}
                >
                  {hasDetailView(track.uri) ? (
                    <button
                      type="button"
                      // A finger's 44 px hit area around the 36 px cover.
                      className={`${TOUCH_HIT_AREA} shrink-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring`}
                      onClick={() => onOpen(track.uri)}
                      aria-label={t('ui.openDetailsOf', { title: track.title })}
                    >
                      {cover}
                    </button>
                  ) : (
                    cover
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{track.title}</p>
                    <p className={cn('truncate text-xs', !highlighted && 'text-muted-fg')}>
                      {/* A radio lists itself as its artist: named once, as in the header. */}
                      {[
                        artistsBeside(
                          track.title,
                          track.artists.map((a) => a.name),
                        ).join(', '),
                        extra,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <Button
                    variant={highlighted ? 'secondary' : 'ghost'}
                    size="sm"
                    aria-label={t('search.enqueueTitle', { title: track.title })}
                    onClick={() => onQueue(track)}
                  >
                    {t('search.enqueue')}
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
});
