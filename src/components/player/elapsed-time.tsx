import { memo } from 'react';
import type { ProgressSync } from '@/lib/progress';
import { formatDuration } from '@/lib/format-duration';
import { cn } from '@/lib/cn';
import { useElapsed } from './use-elapsed';

interface ElapsedTimeProps {
  sync: ProgressSync | undefined;
  className?: string;
  now?: () => number;
}

/** "1:23 / 3:45": elapsed and total, ticking on its own. An unknown length shows only elapsed. */
export const ElapsedTime = memo(function ElapsedTime({ sync, className, now }: ElapsedTimeProps) {
  const elapsed = useElapsed(sync, now);
  const total = sync?.durationMs ?? 0;
  return (
    <span data-slot="elapsed-time" className={cn('font-mono text-xs tabular-nums', className)}>
      {formatDuration(elapsed)}
      {total > 0 && ` / ${formatDuration(total)}`}
    </span>
  );
});
