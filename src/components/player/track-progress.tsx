import { memo } from 'react';
import { SeekBar } from '@/components/ui/progress-bar';
import { formatDuration } from '@/lib/format-duration';
import { progressFraction, type ProgressSync } from '@/lib/progress';
import { cn } from '@/lib/cn';
import { useElapsed } from './use-elapsed';

interface TrackProgressProps {
  sync: ProgressSync;
  /** Called with the clicked fraction of the bar; omitted, the bar still shows but cannot seek. */
  onSeek?: (fraction: number) => void;
  className?: string;
  now?: () => number;
}

/** The now-playing progress bar with times, ticking every 100 ms on its own. */
export const TrackProgress = memo(function TrackProgress({
  sync,
  onSeek,
  className,
  now,
}: TrackProgressProps) {
  const elapsed = useElapsed(sync, now);
  const text = `${formatDuration(elapsed)} of ${formatDuration(sync.durationMs)}`;
  return (
    <div data-slot="track-progress" className={cn('grid gap-1', className)}>
      <SeekBar
        label="Track progress"
        value={progressFraction(elapsed, sync.durationMs)}
        valueText={text}
        onSeek={onSeek ?? (() => undefined)}
        disabled={onSeek === undefined}
        // A finger needs a 44 px target; the bar itself stays thin.
        className="pointer-coarse:h-11"
      />
      <div className="flex justify-between font-mono text-xs tabular-nums" aria-hidden>
        <span>{formatDuration(elapsed)}</span>
        <span>{formatDuration(sync.durationMs)}</span>
      </div>
    </div>
  );
});
