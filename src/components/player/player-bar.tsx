import { memo } from 'react';
import { CoverImage } from '@/components/ui/cover-image';
import { artistsBeside } from '@/lib/format/artists-beside';
import { cn } from '@/lib/ui/cn';
import { isLiveStream, isPlaying, showsProgressBar } from '@/lib/player/state';
import type { ProgressSync } from '@/lib/player/progress';
import { LiveBadge } from './live-badge';
import { PlayerControls, type PlayerCommand } from './player-controls';
import { playerStateWord } from './player-state-word';
import { TrackProgress, TrackProgressLine } from './track-progress';
import type { PlayerTrack } from './track-types';
import { VolumeButton, VolumeControl } from './volume-control';
import { t } from '@/lib/i18n';
import { TOUCH_MIN_HEIGHT } from '@/components/ui/touch-target';

interface PlayerBarProps {
  track: PlayerTrack | undefined;
  playerStateType: number;
  sync: ProgressSync | undefined;
  /** The command the server is answering (its button spins). */
  busy?: PlayerCommand | null;
  onCommand: (command: PlayerCommand) => void;
  /** Omitted (or the bot offline), the bar shows the progress without seeking. */
  onSeek?: (fraction: number) => void;
  /**
   * The player's volume and its setter: the volume slider of wide screens, and the mini player's
   * volume button (it opens the slider above the bar).
   */
  volume?: number;
  onVolume?: (value: number) => void;
  /** Set (the bot is offline): the bar says Offline and every control says why it is disabled. */
  disabledReason?: string;
  /** Tapping the track (not a button) brings the full player back into view. */
  onExpand?: () => void;
  /**
   * Below 1024 px the full player's own controls are on screen: the mini player stays out of the
   * way (it would be a second Pause right under the first) until they scroll away.
   */
  fullPlayerInView?: boolean;
  className?: string;
  now?: () => number;
}

/**
 * The player docked at the bottom of the window, as in every music app. From 1024 px it is the
 * page's player: track, the player's buttons above an inline seek bar, and the volume. Below, it
 * is the mini player: cover, title and artists (a tap on them returns to the full player), Pause
 * or Resume and Skip, and the progress as a thin line along its top edge. It tells the same
 * truth as the big player: LIVE instead of a time for a stream with no length, Paused, Offline.
 *
 * Its height is `--player-bar-height` (src/themes/index.css), which also pads the page's foot and
 * lifts bottom toasts above it; from the md breakpoint it starts where the app's left column
 * ends (`--app-column-width`, set by the app layout; 0 elsewhere, e.g. in a story).
 */
export const PlayerBar = memo(function PlayerBar({
  track,
  playerStateType,
  sync,
  busy = null,
  onCommand,
  onSeek,
  volume,
  onVolume,
  disabledReason,
  onExpand,
  fullPlayerInView = false,
  className,
  now,
}: PlayerBarProps) {
  const offline = disabledReason !== undefined;
  const live =
    track !== undefined && isLiveStream(track.streamingServiceType, sync?.durationMs ?? 0);
  const progress =
    track !== undefined &&
    sync !== undefined &&
    !live &&
    showsProgressBar(track.streamingServiceType)
      ? sync
      : undefined;
  const artists = track ? artistsBeside(track.name, track.artists).join(', ') : '';
  const state = offline
    ? t('player.offline')
    : isPlaying(playerStateType)
      ? undefined
      : playerStateWord(playerStateType);
  const hasTrack = track !== undefined || isPlaying(playerStateType);
  const controls = {
    playerStateType,
    hasTrack,
    onCommand,
    busy,
    disabledReason,
  };

  const summary = (
    <>
      <CoverImage src={track?.imageUrl} alt="" className="size-10 rounded lg:size-14" />
      <span className="grid min-w-0 text-start">
        <span data-slot="player-bar-title" className="truncate text-sm font-semibold">
          {track?.name ?? t('player.nothingPlaying')}
        </span>
        <span data-slot="player-bar-subtitle" className="truncate text-xs text-muted-fg">
          {[state, artists].filter(Boolean).join(' · ')}
        </span>
      </span>
      {live && <LiveBadge className="shrink-0 lg:hidden" />}
    </>
  );
  const summaryClass = `flex min-w-0 flex-1 items-center gap-3 rounded-md ${TOUCH_MIN_HEIGHT}`;

  return (
    <section
      data-slot="player-bar"
      // Marks a bar docked over the window's foot: a held queue row scrolls the page from above
      // it (use-pointer-reorder), not only from the window's last pixels under it.
      data-docked-bottom=""
      // "Skip to player" leads here where the bar is shown (use the first visible target).
      data-skip-target="player"
      aria-label={t('player.region')}
      data-offline={offline || undefined}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 h-(--player-bar-height) border-t bg-card text-card-fg shadow-md md:start-[var(--app-column-width,0px)]',
        fullPlayerInView && 'max-lg:hidden',
        className,
      )}
    >
      {progress && (
        <TrackProgressLine
          sync={progress}
          now={now}
          className="absolute inset-x-0 top-0 h-0.5 rounded-none lg:hidden"
        />
      )}
      <div className="flex h-full items-center gap-3 px-3 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] lg:gap-6 lg:px-6">
        {onExpand ? (
          <button
            type="button"
            onClick={onExpand}
            className={cn(
              summaryClass,
              'outline-none focus-visible:ring-2 focus-visible:ring-ring',
            )}
          >
            <span className="sr-only">{t('player.showFullPlayer')}</span>
            {summary}
          </button>
        ) : (
          <div className={summaryClass}>{summary}</div>
        )}
        {/* The mini player's two buttons, thumb-sized, and its volume. */}
        <PlayerControls
          {...controls}
          minimal
          className="shrink-0 flex-nowrap lg:hidden [&_button]:size-11"
        />
        {onVolume && volume !== undefined && (
          <VolumeButton
            volume={volume}
            onVolume={onVolume}
            disabled={offline}
            className="lg:hidden"
          />
        )}
        <div className="hidden min-w-0 flex-col items-center gap-1 lg:flex">
          <PlayerControls {...controls} className="flex-nowrap justify-center" />
          {live ? (
            <LiveBadge />
          ) : (
            progress && (
              <TrackProgress
                sync={progress}
                onSeek={offline ? undefined : onSeek}
                inline
                now={now}
                className="w-full max-w-xl"
              />
            )
          )}
        </div>
        {onVolume && volume !== undefined && (
          <VolumeControl
            volume={volume}
            onVolume={onVolume}
            disabled={offline}
            className="hidden justify-end lg:flex"
            sliderClassName="w-full max-w-40"
          />
        )}
      </div>
    </section>
  );
});
