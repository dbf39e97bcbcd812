import { memo } from 'react';
import { artistsBeside } from '@/lib/format/artists-beside';
import { hasDetailView } from '@/lib/metadata/uri';
import { isLiveStream, providerName, showsProgressBar } from '@/lib/player/state';
import type { ProgressSync } from '@/lib/player/progress';
import { cn } from '@/lib/ui/cn';
import { CoverImage } from '@/components/ui/cover-image';
import { LiveBadge } from './live-badge';
import { playerStateWord } from './player-state-word';
import { ProviderIcon } from './provider-icon';
import { TrackProgress } from './track-progress';
import { displayName } from '@/lib/format/display-name';
import type { PlayerTrack } from './track-types';
import { t } from '@/lib/i18n';

interface NowPlayingCardProps {
  track: PlayerTrack;
  playerStateType: number;
  voiceChannelName: string | null;
  sync: ProgressSync;
  /** Opens the metadata browser on the track's uri. */
  onOpen?: (uri: string) => void;
  onSeek?: (fraction: number) => void;
  className?: string;
  now?: () => number;
}

/**
 * The cover of what is playing. Hover (or keyboard focus) shows the player state, voice channel,
 * provider, adder, artists, title and, for Spotify, YouTube and SoundCloud, a progress bar.
 * Clicking the cover opens the track view by its uri (a radio has none: its cover is a picture).
 * A stream with no length (a radio) shows LIVE instead of a seek bar that would pretend. Where there is no hover (a touch screen)
 * and below 1024 px, where this card is the player, the details stay shown along the cover's
 * foot, so title, artists and the seek bar are visible without a hover nobody can do.
 */
export const NowPlayingCard = memo(function NowPlayingCard({
  track,
  playerStateType,
  voiceChannelName,
  sync,
  onOpen,
  onSeek,
  className,
  now,
}: NowPlayingCardProps) {
  const artists = artistsBeside(track.name, track.artists).join(', ');
  const live = isLiveStream(track.streamingServiceType, sync.durationMs);
  // The page's largest paint: asked for at once and first, in a box whose size is already set
  // (the card's aspect ratio), so nothing moves when it arrives.
  const cover = (
    <CoverImage
      src={track.imageUrl}
      alt=""
      loading="eager"
      fetchPriority="high"
      className="size-full rounded-none"
    />
  );
  return (
    <section
      data-slot="now-playing-card"
      aria-label={t('player.nowPlaying')}
      className={cn(
        'group relative aspect-square w-full max-w-80 overflow-hidden rounded-lg border bg-card text-card-fg max-sm:aspect-[4/3] max-sm:max-w-none',
        className,
      )}
    >
      {hasDetailView(track.uri) ? (
        <button
          type="button"
          className="block size-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => onOpen?.(track.uri)}
          aria-label={t('ui.openDetailsOf', { title: track.name })}
        >
          {cover}
        </button>
      ) : (
        cover
      )}
      <div
        data-slot="now-playing-details"
        className="pointer-events-none absolute inset-0 flex flex-col justify-end gap-1 bg-bg/85 p-4 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 max-lg:top-auto max-lg:opacity-100 max-sm:p-3 pointer-coarse:top-auto pointer-coarse:opacity-100"
      >
        <p className="text-xs font-medium tracking-wide uppercase">
          {voiceChannelName
            ? t('player.stateIn', {
                state: playerStateWord(playerStateType),
                channel: voiceChannelName,
              })
            : playerStateWord(playerStateType)}
        </p>
        <p className="flex items-center gap-1.5 text-xs text-muted-fg">
          <ProviderIcon provider={track.streamingServiceType} className="size-3.5" />
          {providerName(track.streamingServiceType)} ·{' '}
          {t('player.addedBy', {
            user: displayName(track.discordUsername, track.discordDiscriminator),
          })}
        </p>
        {artists && <p className="truncate text-sm text-muted-fg">{artists}</p>}
        <p className="line-clamp-2 font-semibold break-words">{track.name}</p>
        {live ? (
          <LiveBadge className="mt-1" />
        ) : (
          showsProgressBar(track.streamingServiceType) && (
            <TrackProgress
              sync={sync}
              onSeek={onSeek}
              now={now}
              className="pointer-events-auto mt-1"
            />
          )
        )}
      </div>
    </section>
  );
});
