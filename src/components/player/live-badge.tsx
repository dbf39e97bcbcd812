import { memo } from 'react';
import { Radio } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

interface LiveBadgeProps {
  className?: string;
}

/** "LIVE": a stream with no length, in place of a time that would stand still at 0:00. */
export const LiveBadge = memo(function LiveBadge({ className }: LiveBadgeProps) {
  return (
    <Badge
      data-slot="live-badge"
      variant="error"
      aria-label="Live stream"
      className={cn('tracking-wide uppercase', className)}
    >
      <Radio aria-hidden />
      Live
    </Badge>
  );
});
