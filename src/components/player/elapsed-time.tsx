import { memo } from 'react';
import type { ProgressSync } from '@/lib/player/progress';
import { formatDuration } from '@/lib/format/duration';
import { cn } from '@/lib/ui/cn';
import { LiveBadge } from './live-badge';
import { useElapsed } from './use-elapsed';

interface ElapsedTimeProps {
  sync: ProgressSync | undefined;
  className?: string;
  now?: () => number;
}

/**
 * "1:23 / 3:45": elapsed and total, ticking on its own. A stream with no length (a radio) has no
 * position to count, so it reads LIVE and nothing ticks.
 */
export const ElapsedTime = memo(function ElapsedTime({ sync, className, now }: ElapsedTimeProps) {
  if (sync && !(sync.durationMs > 0))
    return <LiveBadge className={cn('align-middle', className)} />;
  return <TickingTime sync={sync} className={className} now={now} />;
});

function TickingTime({ sync, className, now }: ElapsedTimeProps) {
  const elapsed = useElapsed(sync, now);
  const total = sync?.durationMs ?? 0;
  return (
    <span data-slot="elapsed-time" className={cn('font-mono text-xs tabular-nums', className)}>
      {/* One text node: the time is one fragment on one line ("2:37 / 4:14"). */}
      {total > 0
        ? `${formatDuration(elapsed)} / ${formatDuration(total)}`
        : formatDuration(elapsed)}
    </span>
  );
}
