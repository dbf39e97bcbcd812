import { memo, useState } from 'react';
import { ProgressBar, SeekBar } from '@/components/ui/progress-bar';
import { formatDuration } from '@/lib/format/duration';
import { SEEK_KEYS } from '@/lib/player/shortcuts';
import { progressFraction, type ProgressSync } from '@/lib/player/progress';
import { cn } from '@/lib/ui/cn';
import { useElapsed } from './use-elapsed';
import { t } from '@/lib/i18n';
import { TOUCH_HEIGHT } from '@/components/ui/touch-target';

/** What a screen reader hears of the progress: "1:23 of 3:45". */
const progressText = (elapsed: number, sync: ProgressSync) =>
  t('player.progressText', {
    elapsed: formatDuration(elapsed),
    total: formatDuration(sync.durationMs),
  });

interface TrackProgressProps {
  sync: ProgressSync;
  /** Called with the clicked fraction of the bar; omitted, the bar still shows but cannot seek. */
  onSeek?: (fraction: number) => void;
  /** The times either side of the bar on one line (the player bar), not under it. */
  inline?: boolean;
  className?: string;
  now?: () => number;
}

/**
 * The now-playing progress bar with times, ticking every 100 ms on its own: the times under the
 * bar (the cover), or either side of it (`inline`, the player bar).
 */
export const TrackProgress = memo(function TrackProgress({
  sync,
  onSeek,
  inline = false,
  className,
  now,
}: TrackProgressProps) {
  const elapsed = useElapsed(sync, now);
  const text = progressText(elapsed, sync);
  // While the bar is held (a finger or the mouse), the time beside it is where the track will
  // land when it is let go, not where it is.
  const [scrub, setScrub] = useState<number | null>(null);
  const shownTime = formatDuration(scrub === null ? elapsed : scrub * sync.durationMs);
  const bar = (
    <SeekBar
      label={t('player.trackProgress')}
      value={progressFraction(elapsed, sync.durationMs)}
      valueText={text}
      onSeek={onSeek ?? (() => undefined)}
      disabled={onSeek === undefined}
      keyShortcuts={onSeek === undefined ? undefined : SEEK_KEYS}
      onScrub={setScrub}
      // A finger needs a 44 px target; the bar itself stays thin.
      className={TOUCH_HEIGHT}
    />
  );
  const times = 'font-mono text-xs tabular-nums';
  if (inline) {
    return (
      <div data-slot="track-progress" className={cn('flex items-center gap-2', times, className)}>
        <span
          aria-hidden
          data-slot="track-progress-elapsed"
          data-scrubbing={scrub !== null || undefined}
        >
          {shownTime}
        </span>
        {bar}
        <span aria-hidden>{formatDuration(sync.durationMs)}</span>
      </div>
    );
  }
  return (
    <div data-slot="track-progress" className={cn('grid gap-1', className)}>
      {bar}
      <div className={cn('flex justify-between', times)} aria-hidden>
        <span data-slot="track-progress-elapsed" data-scrubbing={scrub !== null || undefined}>
          {shownTime}
        </span>
        <span>{formatDuration(sync.durationMs)}</span>
      </div>
    </div>
  );
});

interface TrackProgressLineProps {
  sync: ProgressSync;
  className?: string;
  now?: () => number;
}

/** The same progress as a thin line that cannot seek (the mini player's edge). */
export const TrackProgressLine = memo(function TrackProgressLine({
  sync,
  className,
  now,
}: TrackProgressLineProps) {
  const elapsed = useElapsed(sync, now);
  return (
    <ProgressBar
      label={t('player.trackProgress')}
      value={progressFraction(elapsed, sync.durationMs)}
      valueText={progressText(elapsed, sync)}
      className={className}
    />
  );
});
